/**
 * The docs plugin of preset-classic, with leaner route props.
 *
 * Why a wrapper: the docs plugin hands every doc page the metadata of its
 * whole version in one JSON chunk that every doc page loads. Two parts of it
 * are dead weight for a page, and Docusaurus has no option to drop them:
 * - a `docs` map with each doc's title, sidebar and front-matter description
 *   (about 4 KB gzip for 250 docs). The theme reads it only through
 *   `useDocById`, in DocCard (generated-index category pages and
 *   DocCardList), which this site does not use, so the map is sent empty.
 *   The build fails, naming the file, when a page starts to use them
 *   ({@link docCardUses}): `leanVersionDocs` would then have to keep it.
 * - every sidebar of the version (about 4.9 KB gzip for the four), when a
 *   page shows only its own. `splitVersionBySidebar` gives each sidebar its
 *   own version route, whose props hold just that sidebar, so a guide page
 *   no longer downloads the API sidebar (issue 15: keep sidebar metadata
 *   small).
 *
 * The plugin's global data, which is in `main.js` and so in every page's
 * first load, has a third: each version's list of every doc's id, path and
 * sidebar (3.0 KB gzip for 250 docs). The theme reads it only to find the
 * doc a navbar item of type `doc` or `docSidebar` links to, for the docs
 * version navbar items and banner, and through hooks this site does not call
 * ({@link GLOBAL_DOCS_USE}); our `NavbarItem/ComponentTypes` offers none of
 * those items. `leanGlobalData` keeps the version's main doc only, and the
 * build fails, naming the file, when anything starts to need the rest
 * ({@link globalDocsUses}).
 *
 * Use it in place of the preset's docs plugin (`docs: false` in the preset),
 * with the same options; option validation is the docs plugin's own.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import docsPlugin, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs'
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types'

/**
 * A copy of a route tree in which every `props.version.docs` map is empty.
 * Other routes and props are returned as given.
 */
export function leanVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version as { docs?: object } | undefined
  const props =
    version?.docs && route.props
      ? { ...route.props, version: { ...version, docs: {} } }
      : route.props
  return {
    ...route,
    ...(props ? { props } : {}),
    ...(route.routes ? { routes: route.routes.map(leanVersionDocs) } : {}),
  }
}

/** The leaf routes (pages) below `route`, in order. */
function leaves(route: RouteConfig): RouteConfig[] {
  return route.routes ? route.routes.flatMap(leaves) : [route]
}

/** The path segments every path of `paths` starts with, joined as a path. */
function commonPrefix(paths: string[]): string {
  const split = paths.map((path) => path.split('/').filter(Boolean))
  const first = split[0] ?? []
  let length = 0
  while (
    length < first.length &&
    split.every((segments) => segments[length] === first[length])
  ) {
    length += 1
  }
  return `/${first.slice(0, length).join('/')}`
}

