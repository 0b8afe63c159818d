/**
 * Tells the offline-reading service worker (src/serviceWorker/
 * offlineReading.js) which URLs to keep that it did not see itself: every
 * same-origin file the page loaded without it (before it took control, on
 * the first visit), and after each client-side navigation the new page's
 * URL (its HTML is never fetched). Does nothing without a controlling
 * service worker (dev server, browsers without one).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import type { ClientModule } from '@docusaurus/types'

/**
 * Whether the network answered `entry` without the service worker: before
 * it controlled the page, or by a static route whose cache missed
 * (`workerMatchedSourceType`, undefined in browsers without static routing).
 */
function fetchedWithoutWorker(entry: PerformanceResourceTiming): boolean {
  const { workerMatchedSourceType: matched, workerFinalSourceType: final } =
    entry as PerformanceResourceTiming & {
      workerMatchedSourceType?: string
      workerFinalSourceType?: string
    }
  return entry.workerStart === 0 || (matched === 'cache' && final === 'network')
}

/** Pagefind's content-hashed index chunks, filters and fragments. */
const SEARCH_CHUNK = /\/pagefind\/(fragment|index|filter)\//

/** How long searching must pause before its chunks are kept (ms). */
const SEARCH_QUIET_MS = 1500

/** Asks the controlling service worker to fetch and keep `urls`. */
function keep(urls: string[]): void {
  const worker = navigator.serviceWorker?.controller
  if (worker && urls.length > 0)
    worker.postMessage({ type: 'CACHE_URLS', urls })
}

if (
  ExecutionEnvironment.canUseDOM &&
  'serviceWorker' in navigator &&
  typeof PerformanceObserver !== 'undefined'
) {
  // Files fetched without the worker: before it controlled the page
  // (`workerStart` 0), or by its static route from the network when its
  // cache missed (search index chunks). Kept until it controls the page.
  let pending: string[] = [location.pathname]
  const flush = () => {
    if (!navigator.serviceWorker.controller) return
    keep(pending)
    pending = []
  }
  // Search chunks are kept once searching pauses: copying them into the
  // cache while the next query fetches its own slowed that query by half
  // on a 2-core machine. Leaving the page sends what is left at once.
  let quiet: number | undefined
  new PerformanceObserver((list) => {
    let searching = false
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (
        fetchedWithoutWorker(entry) &&
        entry.name.startsWith(location.origin)
      ) {
        pending.push(entry.name)
        searching ||= SEARCH_CHUNK.test(entry.name)
      }
    }
    window.clearTimeout(quiet)
    if (searching) quiet = window.setTimeout(flush, SEARCH_QUIET_MS)
    else flush()
  }).observe({ type: 'resource', buffered: true })
  navigator.serviceWorker.addEventListener('controllerchange', flush)
  window.addEventListener('pagehide', flush)
}

/** After a client-side navigation to another path, keep the new page. */
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({
  location: next,
  previousLocation,
}) => {
  if (previousLocation && previousLocation.pathname !== next.pathname) {
    keep([next.pathname])
  }
}
