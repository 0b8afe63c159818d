/**
 * Registers the offline-reading service worker once the page has loaded:
 * the `swRegister` client module of @docusaurus/plugin-pwa (see
 * docusaurus.config.ts). The plugin's own module imports Workbox and
 * registers the worker while the page is still loading, which puts about
 * 3 KB gzip of JavaScript on every first load and competes with rendering.
 * Waiting for the `load` event, as service worker guides advise, keeps the
 * registration exactly as the plugin does it (same module, same worker URL
 * and offline-mode strategies) and takes it off the first load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const register = (): void => {
    void import('@docusaurus/plugin-pwa/lib/registerSw.js')
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