/** True when `path` is `prefix` or below it, segment-wise. */
const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`)

/** The sidebar a doc route belongs to (the docs plugin's `sidebar` field). */
const sidebarOf = (doc: RouteConfig): string | undefined =>
  typeof doc.sidebar === 'string' ? doc.sidebar : undefined

/**
 * Splits a docs version route (`@theme/DocVersionRoot` with `props.version`
 * and one `@theme/DocRoot` child) into one version route per sidebar, each
 * matching the URL prefix its docs share and carrying only that sidebar in
 * `version.docsSidebars`, followed by the original route (no sidebars, the
 * docs that belong to none) so that unknown paths still reach the docs
 * not-found page. React Router picks the first route that matches, so a
 * page under `/api` gets the `api` sidebar's props and nothing else.
 *
 * Returns `[route]` unchanged when a split would not be safe: a route of
 * another shape, a sidebar whose docs share no prefix below the version's
 * path, or a prefix that also holds docs of another sidebar.
 */
export function splitVersionBySidebar(route: RouteConfig): RouteConfig[] {
  const version = route.props?.version as
    { docsSidebars?: Record<string, unknown> } | undefined
  const docRoot = route.routes?.length === 1 ? route.routes[0] : undefined
  if (!version?.docsSidebars || !docRoot?.routes) return [route]
  const docs = leaves(docRoot)
  const names = Object.keys(version.docsSidebars)
  const split: RouteConfig[] = []
  for (const name of names) {
    const own = docs.filter((doc) => sidebarOf(doc) === name)
    if (own.length === 0) continue
    const prefix = commonPrefix(own.map((doc) => doc.path))
    const safe =
      isUnder(prefix, route.path) &&
      prefix.replace(/\/$/, '').length > route.path.replace(/\/$/, '').length &&
      docs.every((doc) => sidebarOf(doc) === name || !isUnder(doc.path, prefix))
    if (!safe) return [route]
    split.push({
      ...route,
      path: prefix,
      props: {
        ...route.props,
        version: {
          ...version,
          docsSidebars: { [name]: version.docsSidebars[name] },
        },
      },
      routes: [{ ...docRoot, path: prefix, routes: own }],
    })
  }
  const rest = docs.filter((doc) => !names.includes(sidebarOf(doc) ?? ''))
  return [
    ...split,
    {
      ...route,
      props: { ...route.props, version: { ...version, docsSidebars: {} } },
      routes: [{ ...docRoot, routes: rest }],
    },
  ]
}

/**
 * A copy of a docs route tree with lean version props: every version route
 * split by sidebar ({@link splitVersionBySidebar}) and its `docs` map
 * emptied ({@link leanVersionDocs}).
 */
export function leanDocsRoutes(route: RouteConfig): RouteConfig {
  return leanVersionDocs({
    ...route,
    ...(route.routes
      ? { routes: route.routes.flatMap(splitVersionBySidebar) }
      : {}),
  })
}

/** The docs plugin's global data, as far as {@link leanGlobalData} reads it. */
interface GlobalData {
  versions: { name: string; mainDocId: string; docs: { id: string }[] }[]
}

/**
 * A copy of the docs plugin's global data in which each version's `docs`
 * list holds its main doc only (what `getVersionMainDoc` looks up).
 * Throws "upstream changed" when the data is not of the shape Docusaurus
 * 3.10 gives it: a version without its `docs` list or its main doc.
 */
export function leanGlobalData(data: unknown): GlobalData {
  const versions = (data as Partial<GlobalData> | null)?.versions
  if (!Array.isArray(versions)) {
    throw new Error(
      'upstream changed: re-check src/plugins/lean-docs: the docs plugin ' +
        'set global data without a `versions` list'
    )
  }
  return {
    ...(data as GlobalData),
    versions: versions.map((version) => {
      const main = Array.isArray(version.docs)
        ? version.docs.filter((doc) => doc.id === version.mainDocId)
        : []
      if (main.length !== 1) {
        throw new Error(
          'upstream changed: re-check src/plugins/lean-docs: the global ' +
            `data of docs version "${version.name}" has no \`docs\` entry ` +
            `for its main doc "${version.mainDocId}"`
        )
      }
      return { ...version, docs: main }
    }),
  }
}

/**
 * What reads the doc lists that {@link leanGlobalData} shortens: the hooks
 * of `@docusaurus/plugin-content-docs/client` that look docs up in global
 * data or return its versions with their lists, and the theme's navbar
 * items that call them.
 */
