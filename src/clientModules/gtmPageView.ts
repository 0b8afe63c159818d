/**
 * Reports single-page navigations to Google Tag Manager. Loaded only when a
 * GTM container id is configured (see `src/config/analytics.ts`): the Tag
 * Manager plugin loads the container but sends nothing on route changes.
 *
 * On each route change where the path, query or hash changed, pushes
 * `{ event: 'page_view', page_path, page_title }` to `window.dataLayer`,
 * after the title has been updated (next tick, as the gtag plugin does).
 */
import type { ClientModule } from '@docusaurus/types'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const gtmPageView: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (
      !previousLocation ||
      (location.pathname === previousLocation.pathname &&
        location.search === previousLocation.search &&
        location.hash === previousLocation.hash)
    ) {
      return
    }
    window.setTimeout(() => {
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({
        event: 'page_view',
        page_path: location.pathname + location.search + location.hash,
        page_title: document.title,
      })
    })
  },
}

export default gtmPageView
