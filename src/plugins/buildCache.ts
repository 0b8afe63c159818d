import { createHash } from 'node:crypto'
import type { LoadContext, Plugin } from '@docusaurus/types'

/** The bundler configuration a plugin's `configureWebpack` receives. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0]

/**
 * The error for a persistent cache that is on (`cache: true`) but not
 * configured as Docusaurus 3.10 does it; `what` says what differs.
 */
const upstreamChanged = (what: string) =>
  new Error(
    `upstream changed: re-check src/plugins/buildCache.ts: the persistent cache is on but ${what} (see @docusaurus/core/lib/webpack/base.js)`
  )

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
    throw upstreamChanged('experiments.cache.buildDependencies is not a list')
  }
}

/**
 * Keys rspack's persistent cache by the resolved site configuration, in
 * `config` (as for {@link evictCacheOnChange}): a hash of `siteConfig` as
 * JSON is added to `experiments.cache.version`. Docusaurus keys the cache by
 * the config file, not by what it resolves to, and this config reads the
 * environment (`BASE_URL`, `DOCS_DIR`, `PAGE_LOAD_DISABLE`). Without the
 * key, the base-URL build (`npm run build:baseurl`, whose docs are in
 * .baseurl-docs/) left in the cache the docs partial that
 * src/pages/partials/component-testing-config.mdx imports, compiled by
 * Docusaurus's fallback MDX loader, without the remark and rehype plugins;
 * the next `npm run build` reused it, and that page shipped its code
 * unhighlighted and without its config tabs. Does nothing without a
 * persistent cache; throws "upstream changed" when the cache is on but has
 * no version string to add to.
 */
export function keyCacheBySiteConfig(
  config: Configuration,
  siteConfig: unknown
): void {
  const cache = (config.experiments as { cache?: { version?: unknown } })?.cache
  if (typeof cache?.version === 'string') {
    const hash = createHash('sha256')
      .update(JSON.stringify(siteConfig))
      .digest('hex')
      .slice(0, 12)
    cache.version = `${cache.version}-${hash}`
  } else if (config.cache === true) {
    throw upstreamChanged('experiments.cache.version is not a string')
  }
}

/**
 * The build-cache plugin (no options): keys the persistent cache of the
 * client and server builds by the resolved site config
 * ({@link keyCacheBySiteConfig}).
 */
export default function buildCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      keyCacheBySiteConfig(config, context.siteConfig)
      return {}
    },
  }
}
