import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

/**
 * The four sidebars, in the order of ../shared/routes.txt. Each entry is a doc
 * id (the file path under docs/ without extension); a missing id fails the
 * build with the id named. Categories only hold pages that exist: a content
 * change adds its pages here, in routes.txt order.
 */
const sidebars = {
  guides: [
    {
      type: 'category',
      label: 'Overview',
      items: ['guides/overview/why-cypress', 'guides/overview/key-differences'],
    },
    {
      type: 'category',
      label: 'Getting Started',
      items: [
        'guides/getting-started/installing-cypress',
        'guides/getting-started/opening-the-app',
      ],
    },
  ],
  api: [
    {
      type: 'category',
      label: 'Assertions',
      items: [
        'api/assertions/assertions-reference',
        'api/commands/and',
        'api/commands/should',
      ],
    },
  ],
  examples: [
    {
      type: 'category',
      label: 'Examples',
      items: ['examples/recipes'],
    },
  ],
  faq: [
    {
      type: 'category',
      label: 'FAQ',
      items: ['faq/questions/using-cypress-faq', 'faq/questions/cloud-faq'],
    },
  ],
} satisfies SidebarsConfig

export default sidebars
