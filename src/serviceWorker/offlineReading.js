/* global caches, self */
/**
 * Offline reading, added to the service worker of @docusaurus/plugin-pwa
 * (its `swCustom` option; plain JavaScript, bundled on its own into
 * build/sw.js).
 *
 * Every reader gets runtime caching, with no precache download:
 * - pages (navigations, and images and other files without a hash) and
 *   the search index (`/pagefind/`, written after the
 *   service worker is generated, so never in its precache list) are fetched
 *   from the network first and kept, so pages read and searches made online
 *   work offline;
 * - content-hashed `/assets/` files are answered from the cache first.
 * Pages reached by client-side navigation never fetch their HTML, so the page
 * posts `{ type: 'CACHE_URLS', urls }` (src/clientModules/offlineReading.ts)
 * and the worker fetches and keeps those, as it does for the files the first
 * page loaded before the worker took control.
 *
 * In the plugin's full offline mode (an installed app: the precache of the
 * whole site), the precache answers and only `/pagefind/` is handled here.
 */

const PAGES = 'offline-pages-v1'
const ASSETS = 'offline-assets-v1'
const SEARCH = 'offline-search-v1'
/** Entries kept per cache; the oldest go first. */
const LIMITS = { [PAGES]: 300, [ASSETS]: 600, [SEARCH]: 400 }

/**
 * The cache a same-origin path below the scope belongs in, or null.
 * @param {string} path the URL path relative to the scope, with a leading /
 * @returns {string | null}
 */
function cacheFor(path) {
  if (path.startsWith('/assets/')) return ASSETS
  if (path.startsWith('/pagefind/')) return SEARCH
  return PAGES
}

/**
 * The cache key of a URL: origin and path, no query or hash (a page's HTML
 * is the same for every query).
 * @param {string} href
 * @returns {string}
 */
function keyOf(href) {
  const url = new URL(href)
  return `${url.origin}${url.pathname}`
}

/**
 * Drops the oldest entries of a cache beyond its limit.
 * @param {Cache} cache
 * @param {string} name
 */
async function trim(cache, name) {
  const keys = await cache.keys()
  const extra = keys.length - (LIMITS[name] ?? 300)
  for (const key of keys.slice(0, Math.max(0, extra))) await cache.delete(key)
}

/**
 * Fetches and keeps a successful, same-origin, non-redirected response.
 * @param {Request | string} request
 * @param {string} name the cache
 * @returns {Promise<Response>}
 */
async function fetchAndKeep(request, name) {
  const response = await fetch(request)
  if (response.ok && response.type === 'basic' && !response.redirected) {
    const cache = await caches.open(name)
    await cache.put(keyOf(response.url), response.clone())
    await trim(cache, name)
  }
  return response
}

/**
 * The network's answer, else the kept copy, else a network error.
 * @param {Request} request
 * @param {string} name
 * @returns {Promise<Response>}
 */
async function networkFirst(request, name) {
  try {
    return await fetchAndKeep(request, name)
  } catch (error) {
    const cached = await caches.match(keyOf(request.url), { cacheName: name })
    if (cached) return cached
    throw error
  }
}

/**
 * The kept copy, else the network's answer (kept).
 * @param {Request} request
 * @param {string} name
 * @returns {Promise<Response>}
 */
async function cacheFirst(request, name) {
  const cached = await caches.match(keyOf(request.url), { cacheName: name })
  return cached ?? fetchAndKeep(request, name)
}

/**
 * Installs the offline-reading handlers; called by the plugin's worker with
 * its parameters (`offlineMode` true when the whole site is precached).
 * @param {{ offlineMode: boolean }} params
 */
export default function offlineReading(params) {
  const scope = new URL(self.registration.scope)
  /** The path below the scope, or null for other origins and paths. */
  const pathOf = (/** @type {string} */ href) => {
    const url = new URL(href)
    if (url.origin !== scope.origin) return null
    if (!url.pathname.startsWith(scope.pathname)) return null
    return `/${url.pathname.slice(scope.pathname.length)}`
  }

  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim())
  })

  self.addEventListener('message', (event) => {
    if (event.data?.type !== 'CACHE_URLS') return
    const urls = Array.isArray(event.data.urls) ? event.data.urls : []
    event.waitUntil(
      Promise.all(
        urls.map(async (/** @type {unknown} */ href) => {
          if (typeof href !== 'string') return
          const absolute = new URL(href, scope).href
          const path = pathOf(absolute)
          if (path === null) return
          const name = cacheFor(path)
          // Hashed assets never change: one copy is enough.
          if (
            name === ASSETS &&
            (await caches.match(keyOf(absolute), { cacheName: name }))
          )
            return
          await fetchAndKeep(absolute, name).catch(() => undefined)
        })
      )
    )
  })

  self.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET') return
    const path = pathOf(request.url)
    if (path === null || path.startsWith('/sw.js')) return
    const name = cacheFor(path)
    if (params.offlineMode && name !== SEARCH) return
    event.respondWith(
      name === ASSETS ? cacheFirst(request, name) : networkFirst(request, name)
    )
  })
}
