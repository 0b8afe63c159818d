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
 *   If the site ever renders doc cards, `leanVersionDocs` must keep it.
 * - every sidebar of the version (about 4.9 KB gzip for the four), when a
 *   page shows only its own. `splitVersionBySidebar` gives each sidebar its
 *   own version route, whose props hold just that sidebar, so a guide page
 *   no longer downloads the API sidebar (issue 15: keep sidebar metadata
 *   small).
 *
 * Use it in place of the preset's docs plugin (`docs: false` in the preset),
 * with the same options; option validation is the docs plugin's own.
 */
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

/** The docs plugin, with {@link leanDocsRoutes} applied to its routes. */
export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options)
  const contentLoaded = plugin.contentLoaded?.bind(plugin)
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(leanDocsRoutes(route)),
        },
      })
    },
  }
}

export { validateOptions }
