import type { Plugin } from '@docusaurus/types'

/** The bundler configuration a plugin's `configureWebpack` receives. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0]

/**
 * Adds `files` (absolute paths) to the build dependencies of rspack's
 * persistent cache (the site builds with `future.faster`), in `config`
 * (the client or server configuration a plugin's `configureWebpack`
 * receives), so that editing one of them evicts the cache. Docusaurus lists
 * only its own files and the site config, not the plugins the config names
 * by path: without this, a plugin that changes how modules are resolved or
 * emitted (an entry, a module replacement, a banner) could be edited and
 * the next build would still reuse modules built before. Does nothing when
 * there is no persistent cache (`DOCUSAURUS_NO_PERSISTENT_CACHE`).
 *
 * Throws "upstream changed" when the configuration has rspack's persistent
 * cache on (`cache: true`, as Docusaurus 3.10's `webpack/base.js` sets it)
 * but no `experiments.cache.buildDependencies` list to add to: a newer
 * Docusaurus configures the cache another way, and the plugins' edits
 * would silently stop evicting it.
 */
export function evictCacheOnChange(
  config: Configuration,
  files: readonly string[]
): void {
  const cache = (
    config.experiments as { cache?: { buildDependencies?: string[] } }
  )?.cache
  if (Array.isArray(cache?.buildDependencies)) {
    cache.buildDependencies.push(...files)
  } else if (config.cache === true) {
    throw new Error(
      'upstream changed: re-check src/plugins/buildCache.ts: the persistent ' +
        'cache is on but experiments.cache.buildDependencies is not a list ' +
        '(see @docusaurus/core/lib/webpack/base.js)'
    )
  }
}
