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
  // Files fetched without the worker (`workerStart` 0), kept until it
  // controls the page.
  let pending: string[] = [location.pathname]
  const flush = () => {
    if (!navigator.serviceWorker.controller) return
    keep(pending)
    pending = []
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.workerStart === 0 && entry.name.startsWith(location.origin)) {
        pending.push(entry.name)
      }
    }
    flush()
  }).observe({ type: 'resource', buffered: true })
  navigator.serviceWorker.addEventListener('controllerchange', flush)
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
