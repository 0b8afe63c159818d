/**
 * Stands in for plugin-pwa's client module `registerSw.js` (see ./index.ts):
 * the installed module, loaded once the page has hydrated instead of with
 * `main.js`.
 *
 * The installed module registers the service worker as soon as it is
 * evaluated, with the other client modules before the first render: its
 * code was in `main.js`, and the `workbox-window` chunk it imports was
 * requested while the page was still hydrating: 3.0 KB gzip of first-load
 * JavaScript on every page for something the first view does not use.
 * Workbox itself advises registering after the page's `load` event; here
 * registration starts when Docusaurus marks `<html>` hydrated.
 * The service worker, its offline mode and its reload popup are the
 * installed module's, unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import { whenHydrated } from '../hydration'

if (ExecutionEnvironment.canUseDOM) {
  whenHydrated(document.documentElement, () => {
    import('@page-load-upstream/deferredRegisterSw').catch((error: unknown) =>
      console.error('registerSW failed', error)
    )
  })
}
