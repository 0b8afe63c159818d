/* global caches, self */
/**
 * Offline reading, added to the service worker of @docusaurus/plugin-pwa
 * (its `swCustom` option; plain JavaScript, bundled on its own into
 * build/sw.js), on Workbox's routing, strategies and expiration.
 *
 * Every reader gets runtime caching, with no precache download:
 * - pages (navigations, and images and other files without a hash) and the
 *   search index's entry files (`/pagefind/`, written after the service
 *   worker is generated, so never in its precache list) come from the
 *   network first, from the cache when the network fails or is slower than
 *   NETWORK_TIMEOUT_S, and are kept, so pages read and searches made online
 *   work offline;
 * - content-hashed files (`/assets/`, and Pagefind's index chunks, filters
 *   and fragments, whose names are hashes of their content) come from the
 *   cache first.
 * Responses are kept in the background: the page gets a response as soon as
 * the network gives it (Workbox's `fetchAndCachePut`). Each cache holds at
 * most LIMITS entries, the least recently used go first, and a full storage
 * quota empties the caches rather than failing (`purgeOnQuotaError`).
 *
 * Pages reached by client-side navigation never fetch their HTML, so the page
 * posts `{ type: 'CACHE_URLS', urls }` (src/clientModules/offlineReading.ts)
 * and the worker fetches and keeps those, as it does for the files the first
 * page loaded before the worker took control.
 *
 * In the plugin's full offline mode (an installed app: the precache of the
 * whole site), the precache answers and only `/pagefind/` is handled here.
 */
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

const PAGES = 'offline-pages-v1'
const ASSETS = 'offline-assets-v1'
const SEARCH = 'offline-search-v2'
const SEARCH_CHUNKS = 'offline-search-chunks-v1'
/** Entries kept per cache; the least recently used go first. */
export const LIMITS = {
  [PAGES]: 300,
  [ASSETS]: 600,
  [SEARCH]: 20,
  [SEARCH_CHUNKS]: 400,
}
/** Seconds a page or index entry file waits for the network before the cache answers. */
const NETWORK_TIMEOUT_S = 4

/**
 * The cache a same-origin path below the scope belongs in.
 * @param {string} path the URL path relative to the scope, with a leading /
 * @returns {string}
 */
export function cacheFor(path) {
  if (path.startsWith('/assets/')) return ASSETS
  if (/^\/pagefind\/(fragment|index|filter)\//.test(path)) return SEARCH_CHUNKS
  if (path.startsWith('/pagefind/')) return SEARCH
  return PAGES
}

/**
 * Workbox plugins shared by every strategy: keys without the query (a page's
 * HTML is the same for every query, and Pagefind asks for its entry file with
 * a cache-busting one), only whole same-origin answers kept (no errors,
 * redirects or opaque responses), and the entry limit.
 * @param {string} name the cache
 */
function pluginsFor(name) {
  return [
    {
      /** @param {{ request: Request }} options */
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url)
        return `${url.origin}${url.pathname}`
      },
      /** @param {{ response: Response }} options */
      cacheWillUpdate: async ({ response }) =>
        response.ok && response.type === 'basic' && !response.redirected
          ? response
          : null,
    },
    new ExpirationPlugin({
      maxEntries: LIMITS[name],
      purgeOnQuotaError: true,
    }),
  ]
}

/** The strategy of each cache. */
const strategies = {
  [PAGES]: new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: pluginsFor(PAGES),
  }),
  [SEARCH]: new NetworkFirst({
    cacheName: SEARCH,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: pluginsFor(SEARCH),
  }),
  [ASSETS]: new CacheFirst({ cacheName: ASSETS, plugins: pluginsFor(ASSETS) }),
  [SEARCH_CHUNKS]: new CacheFirst({
    cacheName: SEARCH_CHUNKS,
    plugins: pluginsFor(SEARCH_CHUNKS),
  }),
}

/**
 * Installs the offline-reading routes; called by the plugin's worker with
 * its parameters (`offlineMode` true when the whole site is precached).
 * @param {{ offlineMode: boolean }} params
 */
export default function offlineReading(params) {
  const scope = new URL(self.registration.scope)
  /** The path below the scope, or null for other origins and paths. */
  const pathOf = (/** @type {URL} */ url) => {
    if (url.origin !== scope.origin) return null
    if (!url.pathname.startsWith(scope.pathname)) return null
    return `/${url.pathname.slice(scope.pathname.length)}`
  }
  /** The cache that answers `url`, or null when the worker leaves it alone. */
  const handledBy = (/** @type {URL} */ url) => {
    const path = pathOf(url)
    if (path === null || path.startsWith('/sw.js')) return null
    const name = cacheFor(path)
    if (params.offlineMode && name !== SEARCH && name !== SEARCH_CHUNKS)
      return null
    return name
  }

  // Chromium's static routing (InstallEvent.addRoutes, Chromium 123+): a
  // hashed search chunk is read from this worker's cache, or on a miss from
  // the network, without running the worker at all. Routing every chunk of a
  // new query through the worker tripled its fetch time on a 2-core machine
  // (12 fragments: 40 ms direct, 115-130 ms through the worker; `npm run
  // bench`). The page then posts the chunks it fetched (CACHE_URLS, below),
  // and the worker keeps them from the HTTP cache, where they are immutable.
  self.addEventListener('install', (event) => {
    if (typeof event.addRoutes !== 'function') return
    event.waitUntil(
      event
        .addRoutes({
          // Chromium accepts no regular-expression groups here.
          condition: {
            or: ['fragment', 'index', 'filter'].map((kind) => ({
              urlPattern: { pathname: `${scope.pathname}pagefind/${kind}/*` },
            })),
          },
          source: { cacheName: SEARCH_CHUNKS },
        })
        // Without static routing, the fetch handler below answers.
        .catch(() => undefined)
    )
  })

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      Promise.all([
        self.clients.claim(),
        // Caches of earlier versions of this worker, no longer read.
        caches
          .keys()
          .then((names) =>
            Promise.all(
              names
                .filter((n) => n.startsWith('offline-') && !(n in LIMITS))
                .map((n) => caches.delete(n))
            )
          ),
      ])
    )
  })

  for (const name of Object.keys(strategies)) {
    registerRoute(({ url }) => handledBy(url) === name, strategies[name], 'GET')
  }

  self.addEventListener('message', (event) => {
    if (event.data?.type !== 'CACHE_URLS') return
    const urls = Array.isArray(event.data.urls) ? event.data.urls : []
    event.waitUntil(
      Promise.all(
        urls.map(async (/** @type {unknown} */ href) => {
          if (typeof href !== 'string') return
          const url = new URL(href, scope)
          const name = handledBy(url)
          if (name === null) return
          // Each strategy as for a fetch: hashed files already kept are not
          // fetched again.
          await strategies[name]
            .handle({ event, request: new Request(url.href) })
            .catch(() => undefined)
        })
      )
    )
  })
}
