import type * as Preset from '@docusaurus/preset-classic'

type AnnouncementBar = NonNullable<Preset.ThemeConfig['announcementBar']>

/**
 * The dismissible bar above the navbar. Docusaurus remembers a dismissal in
 * localStorage together with `id`: change the id whenever the content changes
 * so readers who closed the old bar see the new one. Its content is raw HTML,
 * which Docusaurus does not rewrite, so links carry the site's `baseUrl`.
 */
export function announcementBar(baseUrl = '/'): AnnouncementBar {
  return {
    id: 'cypress-15-docs',
    content: `These docs cover <strong>Cypress 15</strong>. New here? Start with <a href="${baseUrl}guides/getting-started/installing-cypress">Installing Cypress</a>.`,
    backgroundColor: '#1b1e2e',
    textColor: '#f3f4fa',
    isCloseable: true,
  }
}
