/**
 * The docs plugin of preset-classic, with leaner route props.
 *
 * Why a wrapper: the docs plugin hands every doc page the metadata of its
 * whole version, including a `docs` map with each doc's title, sidebar and
 * front-matter description. That map is part of one JSON chunk that every
 * doc page loads (about 4 KB gzip of the map for 250 docs, even without the
 * descriptions). The theme reads it only through `useDocById`, in DocCard
 * (generated-index category pages and DocCardList), which this site does
 * not use, so this wrapper sends an empty map and leaves everything else as
 * the docs plugin makes it. Docusaurus has no option for this. If the site
 * ever renders doc cards, `leanVersionDocs` must keep the map again.
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

/** The docs plugin, with {@link leanVersionDocs} applied to its routes. */
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
          addRoute: (route) => args.actions.addRoute(leanVersionDocs(route)),
        },
      })
    },
  }
}

export { validateOptions }
