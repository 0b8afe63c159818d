import { join } from 'node:path'
import type { Config } from '@docusaurus/types'
import type * as Preset from '@docusaurus/preset-classic'
import { analytics } from '../../src/config/analytics'
import { zoom } from '../../src/config/zoom'

/**
 * A tiny test-only site for the shell behaviours the real site does not use
 * (spec sections 2, 4, 5, 8 and 9): every navbar item type, two locales, two
 * docs versions, hide-on-scroll, a logo with its own href, the system color
 * scheme, analytics with both trackers, and a page that crashes on demand.
 * It shares the real site's analytics and zoom settings and its page-load
 * plugins. Never deployed:
 * `npm run build:fixture` builds it into e2e/fixture-site/build for the
 * browser tests, and scripts/__tests__/build-rules.test.ts builds copies of
 * it to prove the build rules.
 */
const ANALYTICS = analytics({ gtagId: 'G-FIXTURE1', gtmId: 'GTM-FIXTURE' })

const config: Config = {
  title: 'Shell fixture',
  url: 'http://localhost:3150',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  future: { v4: true, faster: true },
  storage: { type: 'localStorage', namespace: false },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          lastVersion: '1.0',
          versions: {
            current: { label: 'Next', path: 'next' },
            '1.0': { label: '1.0' },
          },
        },
        blog: false,
        ...ANALYTICS.preset,
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    join(__dirname, '../../src/plugins/sidebar-coverage/index.ts'),
    // The real site's page-load layer, so that the shell behaviours here,
    // and the dev server's hot reload (e2e/dev.spec.ts), are tested with it.
    join(__dirname, '../../src/plugins/page-load/patches/index.ts'),
    join(__dirname, '../../src/plugins/page-load/staged-entry/index.ts'),
  ],
  clientModules: [
    join(__dirname, '../../src/clientModules/imageZoom.ts'),
    ...ANALYTICS.clientModules,
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    zoom,
    navbar: {
      title: 'Fixture',
      hideOnScroll: true,
      logo: { alt: 'Fixture logo', src: 'img/logo.svg', href: '/docs/guide' },
      items: [
        { to: '/docs/intro', label: 'Plain link', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'Intro', to: '/docs/intro' },
            { label: 'Guide', to: '/docs/guide' },
          ],
        },
        { type: 'doc', docId: 'intro', label: 'Doc link', position: 'left' },
        {
          type: 'docSidebar',
          sidebarId: 'tutorial',
          label: 'Sidebar link',
          position: 'left',
        },
        { type: 'docsVersion', label: 'Version link', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
        {
          type: 'html',
          position: 'right',
          value: '<span class="fixture-html">Raw <b>HTML</b></span>',
        },
      ],
    },
  } satisfies Preset.ThemeConfig & { zoom: unknown },
}

export default config
