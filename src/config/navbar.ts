import type * as Preset from '@docusaurus/preset-classic'

type Navbar = NonNullable<Preset.ThemeConfig['navbar']>

/**
 * The top navigation bar (spec section 2): dark, with the four docs entry
 * points, the plugins index, the external Learn site and two community links.
 * Docs items use `type: 'doc'` so a renamed or deleted doc fails the build.
 */
export const navbar = {
  title: 'Cypress Docs',
  style: 'dark',
  hideOnScroll: false,
  logo: {
    alt: 'Cypress Documentation home',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'doc',
      docId: 'guides/overview/why-cypress',
      label: 'Guides',
      position: 'left',
      activeBaseRegex: '^/guides/',
    },
    {
      type: 'doc',
      docId: 'api/commands/and',
      label: 'API',
      position: 'left',
      activeBaseRegex: '^/api/',
    },
    { to: '/plugins/', label: 'Plugins', position: 'left' },
    {
      type: 'doc',
      docId: 'examples/recipes',
      label: 'Examples',
      position: 'left',
      activeBaseRegex: '^/examples/',
    },
    {
      type: 'doc',
      docId: 'faq/questions/using-cypress-faq',
      label: 'FAQ',
      position: 'left',
      activeBaseRegex: '^/faq/',
    },
    { href: 'https://learn.cypress.io', label: 'Learn', position: 'left' },
    { type: 'search', position: 'right' },
    {
      href: 'https://github.com/cypress-io/cypress',
      label: 'GitHub',
      position: 'right',
      'aria-label': 'Cypress on GitHub',
    },
    {
      href: 'https://discord.gg/cypress',
      label: 'Discord',
      position: 'right',
      'aria-label': 'Cypress community chat on Discord',
    },
  ],
} satisfies Navbar
