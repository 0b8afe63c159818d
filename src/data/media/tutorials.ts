import { defineMedia } from './types'

/**
 * Tutorial videos that teach Cypress step by step: the official "Test a
 * React Todo App" series, the GitHub Actions screencasts and other videos the
 * Cypress documentation published, plus community playlists it recommended.
 * Titles, links and release dates come from docs/examples/tutorials.mdx,
 * the GitHub Actions guide and src/data/youtube-videos.json in
 * cypress-io/cypress-documentation. Series videos are titled "Series: lesson".
 * Playlists and the two screencasts without a recorded upload date have no
 * date.
 */
export const tutorials = defineMedia(
  'src/data/media/tutorials.ts',
  'tutorial',
  [
    {
      title: 'Test a React Todo App: Project setup',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/240554515',
      date: '2017-11-01',
      kind: 'tutorial',
      topics: ['getting started', 'react'],
      description:
        'Part 1 of 9: clone the starter repository, look through its npm scripts and dependencies, and get Cypress running in the project.',
    },
    {
      title: 'Test a React Todo App: Testing inputs',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/240554808',
      date: '2017-11-01',
      kind: 'tutorial',
      topics: ['getting started', 'react'],
      description:
        'Part 2: write the first real test while building the input it covers, then remove repetition with beforeEach and a baseUrl.',
    },
    {
      title: 'Test a React Todo App: Form submission and XHRs',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/241063147',
      date: '2017-11-04',
      kind: 'tutorial',
      topics: ['network', 'react'],
      description:
        'Part 3: stub the save request for the happy path and for an error message. It uses cy.server() and cy.route(), removed in Cypress 12; write the same stubs with cy.intercept().',
    },
    {
      title: 'Test a React Todo App: Loading data with fixtures',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/241773142',
      date: '2017-11-08',
      kind: 'tutorial',
      topics: ['network', 'react'],
      description:
        'Part 4: seed the initial list from a fixture file and move repeated steps into a custom command.',
    },
    {
      title: 'Test a React Todo App: Todo item behavior',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/242954792',
      date: '2017-11-20',
      kind: 'tutorial',
      topics: ['end-to-end testing', 'react'],
      description:
        'Part 5: show items by their completed state, delete them through a button that appears only on hover, and keep element references with aliases.',
    },
    {
      title: 'Test a React Todo App: Toggling and debugging',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/242961930',
      date: '2017-11-20',
      kind: 'tutorial',
      topics: ['end-to-end testing', 'react'],
      description:
        'Part 6: a failing toggle test becomes a debugging session with the Command Log and the browser developer tools, followed by a safer refactor.',
    },
    {
      title: 'Test a React Todo App: Filters and data-driven tests',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/244696145',
      date: '2017-11-29',
      kind: 'tutorial',
      topics: ['best practices', 'react'],
      description:
        'Part 7: test the footer counter and the list filters, wire the filters to React Router, and drive several checks from one array of cases.',
    },
    {
      title: 'Test a React Todo App: Full end-to-end tests part 1',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/245387683',
      date: '2017-12-07',
      kind: 'tutorial',
      topics: ['end-to-end testing', 'react'],
      description:
        'Part 8: connect the real back end, clear the database before each test, and wait on the save request instead of guessing how long it takes.',
    },
    {
      title: 'Test a React Todo App: Full end-to-end tests part 2',
      author: 'Andy Van Slaars (Cypress)',
      url: 'https://vimeo.com/245388948',
      date: '2017-12-07',
      kind: 'tutorial',
      topics: ['end-to-end testing', 'ci', 'react'],
      description:
        'Part 9: seed the database, test updates and deletions against the real server, and run the whole suite headlessly with cypress run.',
    },
    {
      title: 'Organizing Tests, Logging In, Controlling State',
      author: 'Brian Mann (Cypress)',
      url: 'https://www.youtube.com/watch?v=5XQOK0v_YRE',
      date: '2018-02-22',
      kind: 'tutorial',
      topics: ['best practices', 'authentication'],
      description:
        'The creator of Cypress tests a login page, turns the steps into a custom command, logs in with cy.request() instead, and shows how to keep specs independent of each other.',
    },
    {
      title: 'GitHub Actions + Cypress: What is Continuous Integration?',
      author: 'Cypress',
      url: 'https://youtu.be/USX6AntcPyg',
      date: '2021-06-07',
      kind: 'tutorial',
      topics: ['ci'],
      description:
        'Screencast 1 of 7: what continuous integration is and why your Cypress tests belong in it.',
    },
    {
      title: 'GitHub Actions + Cypress: Actions & Workflows',
      author: 'Cypress',
      url: 'https://youtu.be/N0TOFWy1Xvg',
      date: '2021-06-07',
      kind: 'tutorial',
      topics: ['ci'],
      description:
        'Screencast 2: how GitHub workflows and actions fit together, including the checkout and cache actions and the official Cypress action.',
    },
    {
      title: 'GitHub Actions + Cypress: Example App Overview',
      author: 'Cypress',
      url: 'https://youtu.be/zGrAhZkCoUE',
      kind: 'tutorial',
      topics: ['ci'],
      description:
        'Screencast 3: a tour of the example application used throughout the series.',
    },
    {
      title:
        'GitHub Actions + Cypress: Understanding how to configure a workflow',
      author: 'Cypress',
      url: 'https://youtu.be/vVr7DXDdUks',
      date: '2021-06-07',
      kind: 'tutorial',
      topics: ['ci'],
      description:
        'Screencast 4: a line-by-line reading of the workflow file in the example repository, so you can write your own.',
    },
    {
      title:
        'GitHub Actions + Cypress: Running Tests in GitHub Actions CI/CD Workflow',
      author: 'Cypress',
      url: 'https://youtu.be/23ZGSrmbV_4',
      kind: 'tutorial',
      topics: ['ci'],
      description:
        'Screencast 5: the Cypress tests running inside the workflow.',
    },
    {
      title: 'GitHub Actions + Cypress: Debugging Test Failures in CI',
      author: 'Cypress',
      url: 'https://youtu.be/Oqq-_QZWzhg',
      date: '2021-06-07',
      kind: 'tutorial',
      topics: ['ci', 'cypress cloud'],
      description:
        'Screencast 6: record runs to Cypress Cloud (then called the Dashboard) to debug CI failures, and keep the record key in a GitHub secret.',
    },
    {
      title: 'GitHub Actions + Cypress: Running Tests in Parallel',
      author: 'Cypress',
      url: 'https://youtu.be/96Yn_IiQUJI',
      date: '2021-06-07',
      kind: 'tutorial',
      topics: ['ci', 'performance'],
      description:
        'Screencast 7: split a growing suite across several GitHub Actions workers so it finishes in a fraction of the time.',
    },
    {
      title: 'How to Test Multiple Origins',
      author: 'Cypress',
      url: 'https://www.youtube.com/watch?v=Fohrq5GZSD8',
      date: '2022-04-25',
      kind: 'tutorial',
      topics: ['authentication'],
      description:
        'Visit more than one origin in a single test with cy.origin() and cache the login with cy.session(). Recorded while both were experimental; they are generally available since Cypress 12.',
    },
    {
      title: 'Cypress.io - end-to-end Testing Framework',
      author: 'Bushra Alam',
      url: 'https://www.youtube.com/playlist?list=PLzDWIPKHyNmK9NX9_ng2IdrkEr8L4WwB0',
      kind: 'tutorial',
      topics: ['getting started', 'end-to-end testing'],
      description:
        'A free YouTube playlist of Cypress lessons from QAMilestone Academy.',
    },
    {
      title: 'Cypress Tips & Tricks',
      author: 'Gleb Bahmutov',
      url: 'https://www.youtube.com/playlist?list=PLP9o9QNnQuAYYRpJzDNWpeuOVTwxmIxcI',
      kind: 'tutorial',
      topics: ['best practices'],
      description:
        'A playlist of videos that each show how to solve one specific testing problem with Cypress.',
    },
    {
      title: 'Cypress Component Testing for Svelte',
      author: 'Gleb Bahmutov',
      url: 'https://www.youtube.com/playlist?list=PLP9o9QNnQuAa50lwW3cUql5sgdKIWkapp',
      kind: 'tutorial',
      topics: ['component testing', 'svelte'],
      description: 'A playlist on testing Svelte components with Cypress.',
    },
    {
      title: 'Visually testing React component using open source tools',
      author: 'Gleb Bahmutov',
      url: 'https://www.youtube.com/playlist?list=PLP9o9QNnQuAYhotnIDEUQNXuvXL7ZmlyZ',
      kind: 'tutorial',
      topics: ['visual testing', 'component testing', 'react'],
      description:
        'A playlist on visual testing of React components with Cypress and open source tools.',
    },
  ]
)
