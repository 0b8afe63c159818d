import type * as Preset from '@docusaurus/preset-classic'

type Footer = NonNullable<Preset.ThemeConfig['footer']>

/** The site footer: four titled columns and the copyright line (spec 2, 9). */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        { label: 'Why Cypress?', to: '/guides/overview/why-cypress' },
        {
          label: 'Installing Cypress',
          to: '/guides/getting-started/installing-cypress',
        },
        { label: 'Example recipes', to: '/examples/recipes' },
        { label: 'Real World Testing', href: 'https://learn.cypress.io' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: 'https://github.com/cypress-io/cypress' },
        { label: 'Discord', href: 'https://discord.gg/cypress' },
        {
          label: 'GitHub Discussions',
          href: 'https://github.com/cypress-io/cypress/discussions',
        },
        {
          label: 'Stack Overflow',
          href: 'https://stackoverflow.com/questions/tagged/cypress',
        },
      ],
    },
    {
      title: 'Solutions',
      items: [
        { label: 'Cypress App', href: 'https://www.cypress.io/features' },
        { label: 'Cypress Cloud', href: 'https://www.cypress.io/cloud' },
        { label: 'Plugins', to: '/plugins/' },
        { label: 'Pricing', href: 'https://www.cypress.io/pricing' },
      ],
    },
    {
      title: 'Company',
      items: [
        { label: 'About', href: 'https://www.cypress.io/about-us' },
        { label: 'Blog', href: 'https://www.cypress.io/blog' },
        { label: 'Careers', href: 'https://www.cypress.io/careers' },
        {
          label: 'Privacy policy',
          href: 'https://www.cypress.io/privacy-policy',
        },
      ],
    },
  ],
  copyright: `Copyright © 2023 Cypress.io, Inc. Documentation released under the MIT license.`,
} satisfies Footer