const GLOBAL_DOCS_USE =
  /\b(useActiveDocContext|useDocVersionSuggestions|useLayoutDoc|useAllDocsData|useDocsData|useVersions|useLatestVersion|useActiveVersion|useDocsVersionCandidates|useActivePluginAndVersion)\s*\(|@theme(-original|-init)?\/NavbarItem\/(Doc|DocSidebar|DocsVersion|DocsVersionDropdown)NavbarItem\b/

/**
 * What would need the full doc lists of the docs plugin's global data, one
 * message each: a second docs version or a version banner (the version
 * navbar items and banner look docs up in every version), or one of
 * `sources` that matches {@link GLOBAL_DOCS_USE}.
 */
export function globalDocsUses(
  content: LoadedContent,
  sources: readonly SourceFile[]
): string[] {
  const versions = content.loadedVersions
  return [
    ...(versions.length > 1
      ? [`${versions.length} docs versions: version items look docs up`]
      : []),
    ...versions
      .filter((version) => version.banner)
      .map(
        (version) =>
          `docs version "${version.versionName}": its ${version.banner} banner looks docs up`
      ),
    ...sources
      .filter(({ text }) => GLOBAL_DOCS_USE.test(text))
      .map(({ file }) => `${file}: looks docs up in global data`),
  ]
}

/** What reads the `docs` map that {@link leanVersionDocs} empties. */
const DOC_CARD_USE =
  /from\s+['"]@theme\/DocCard(List)?['"]|\b(useDocById|useCurrentSidebarCategory)\s*\(/

/** A sidebar item, as far as generated indexes are concerned. */
interface SidebarItem {
  type: string
  label?: string
  link?: { type?: string }
  items?: SidebarItem[]
}

/** The labels of the categories with a generated index in `items`. */
function generatedIndexes(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.link?.type === 'generated-index' ? [item.label ?? '?'] : []),
    ...generatedIndexes(item.items ?? []),
  ])
}

/** A source file of the site: its absolute path and its text. */
export interface SourceFile {
  file: string
  text: string
}

/**
 * The source files (.md, .mdx, .js, .jsx, .ts, .tsx) below `dirs`
 * (absolute), tests left out, each read once for the checks below.
 */
export function readSources(dirs: readonly string[]): SourceFile[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /\.(mdx?|[jt]sx?)$/.test(file) &&
          !/(^|[\\/])__tests__[\\/]/.test(file)
      )
      .map((file) => {
        const absolute = path.join(dir, file)
        return { file: absolute, text: readFileSync(absolute, 'utf8') }
      })
  )
}

/**
 * What would render doc cards from the emptied `docs` map, one message
 * each: a sidebar category with a generated index (its page is a list of
 * doc cards), or one of `sources` that imports DocCard or DocCardList or
 * calls `useDocById` or `useCurrentSidebarCategory`.
 */
export function docCardUses(
  content: LoadedContent,
  sources: readonly SourceFile[]
): string[] {
  const indexes = content.loadedVersions.flatMap((version) =>
    Object.entries(version.sidebars).flatMap(([sidebar, items]) =>
      generatedIndexes(items as SidebarItem[]).map(
        (label) =>
          `sidebar "${sidebar}", category "${label}": a generated index`
      )
    )
  )
  const files = sources
    .filter(({ text }) => DOC_CARD_USE.test(text))
    .map(({ file }) => `${file}: renders doc cards`)
  return [...indexes, ...files]
}

/**
 * The docs plugin, with {@link leanDocsRoutes} applied to its routes and
 * {@link leanGlobalData} to its global data. Fails the build when anything
 * would render doc cards ({@link docCardUses}) or look docs up in global
 * data ({@link globalDocsUses}).
 */
export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options)
  const contentLoaded = plugin.contentLoaded?.bind(plugin)
  return {
    ...plugin,
    async contentLoaded(args) {
      const sources = readSources([
        path.join(context.siteDir, options.path),
        path.join(context.siteDir, 'src'),
      ])
      const problems = [
        ['an empty docs map, which doc cards read', docCardUses],
        ['only the main doc in global data', globalDocsUses],
      ] as const
      for (const [what, uses] of problems) {
        const found = uses(args.content, sources)
        if (found.length > 0) {
          throw new Error(
            `lean-docs sends every page ${what}: change ` +
              `src/plugins/lean-docs before using them.\n- ` +
              found.join('\n- ')
          )
        }
      }
      await contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(leanDocsRoutes(route)),
          setGlobalData: (data) =>
            args.actions.setGlobalData(leanGlobalData(data)),
        },
      })
    },
  }
}

export { validateOptions }
