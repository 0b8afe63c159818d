import { join } from 'node:path'
import type { Config } from '@docusaurus/types'
import type * as Preset from '@docusaurus/preset-classic'
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'
import type { Options as PwaOptions } from '@docusaurus/plugin-pwa'
import { analytics } from './src/config/analytics'
import { announcementBar } from './src/config/announcement'
import { footer } from './src/config/footer'
import { navbar } from './src/config/navbar'
import { prism } from './src/config/prism'
import { enabled } from './src/plugins/page-load/switches'
import remarkConfigTabs from './src/remark/configTabs'
import rehypeHighlightCode from './src/plugins/code-highlight/rehype'
import recmaHeadingsFromToc from './src/recma/headingsFromToc'
import { packageManagerConverters } from './src/remark/packageManagers'
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'
import { searchConfigFromEnv } from './src/search/config'
import { zoom } from './src/config/zoom'
import { DEFAULT_CARD } from './src/plugins/social-cards/cardPath'

// Environment-dependent values, read once. Every one has a default that
// builds a working local site; deploy/README.md lists them.

/** Public origin of the deployed site, used for canonical URLs and sitemaps. */
const SITE_URL = process.env.SITE_URL || 'http://localhost:3000'
/** Path the site is served under; must start and end with a slash. */
const BASE_URL = process.env.BASE_URL || '/'
/** `NO_INDEX=true` asks search engines not to index the build (previews). */
const NO_INDEX = process.env.NO_INDEX === 'true'
/**
 * Analytics: Google Analytics 4 (GTAG_ID) and Google Tag Manager (GTM_ID);
 * without an id, none of that tracker's code ships.
 */
const ANALYTICS = analytics({
  gtagId: process.env.GTAG_ID || undefined,
  gtmId: process.env.GTM_ID || undefined,
})
/**
 * Search: the local Pagefind index unless ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 * ALGOLIA_INDEX_NAME are all set; DOCS_ISSUES_URL is where "Let us know"
 * goes when a query finds nothing.
 */
const SEARCH = searchConfigFromEnv(process.env)
/** `RESPECT_PREFERS_COLOR_SCHEME=true` follows the OS color scheme. */
const RESPECT_PREFERS_COLOR_SCHEME =
  process.env.RESPECT_PREFERS_COLOR_SCHEME === 'true'

/**
 * Remark plugins for docs and pages: shell blocks marked `npm2yarn` become
 * npm, yarn and pnpm tabs (tab choice shared through the `npm2yarn` group);
 * `ts config-tabs` blocks become cypress.config.js and cypress.config.ts tabs.
 */
const remarkPlugins = [
  [npm2yarn, { sync: true, converters: packageManagerConverters }],
  remarkConfigTabs,
]
/**
 * Rehype plugins for docs and pages: every fenced code block is highlighted
 * at build time (src/plugins/code-highlight explains why).
 */
const rehypePlugins = [rehypeHighlightCode]
/**
 * Recma plugins for docs and pages: headings read their id and text from the
 * table of contents, which holds them already (src/recma/headingsFromToc.ts).
 */
const recmaPlugins = [recmaHeadingsFromToc]

/**
 * Offline reading (production builds only). Every reader's service worker
 * keeps the pages read and the search index fetched
 * (src/serviceWorker/offlineReading.js); an installed app (or
 * `?offlineMode=true`) precaches the whole site and shows the plugin's
 * "New version available" popup when a new build is deployed.
 */
const pwa = {
  offlineModeActivationStrategies: [
    'appInstalled',
    'standalone',
    'queryString',
  ],
  swCustom: join(__dirname, 'src/serviceWorker/offlineReading.js'),
  pwaHead: [
    { tagName: 'link', rel: 'manifest', href: `${BASE_URL}manifest.json` },
    { tagName: 'meta', name: 'theme-color', content: '#3f4fc8' },
    {
      tagName: 'link',
      rel: 'apple-touch-icon',
      href: `${BASE_URL}img/icons/icon-192.png`,
    },
  ],
} satisfies PwaOptions

const config: Config = {
  title: 'Cypress Documentation',
  tagline:
    'Fast, easy and reliable testing for anything that runs in a browser',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  noIndex: NO_INDEX,
  trailingSlash: undefined,

  future: { v4: true, faster: true },
  // The v4 flags namespace localStorage keys per site; the spec names the
  // plain keys (`theme`, `docusaurus.announcement.dismiss` …), so keep them.
  storage: { type: 'localStorage', namespace: false },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw' },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr' } },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped by lean-docs.
        docs: false,
        pages: { remarkPlugins, rehypePlugins, recmaPlugins },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // Every doc and page except search results and the not-found page.
        sitemap: {
          ignorePatterns: [`${BASE_URL}search`, `${BASE_URL}404*`],
        },
        ...ANALYTICS.preset,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      enabled('lean-docs')
        ? './src/plugins/lean-docs/index.ts'
        : '@docusaurus/plugin-content-docs',
      {
        routeBasePath: '/',
        // DOCS_DIR: the base-URL build reads its reduced copy of the docs
        // (scripts/baseurl-docs.mts); every other build reads docs/.
        path: process.env.DOCS_DIR || 'docs',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: { current: { label: 'Next' } },
        showLastUpdateTime: false,
        remarkPlugins,
        rehypePlugins,
        recmaPlugins,
      } satisfies DocsOptions,
    ],
    // Before bundling: the plugins index and media lists are checked, and a
    // bad entry fails the build by file, entry and field.
    './src/plugins/data-validation/index.ts',
    './src/plugins/sidebar-coverage/index.ts',
    './src/plugins/code-highlight/index.ts',
    // The persistent build cache, keyed by what this config resolves to.
    './src/plugins/buildCache.ts',
    './src/plugins/page-load/patches/index.ts',
    // Fewer bytes in main.js and the runtime: every page loads them first.
    './src/plugins/page-load/lean-manifest/index.ts',
    // The client entry, evaluated in short tasks instead of one long one.
    ...(enabled('staged-entry')
      ? ['./src/plugins/page-load/staged-entry/index.ts']
      : []),
    ['@docusaurus/plugin-pwa', pwa],
    // After a build: a Markdown copy of every doc, llms.txt, llms-full.txt.
    './src/plugins/llms/index.ts',
    // After a build: robots.txt (NO_INDEX=true disallows everything).
    './src/plugins/robots/index.ts',
    // After a build: a social card per doc, and the default card below.
    './src/plugins/social-cards/index.ts',
  ],
  clientModules: [
    './src/clientModules/shellState.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/offlineReading.ts',
    ...(enabled('idle-prefetch')
      ? ['./src/plugins/page-load/idlePrefetch.ts']
      : []),
    ...ANALYTICS.clientModules,
  ],
  customFields: { search: SEARCH },

  themeConfig: {
    // og:image and twitter:image of pages without a card of their own (doc
    // pages get theirs from src/theme/DocItem/Metadata); drawn at build time.
    image: DEFAULT_CARD,
    // Fallback og:description for pages that set no description of their
    // own (the 404 page); a page's own description replaces it.
    metadata: [
      {
        property: 'og:description',
        content: 'Guides, API reference and examples for testing with Cypress.',
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: RESPECT_PREFERS_COLOR_SCHEME,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar: announcementBar(BASE_URL),
    navbar,
    footer,
    prism,
    zoom,
  } satisfies Preset.ThemeConfig & { zoom: unknown },
}

export default config
