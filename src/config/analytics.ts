import { join } from 'node:path'
import type * as Preset from '@docusaurus/preset-classic'

/** The analytics ids read from the environment at build time. */
export interface AnalyticsIds {
  /** Google Analytics 4 measurement id (`G-…`); none ships without it. */
  gtagId?: string
  /** Google Tag Manager container id (`GTM-…`); none ships without it. */
  gtmId?: string
}

/**
 * The preset options and client modules for analytics. Without ids nothing is
 * returned, so no tracker script, preconnect or client module ships at all.
 *
 * With a GTM id, `gtmPageView` pushes a `page_view` event to the data layer
 * on each route change: the Tag Manager plugin only loads the container and,
 * unlike the gtag plugin, reports nothing when a single-page navigation
 * changes the path, query or hash.
 */
export function analytics(ids: AnalyticsIds): {
  preset: Pick<Preset.Options, 'gtag' | 'googleTagManager'>
  clientModules: string[]
} {
  return {
    preset: {
      ...(ids.gtagId
        ? { gtag: { trackingID: ids.gtagId, anonymizeIP: true } }
        : {}),
      ...(ids.gtmId ? { googleTagManager: { containerId: ids.gtmId } } : {}),
    },
    clientModules: ids.gtmId
      ? [join(__dirname, '../clientModules/gtmPageView.ts')]
      : [],
  }
}
