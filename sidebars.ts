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
      label: 'Queries',
      items: [
        'api/commands/as',
        'api/commands/children',
        'api/commands/closest',
        'api/commands/contains',
        'api/commands/document',
        'api/commands/eq',
        'api/commands/filter',
        'api/commands/find',
        'api/commands/first',
        'api/commands/focused',
        'api/commands/get',
        'api/commands/hash',
        'api/commands/invoke',
        'api/commands/its',
        'api/commands/last',
        'api/commands/location',
        'api/commands/next',
        'api/commands/nextall',
        'api/commands/nextuntil',
        'api/commands/not',
        'api/commands/parent',
        'api/commands/parents',
        'api/commands/parentsuntil',
        'api/commands/prev',
        'api/commands/prevall',
        'api/commands/prevuntil',
        'api/commands/root',
        'api/commands/shadow',
        'api/commands/siblings',
        'api/commands/title',
        'api/commands/url',
        'api/commands/window',
        'api/queries/retriability-guide',
      ],
    },
    {
      type: 'category',
      label: 'Assertions',
      items: [
        'api/assertions/assertions-reference',
        'api/commands/and',
        'api/commands/should',
      ],
    },
    {
      type: 'category',
      label: 'Actions',
      items: [
        'api/actions/actionability-guide',
        'api/commands/check',
        'api/commands/clear',
        'api/commands/click',
        'api/commands/dblclick',
        'api/commands/rightclick',
        'api/commands/scrollIntoView',
        'api/commands/scrollTo',
        'api/commands/select',
        'api/commands/selectfile',
        'api/commands/trigger',
        'api/commands/type',
        'api/commands/uncheck',
      ],
    },
    {
      type: 'category',
      label: 'Other Commands',
      items: [
        'api/commands/blur',
        'api/commands/clearallcookies',
        'api/commands/clearalllocalstorage',
        'api/commands/clearallsessionstorage',
        'api/commands/clearcookie',
        'api/commands/clearcookies',
        'api/commands/clearlocalstorage',
        'api/commands/focus',
        'api/commands/getallcookies',
        'api/commands/getalllocalstorage',
        'api/commands/getallsessionstorage',
        'api/commands/getcookie',
        'api/commands/getcookies',
        'api/commands/hover',
        'api/commands/setcookie',
        'api/commands/submit',
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
