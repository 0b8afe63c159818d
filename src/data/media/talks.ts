import { defineMedia } from './types'

/**
 * Conference and meetup talks about Cypress and end-to-end testing. Entries
 * come from the talk list (and one conference recording from the screencast
 * list) kept in the cypress-io/cypress-documentation repository; each title,
 * speaker, recording and date was checked against that list.
 */
export const talks = defineMedia('src/data/media/talks.ts', 'talk', [
  {
    title: 'Componentizing end-to-end tests',
    author: 'Nicholas Boll',
    url: 'https://www.youtube.com/watch?v=Pv2YHXQOEJY',
    date: '2019-09-11',
    kind: 'talk',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'A JSConf US 2019 talk on structuring end-to-end tests around reusable pieces, the way application code is split into components.',
  },
  {
    title: 'Documenting application behaviours with E2E tests',
    author: 'Basarat Ali Syed',
    url: 'https://www.youtube.com/watch?v=3oCDjj_AtaE',
    date: '2019-08-28',
    kind: 'talk',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'From HolyJS 2019: end-to-end tests as living documentation of what an application is supposed to do.',
  },
  {
    title:
      'GeeCON 2019: Dmitry Vinnik - Modern Web Testing: Going Beyond Selenium',
    author: 'Dmitry Vinnik',
    url: 'https://www.youtube.com/watch?v=1m2AcmiEdpI',
    date: '2019-07-24',
    kind: 'talk',
    topics: ['migration', 'end-to-end testing'],
    description:
      'A GeeCON 2019 survey of browser testing tools beyond Selenium, useful context when weighing Cypress against other options.',
  },
  {
    title:
      'Next Level E2E Testing with Cypress @ Webdeveloper Stammtisch Saar 37',
    author: 'David Wurfel',
    url: 'https://speakerdeck.com/mrcube42/next-level-e2e-testing-with-cypress-at-webdeveloper-stammtisch-saar-37',
    date: '2019-04-04',
    kind: 'talk',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'Slides from a meetup talk in Saarland presenting Cypress as a step up for end-to-end testing.',
  },
  {
    title: 'Cypress: testing without Selenium, part 1',
    author: 'Gleb Bahmutov',
    url: 'https://www.youtube.com/watch?v=hk4qtXgL12k',
    date: '2019-03-11',
    kind: 'talk',
    topics: ['migration', 'end-to-end testing'],
    description:
      'At Selenium Camp, Gleb Bahmutov explains how Cypress drives the browser without WebDriver and what that changes for testers.',
  },
  {
    title: 'Less painful E2E tests with Cypress.io',
    author: 'Pavel Kruhlei',
    url: 'https://fosdem.org/2019/schedule/event/e2e_tests_cypress/',
    date: '2019-02-03',
    kind: 'talk',
    topics: ['end-to-end testing'],
    description:
      'The FOSDEM 2019 session page, with the slides attached, on making end-to-end tests less of a chore with Cypress.',
  },
  {
    title: 'There and Back Again: e2e Testing React with Cypress',
    author: 'Nikola Duza',
    url: 'https://www.youtube.com/watch?v=I3WJhutZovw',
    date: '2019-01-09',
    kind: 'talk',
    topics: ['react', 'end-to-end testing'],
    description:
      'A Grow IT Conf talk on end-to-end testing a React application with Cypress.',
  },
  {
    title: 'Sleeping better at night with Cypress.io',
    author: 'Tomasz Łakomy',
    url: 'https://www.youtube.com/watch?v=-tE0SQ0cR4c',
    date: '2018-12-20',
    kind: 'talk',
    topics: ['react', 'end-to-end testing'],
    description:
      'From React Day Berlin: how a Cypress suite gives a team the confidence to ship without worrying about regressions.',
  },
  {
    title: 'Cypress: The future of E2E testing',
    author: 'Dominic Elm',
    url: 'https://www.youtube.com/watch?v=pXyBligMMr0',
    date: '2018-12-11',
    kind: 'talk',
    topics: ['angular', 'end-to-end testing'],
    description:
      'An NG-BE 2018 talk presenting Cypress to the Angular community as the way forward for end-to-end testing.',
  },
  {
    title: 'Well Tested Software',
    author: 'Gleb Bahmutov',
    url: 'https://vimeo.com/311931793',
    date: '2018-11-24',
    kind: 'talk',
    topics: ['best practices'],
    description:
      'An Øredev 2018 talk on what it takes for software to be well tested, and where end-to-end tests fit.',
  },
  {
    title: 'Automated testing for the modern web',
    author: 'Jennifer Shehane',
    url: 'https://www.youtube.com/watch?v=ggJ1-ChxHrQ',
    date: '2018-11-17',
    kind: 'talk',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'A JSConf Colombia talk on automated browser testing for modern web applications and how Cypress approaches it.',
  },
  {
    title: 'Next Generation Web Application End to End Testing',
    author: 'Amir Rustamzadeh',
    url: 'https://www.youtube.com/watch?v=CkGQ0fFH3yE',
    date: '2018-11-04',
    kind: 'talk',
    topics: ['end-to-end testing'],
    description:
      'A Devoxx Belgium session introducing Cypress as a new generation of end-to-end testing tool.',
  },
  {
    title: 'E2E Testing with Cypress',
    author: 'Don Denoncourt',
    url: 'https://www.youtube.com/watch?v=HMv365RRwtA',
    date: '2018-11-02',
    kind: 'talk',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'An introduction to end-to-end testing with Cypress given at RVA JavaScript Conf 2018.',
  },
  {
    title: 'Deterministic Mocking with GraphQL and Apollo',
    author: 'Hillary Bauer & Mark Faga',
    url: 'https://www.youtube.com/watch?v=K445DtQ5oHY',
    date: '2018-09-29',
    kind: 'talk',
    topics: ['network', 'react'],
    description:
      'A React Boston 2018 talk on mocking GraphQL responses predictably so tests of an Apollo app return the same data every time.',
  },
  {
    title: 'Changing the Game with Cypress',
    author: 'Dominic Elm',
    url: 'https://www.youtube.com/watch?v=B7cUpqUlqsU',
    date: '2018-08-27',
    kind: 'talk',
    topics: ['angular', 'end-to-end testing'],
    description:
      'An NG-Talks session on how Cypress changes the way Angular developers approach end-to-end testing.',
  },
  {
    title: 'Everything I know about writing quality software',
    author: 'Gleb Bahmutov',
    url: 'https://www.youtube.com/watch?v=1PMxLTfh6lo',
    date: '2018-07-30',
    kind: 'talk',
    topics: ['best practices'],
    description:
      'A BuzzJS talk collecting practical lessons on software quality, testing included.',
  },
  {
    title: 'Hassle free E2E tests with Cypress',
    author: 'David Madner',
    url: 'https://www.youtube.com/watch?v=jijOIqtBGYg',
    date: '2018-07-17',
    kind: 'talk',
    topics: ['react', 'end-to-end testing'],
    description:
      'A React Vienna meetup talk on writing end-to-end tests with Cypress without the usual friction.',
  },
  {
    title: 'Cypress E2E Testing',
    author: 'Steve Schwarz',
    url: 'https://www.youtube.com/watch?v=LFUm9qV_Gjo',
    date: '2018-06-21',
    kind: 'talk',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A Northwest Chicago JavaScript meetup introduction to end-to-end testing with Cypress.',
  },
  {
    title: 'Testing, the way it should be',
    author: 'Brian Mann',
    url: 'https://www.youtube.com/watch?v=N9RbcP4iY90',
    date: '2016-10-27',
    kind: 'talk',
    topics: ['end-to-end testing'],
    description:
      'From ReactiveConf 2016: the creator of Cypress explains the problems with browser testing that led him to build it.',
  },
])
