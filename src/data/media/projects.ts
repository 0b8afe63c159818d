import { defineMedia } from './types'

/**
 * Open-source projects that test themselves with Cypress. Each repository was
 * checked for a Cypress configuration file or a folder of Cypress specs; the
 * description says where the tests live. Projects change their tooling, so
 * entries carry no date.
 */
export const projects = defineMedia('src/data/media/projects.ts', 'project', [
  {
    title: 'Mermaid',
    author: 'Mermaid',
    url: 'https://github.com/mermaid-js/mermaid',
    kind: 'project',
    topics: ['end-to-end testing', 'visual testing'],
    description:
      'The text-to-diagram library. Its cypress folder renders every diagram type in a real browser, one spec per diagram, with visual review of the results.',
  },
  {
    title: 'Redash',
    author: 'Redash',
    url: 'https://github.com/getredash/redash',
    kind: 'project',
    topics: ['end-to-end testing'],
    description:
      'A tool for querying data sources and sharing dashboards. client/cypress covers queries, parameters, dashboards, alerts and each visualization type, with helpers that seed data through the API.',
  },
  {
    title: 'react-admin',
    author: 'Marmelab',
    url: 'https://github.com/marmelab/react-admin',
    kind: 'project',
    topics: ['end-to-end testing', 'react'],
    description:
      'A React framework for admin interfaces. Its cypress folder tests list, create, edit, show, permission and mobile screens of an example app through page objects.',
  },
  {
    title: 'Metabase',
    author: 'Metabase',
    url: 'https://github.com/metabase/metabase',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A business intelligence tool with a very large Cypress suite: the e2e folder holds its specs, support code and tests that run across Metabase versions.',
  },
  {
    title: 'Mattermost',
    author: 'Mattermost',
    url: 'https://github.com/mattermost/mattermost',
    kind: 'project',
    topics: ['end-to-end testing', 'accessibility', 'typescript'],
    description:
      'A team messaging platform. e2e-tests/cypress holds a TypeScript configuration and specs for channels, account settings, LDAP and SAML integration, and a set of accessibility checks.',
  },
  {
    title: 'Nextcloud Server',
    author: 'Nextcloud',
    url: 'https://github.com/nextcloud/server',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'The file hosting server. cypress/e2e tests files, sharing, versions and settings, and a helper starts a Nextcloud server in a Docker container before the run.',
  },
  {
    title: 'Apache Superset',
    author: 'Apache Software Foundation',
    url: 'https://github.com/apache/superset',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A data exploration and visualization platform. Its Cypress project lives in superset-frontend/cypress-base, next to the frontend it tests.',
  },
  {
    title: 'Frappe Framework',
    author: 'Frappe',
    url: 'https://github.com/frappe/frappe',
    kind: 'project',
    topics: ['end-to-end testing'],
    description:
      'A full-stack framework for business web apps, with a Cypress configuration at the root of the repository for its user interface tests.',
  },
  {
    title: 'Appsmith',
    author: 'Appsmith',
    url: 'https://github.com/appsmithorg/appsmith',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A low-code builder for internal tools. The client app under app/client has its own cypress.config.ts and end-to-end suite.',
  },
  {
    title: 'Decap CMS',
    author: 'Decap CMS',
    url: 'https://github.com/decaporg/decap-cms',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A Git-based content manager for static site generators, formerly Netlify CMS, with a cypress.config.ts at the repository root.',
  },
  {
    title: 'Vuetify',
    author: 'Vuetify',
    url: 'https://github.com/vuetifyjs/vuetify',
    kind: 'project',
    topics: ['component testing', 'vue', 'typescript'],
    description:
      'A Vue component framework that uses Cypress component testing with Vite: spec files sit next to the components in packages/vuetify/src.',
  },
  {
    title: 'Volto',
    author: 'Plone',
    url: 'https://github.com/plone/volto',
    kind: 'project',
    topics: ['end-to-end testing', 'react'],
    description:
      'The React frontend of the Plone CMS. packages/volto carries the Cypress configuration for its end-to-end tests.',
  },
  {
    title: 'Misskey',
    author: 'Misskey',
    url: 'https://github.com/misskey-dev/misskey',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A decentralized social media platform whose cypress.config.ts points the end-to-end tests at a locally started instance.',
  },
  {
    title: 'React Hook Form',
    author: 'React Hook Form',
    url: 'https://github.com/react-hook-form/react-hook-form',
    kind: 'project',
    topics: ['end-to-end testing', 'react', 'typescript'],
    description:
      'A form library for React. cypress/e2e has one spec per behavior, such as validation modes, field arrays, watch, reset and form state.',
  },
  {
    title: 'Lightdash',
    author: 'Lightdash',
    url: 'https://github.com/lightdash/lightdash',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A business intelligence tool for dbt projects, with its Cypress suite in a separate workspace package, packages/e2e.',
  },
  {
    title: 'GraphiQL',
    author: 'GraphQL Foundation',
    url: 'https://github.com/graphql/graphiql',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'The in-browser GraphQL IDE. packages/graphiql has a small Cypress configuration that runs end-to-end tests against the editor served locally.',
  },
  {
    title: 'Gatsby',
    author: 'Gatsby',
    url: 'https://github.com/gatsbyjs/gatsby',
    kind: 'project',
    topics: ['end-to-end testing', 'react'],
    description:
      'The React-based site framework. Each folder under e2e-tests is a small Gatsby site with its own Cypress configuration, such as production-runtime.',
  },
  {
    title: 'Umami',
    author: 'Umami Software',
    url: 'https://github.com/umami-software/umami',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
    description:
      'A privacy-focused web analytics tool with a cypress.config.ts at the repository root for its end-to-end tests.',
  },
])
