import { defineMedia } from './types'

/**
 * Hands-on Cypress workshops whose material (exercises, example app, and often
 * slides) is public on GitHub. Every repository was checked to exist, and
 * titles are the headings its README uses. Dates are given only where the
 * material itself records one.
 */
export const workshops = defineMedia(
  'src/data/media/workshops.ts',
  'workshop',
  [
    {
      title: 'testing-workshop-cypress',
      author: 'Cypress.io',
      url: 'https://github.com/cypress-io/testing-workshop-cypress',
      kind: 'workshop',
      topics: ['getting started', 'end-to-end testing', 'network', 'ci'],
      description:
        "Cypress's three-to-four-hour workshop: a Vue and REST to-do app, exercise specs with answers, and speaker slides covering first tests, resetting state, stubbing requests and CI.",
    },
    {
      title: 'cypress-workshop-ci',
      author: 'Cypress.io',
      url: 'https://github.com/cypress-io/cypress-workshop-ci',
      kind: 'workshop',
      topics: ['ci'],
      description:
        'A workshop about running an existing suite on CI only: a generic CI setup, the Cypress GitHub Action, the CircleCI orb and the Netlify build plugin, each applied to a forked example app.',
    },
    {
      title: 'cypress-workshop-basics',
      author: 'Gleb Bahmutov',
      url: 'https://github.com/bahmutov/cypress-workshop-basics',
      kind: 'workshop',
      topics: [
        'getting started',
        'end-to-end testing',
        'network',
        'flake',
        'component testing',
      ],
      description:
        'A half- or full-day course with slides for self-study: selecting elements, controlling app state, stubbing the network, retry-ability and flake, custom commands, CI and component tests.',
    },
    {
      title: 'cypress-workshop-ci',
      author: 'Gleb Bahmutov',
      url: 'https://github.com/bahmutov/cypress-workshop-ci',
      kind: 'workshop',
      topics: ['ci'],
      description:
        "The author's own, self-paced continuation of the Cypress.io CI workshop, with its own example application to fork and the same GitHub Actions, CircleCI and Netlify sections.",
    },
    {
      title: 'Cypress Visual Testing Workshop',
      author: 'Gleb Bahmutov',
      url: 'https://github.com/bahmutov/cypress-visual-testing-workshop',
      kind: 'workshop',
      topics: ['visual testing', 'ci'],
      description:
        'Slides and exercises on visual testing with Cypress: styles, waiting before a snapshot, screenshots, running on CI, customizing the comparison and reading diffs.',
    },
    {
      title: 'cypress-workshop-socketio-chat',
      author: 'Gleb Bahmutov',
      url: 'https://github.com/bahmutov/cypress-workshop-socketio-chat',
      date: '2021',
      kind: 'workshop',
      topics: ['end-to-end testing', 'network', 'plugins'],
      description:
        'Testing a Socket.io chat app, from a first test to simulating a second user from the Node side and, as advanced steps, running two Cypress instances at once.',
    },
    {
      title: 'Cypress Vs Playwright Basics Workshop',
      author: 'Gleb Bahmutov',
      url: 'https://github.com/bahmutov/cypress-workshop-cy-vs-pw',
      kind: 'workshop',
      topics: ['end-to-end testing', 'network', 'ci', 'getting started'],
      description:
        'The same to-do app exercises solved in Cypress and in Playwright side by side, from adding items to network tests, the clock, retries and CI: useful when your team compares the two.',
    },
    {
      title: 'Cypress Vs Playwright Basics Workshop (Half day)',
      author: 'Gleb Bahmutov',
      url: 'https://github.com/bahmutov/cypress-workshop-cy-vs-pw-half-day',
      kind: 'workshop',
      topics: ['end-to-end testing', 'component testing', 'ci'],
      description:
        'A shortened version of the Cypress and Playwright comparison workshop, with PDF slides and a closing section on component tests.',
    },
    {
      title: 'ReactJSDay 2019 Testing Course',
      author: 'Stefano Magni',
      url: 'https://github.com/NoriSte/reactjsday-2019-testing-course',
      date: '2019',
      kind: 'workshop',
      topics: ['react', 'end-to-end testing', 'component testing'],
      description:
        'Material of a conference workshop on React testing that starts at the top of the testing pyramid with end-to-end tests and works down, published as a GitBook.',
    },
    {
      title: 'Testing Workshop',
      author: 'Kent C. Dodds',
      url: 'https://github.com/kentcdodds/testing-workshop',
      kind: 'workshop',
      topics: ['end-to-end testing', 'getting started'],
      description:
        'A JavaScript testing workshop that covers unit and integration tests with Jest and end-to-end tests with Cypress against one app; a branch keeps the Frontend Masters 2017 version.',
    },
    {
      title: 'Online Cypress automation workshop',
      author: 'Filip Hric',
      url: 'https://github.com/filiphric/online-cypress-workshop',
      kind: 'workshop',
      topics: ['end-to-end testing', 'getting started'],
      description:
        'An extended to-do app with signup, login and a documented REST API; each chapter has a start file, a final file and optional challenges.',
    },
    {
      title: 'Cypress: From zero to hero',
      author: 'Filip Hric',
      url: 'https://github.com/filiphric/cypress-workshop',
      kind: 'workshop',
      topics: ['getting started', 'end-to-end testing'],
      description:
        'Workshop notes in Slovak for testers starting with test automation, organized in modules of theory, demo, exercise and review.',
    },
    {
      title: 'Applitools Cypress Workshop',
      author: 'Colby Fayock',
      url: 'https://github.com/colbyfayock/applitools-cypress-workshop',
      kind: 'workshop',
      topics: ['visual testing', 'plugins'],
      description:
        'Lessons that add visual checks with the Applitools Eyes SDK to an existing Cypress test and then run them across browsers with the Ultrafast Grid.',
    },
    {
      title: 'Cypress Workshop',
      author: 'webguyian',
      url: 'https://github.com/webguyian/cypress-workshop',
      kind: 'workshop',
      topics: [
        'react',
        'typescript',
        'end-to-end testing',
        'component testing',
      ],
      description:
        'A React, TypeScript and Vite app with both end-to-end and component tests, showing fixtures, role-based queries, form validation and shared test helpers.',
    },
    {
      title: 'Cypress Workshop',
      author: 'Third Space Learning',
      url: 'https://github.com/ThirdSpaceLearning/cypress-workshop',
      kind: 'workshop',
      topics: ['react', 'end-to-end testing'],
      description:
        'A company workshop project: an Nx monorepo with a React and Material UI dashboard and its Cypress end-to-end setup. The README covers setup only.',
    },
    {
      title: 'Cypress Workshop',
      author: 'thinknetcompany',
      url: 'https://github.com/thinknetcompany/cypress-workshop',
      kind: 'workshop',
      topics: ['end-to-end testing', 'getting started'],
      description:
        'A demo web app and a separate Cypress project that you can start with a single docker-compose command or install locally. The README covers setup only.',
    },
  ]
)
