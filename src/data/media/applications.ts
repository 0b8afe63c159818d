import { defineMedia } from './types'

/**
 * Complete example applications that ship with Cypress tests you can clone,
 * run and read. Most come from the cypress-io GitHub organization; each
 * repository was confirmed to exist, and each description rests on the
 * repository's README and files (or on the Cypress documentation's own
 * applications page). Repositories have no single publication date, so no
 * entry carries one.
 */
export const applications = defineMedia(
  'src/data/media/applications.ts',
  'application',
  [
    {
      title: 'Cypress Real World App',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-realworld-app',
      kind: 'application',
      topics: ['end-to-end testing', 'api testing', 'react', 'typescript'],
      description:
        'A payment app built with React, XState, Express and TypeScript on a local JSON database that is reseeded between tests, with UI and API specs and full-stack code coverage.',
    },
    {
      title: 'Kitchen Sink',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-example-kitchensink',
      kind: 'application',
      topics: ['getting started', 'ci'],
      description:
        'Demonstrates most Cypress commands in heavily commented specs, and carries CI configurations for many providers, several of them using the Cypress Docker images.',
    },
    {
      title: 'Cypress Example Recipes',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-example-recipes',
      kind: 'application',
      topics: ['best practices', 'authentication', 'network'],
      description:
        'A monorepo of small projects, each with its own tiny app, configuration and specs for one problem such as logging in, stubbing or file downloads.',
    },
    {
      title: 'Cypress Heroes',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-heroes',
      kind: 'application',
      topics: [
        'end-to-end testing',
        'component testing',
        'api testing',
        'react',
        'angular',
      ],
      description:
        'A demo app with end-to-end, component and API tests written in TypeScript, with a React client and an Angular client that carry their own Cypress specs.',
    },
    {
      title: 'TodoMVC',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-example-todomvc',
      kind: 'application',
      topics: ['getting started', 'react'],
      description:
        'The React TodoMVC app with Cypress specs that cover the same behavior as the official TodoMVC test suite, so you can compare the two test by test.',
    },
    {
      title: 'TodoMVC Redux',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-example-todomvc-redux',
      kind: 'application',
      topics: ['react', 'best practices'],
      description:
        'A fork of the Redux TodoMVC example whose instrumented code reaches full coverage by combining end-to-end specs with unit tests run in Cypress.',
    },
    {
      title: 'Conduit (RealWorld) example',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-example-conduit-app',
      kind: 'application',
      topics: ['end-to-end testing', 'visual testing'],
      description:
        'A fork of the RealWorld "Conduit" blogging app with specs for registration, login, posts, comments, tags, feeds and profiles, plus a folder of visual specs.',
    },
    {
      title: 'cypress-tutorial-build-todo',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-tutorial-build-todo',
      kind: 'application',
      topics: ['react', 'getting started'],
      description:
        'The finished React app from the official Cypress React tutorial video series, with a branch for the end of each lesson so you can check your work as you follow along.',
    },
    {
      title: 'Real World Testing with Cypress',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-realworld-testing',
      kind: 'application',
      topics: ['end-to-end testing', 'typescript'],
      description:
        'The Next.js source of the learn.cypress.io curriculum, tested by its own TypeScript end-to-end specs, with scripts to run them at a mobile viewport too.',
    },
    {
      title: 'Real World Testing with Cypress - Course App',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-realworld-testing-course-app',
      kind: 'application',
      topics: ['getting started'],
      description:
        'The app for the "Testing your first application" course: start on the start branch and compare your tests with the completed ones on the final branch.',
    },
    {
      title: 'Real World Testing with Cypress TodoMVC',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-realworld-testing-todomvc',
      kind: 'application',
      topics: ['getting started'],
      description:
        'A TodoMVC app that belongs to the "Testing your first application" course of the Real World Testing curriculum.',
    },
    {
      title: 'Real World Testing with Cypress Blog',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-realworld-testing-blog',
      kind: 'application',
      topics: ['getting started'],
      description:
        'A Next.js blog for the Real World Testing curriculum, with practice tests to complete and a separate folder of answers.',
    },
    {
      title: 'Component testing getting-started apps',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-component-testing-apps',
      kind: 'application',
      topics: ['component testing', 'react', 'angular', 'vue'],
      description:
        'The same small login app in several frameworks and build setups (React with Vite, Create React App or Next.js; Angular; Vue 2, Nuxt 2 and Vue 3), each with component tests.',
    },
    {
      title: 'BirdBoard',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/birdboard',
      kind: 'application',
      topics: ['vue', 'end-to-end testing'],
      description:
        'A small Twitter client with a Vue front end and an Express and MongoDB back end, used to demonstrate core Cypress concepts in the Cypress In A Nutshell webcast.',
    },
    {
      title: 'Angular Pizza Creator',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/angular-pizza-creator',
      kind: 'application',
      topics: ['angular', 'visual testing'],
      description:
        'A fork of an Angular 4 reactive-forms demo by Todd Motto, with Cypress specs that include an order spec and a visual spec, in the cypress/integration layout from before Cypress 10.',
    },
    {
      title: 'API testing example',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-example-api-testing',
      kind: 'application',
      topics: ['api testing'],
      description:
        'A local REST API server and the Cypress tests that exercise it, an example of using the end-to-end runner for API testing.',
    },
    {
      title: 'Cypress and Jest with TypeScript',
      author: 'Cypress',
      url: 'https://github.com/cypress-io/cypress-and-jest-typescript-example',
      kind: 'application',
      topics: ['typescript'],
      description:
        'One repository with both Jest and Cypress tests in TypeScript, configured so that the two sets of global types, such as expect, do not clash.',
    },
    {
      title: 'angular-playground',
      author: 'Murat Kerem Ozcan',
      url: 'https://github.com/muratkeremozcan/angular-playground',
      kind: 'application',
      topics: ['angular', 'typescript', 'ci'],
      description:
        "Angular's Karma testing examples migrated to Jest and Spectator, with Cypress added, combined code coverage from both, CircleCI, pre-commit linting and end-to-end runs against a deployed copy.",
    },
  ]
)
