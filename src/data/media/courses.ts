import { defineMedia } from './types'

/**
 * Online courses that teach Cypress, taken from the course list the Cypress
 * documentation kept (src/data/courses.json in cypress-io/cypress-documentation),
 * plus the free Real World Testing curriculum from learn.cypress.io. Titles,
 * instructors and links come from that list; affiliate, coupon and tracking
 * parameters were removed from the links. Courses whose link pointed at a
 * sign-in page or a retired site were left out. The list records no
 * publication dates, so a date appears only where the course itself states it.
 */
export const courses = defineMedia('src/data/media/courses.ts', 'course', [
  {
    title: "ng-conf '19: Effective Automated Testing with Cypress.io",
    author: 'Joe Eames (Pluralsight)',
    url: 'https://www.pluralsight.com/courses/ng-conf-19-testing-cypress-io',
    date: '2019',
    kind: 'course',
    topics: ['angular', 'end-to-end testing'],
    description:
      'A session from the 2019 ng-conf Angular conference, published as a Pluralsight course, on writing automated tests with Cypress.',
  },
  {
    title: 'Real World Testing with Cypress',
    author: 'Cypress',
    url: 'https://learn.cypress.io/',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing', 'best practices'],
    description:
      'The free, open source curriculum from the Cypress team: start by testing a small application, then move on to advanced concepts and real-world examples.',
  },
  {
    title: 'Introduction to Cypress',
    author: 'Gil Tayar (Test Automation University)',
    url: 'https://testautomationu.applitools.com/cypress-tutorial/',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A free introductory Cypress course on Test Automation University.',
  },
  {
    title: 'Advanced Cypress Tutorial',
    author: 'Filip Hric (Test Automation University)',
    url: 'https://testautomationu.applitools.com/advanced-cypress-tutorial',
    kind: 'course',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'A free follow-up course for people who already write Cypress tests and want to go further.',
  },
  {
    title: 'Cypress with TypeScript',
    author: 'Filip Hric (Test Automation University)',
    url: 'https://testautomationu.applitools.com/cypress-with-typescript/',
    kind: 'course',
    topics: ['typescript', 'end-to-end testing'],
    description:
      'A free course on writing and organizing Cypress tests in TypeScript.',
  },
  {
    title: 'Test Automation for Accessibility',
    author: 'Marie Drake (Test Automation University)',
    url: 'https://testautomationu.applitools.com/accessibility-testing-tutorial/',
    kind: 'course',
    topics: ['accessibility'],
    description:
      'A free course on adding automated accessibility checks to your test suite, from the course list of the Cypress documentation.',
  },
  {
    title:
      'Write, Test, and Debug Vue 3 Components in the Browser Using Cypress',
    author: 'Filip Hric (egghead.io)',
    url: 'https://egghead.io/courses/write-test-and-debug-vue-3-components-in-the-browser-using-cypress-3723fe80',
    kind: 'course',
    topics: ['component testing', 'vue'],
    description:
      'Video lessons on writing, testing and debugging Vue 3 components in the browser with Cypress.',
  },
  {
    title: 'Test network edge cases with .intercept() command in Cypress',
    author: 'Filip Hric (egghead.io)',
    url: 'https://egghead.io/courses/test-network-edge-cases-with-cy-intercept-command-in-cypress-0fd94c68',
    kind: 'course',
    topics: ['network'],
    description:
      'Video lessons on using cy.intercept() to reproduce network edge cases in your tests.',
  },
  {
    title: 'Add e2e tests with cypress to a React application',
    author: 'Tomasz Łakomy (egghead.io)',
    url: 'https://egghead.io/playlists/add-e2e-tests-with-cypress-to-a-react-application-7691',
    kind: 'course',
    topics: ['react', 'end-to-end testing'],
    description:
      'An egghead collection of lessons on adding end-to-end tests to a React application.',
  },
  {
    title: 'Test Production Ready Apps with Cypress',
    author: 'Brett Cassette (egghead.io)',
    url: 'https://egghead.io/courses/test-production-ready-apps-with-cypress',
    kind: 'course',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'An egghead course on testing production-ready applications with Cypress.',
  },
  {
    title: 'End to End testing with Cypress',
    author: 'Andy Van Slaars (egghead.io)',
    url: 'https://egghead.io/courses/end-to-end-testing-with-cypress',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'An egghead course on end-to-end testing with Cypress, by the author of the official Cypress React tutorial video series.',
  },
  {
    title: 'Cypress 9 Fundamentals',
    author: 'Adhithi Ravichandran (Pluralsight)',
    url: 'https://app.pluralsight.com/library/courses/cypress-9-fundamentals/',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A fundamentals course built on Cypress 9, so it uses the cypress.json configuration and folder layout from before Cypress 10.',
  },
  {
    title: 'Cypress: End-to-end JavaScript Testing',
    author: 'Adhithi Ravichandran (Pluralsight)',
    url: 'https://app.pluralsight.com/library/courses/cypress-end-to-end-javascript-testing/table-of-contents',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A Pluralsight course on end-to-end testing of JavaScript applications with Cypress.',
  },
  {
    title: 'End to End Testing with Cypress (Conference Talk)',
    author: 'Avindra Fernando (Pluralsight)',
    url: 'https://www.pluralsight.com/courses/codemash-session-01',
    kind: 'course',
    topics: ['end-to-end testing'],
    description:
      'A free recording of a CodeMash conference session about end-to-end testing with Cypress, published on Pluralsight.',
  },
  {
    title: 'Cypress Network Testing Exercises',
    author: 'Gleb Bahmutov (cypress.tips)',
    url: 'https://cypress.tips/courses',
    kind: 'course',
    topics: ['network', 'end-to-end testing'],
    description:
      'Exercises on testing network behavior with Cypress; the link opens the course catalog of cypress.tips.',
  },
  {
    title: 'Outside-In Frontend Development',
    author: 'Josh Justice (OutsideIn.dev)',
    url: 'https://outsidein.dev/',
    kind: 'course',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'A free online guide to building a front end test-first, starting each feature from an end-to-end test.',
  },
  {
    title: 'Testing JavaScript',
    author: 'Kent C. Dodds',
    url: 'https://testingjavascript.com/',
    kind: 'course',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'A broad course on testing JavaScript applications at every level; the Cypress documentation listed it for its end-to-end testing material.',
  },
  {
    title: 'Introduction to Cypress',
    author: 'Marie Drake (Ministry of Testing)',
    url: 'https://www.ministryoftesting.com/dojo/courses/introduction-to-cypress',
    kind: 'course',
    topics: ['getting started'],
    description:
      'An introductory Cypress course from the Ministry of Testing community.',
  },
  {
    title: 'Cypress: Web Automation Testing from Zero to Hero',
    author: 'Artem Bondar (Udemy)',
    url: 'https://www.udemy.com/course/cypress-web-automation-testing-from-zero-to-hero/',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A Udemy course meant to take you from no Cypress experience to confident, advanced use.',
  },
  {
    title: 'Master Cypress in 15 minutes a day',
    author: 'Maurice de Beijer (Udemy)',
    url: 'https://www.udemy.com/course/master-cypress-in-15-minutes-a-day/',
    kind: 'course',
    topics: ['getting started'],
    description:
      'A Udemy course cut into short lessons, meant to be taken a quarter of an hour at a time.',
  },
  {
    title: 'Cypress-Modern Automation Testing from Scratch + Framework',
    author: 'Rahul Shetty (Udemy)',
    url: 'https://www.udemy.com/course/cypress-tutorial/',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A Udemy course that teaches Cypress from scratch and then builds a test framework around it.',
  },
  {
    title: 'End to End automation testing with Cypress',
    author: 'Karthik KK (Udemy)',
    url: 'https://www.udemy.com/e2e-cypress/',
    kind: 'course',
    topics: ['end-to-end testing'],
    description: 'A Udemy course on end-to-end test automation with Cypress.',
  },
  {
    title: 'Automated Software Testing with Cypress',
    author: 'Kaniel Outis (Udemy)',
    url: 'https://www.udemy.com/automated-testing-with-cypress/',
    kind: 'course',
    topics: ['end-to-end testing'],
    description: 'A Udemy course on automating software tests with Cypress.',
  },
  {
    title: 'Cypress V6, Frameworks, CI/CD, two React applications',
    author: 'Hatem Hatamleh (Udemy)',
    url: 'https://www.udemy.com/course/cypress-v6-frameworks-cicd-two-react-applications',
    kind: 'course',
    topics: ['ci', 'react', 'end-to-end testing'],
    description:
      'A Udemy course built on Cypress 6 that tests two React applications and runs the suites in a CI/CD pipeline.',
  },
  {
    title: 'Test Automation with Cypress basic',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://udemy.com/course/test-automation-with-cypress-basic',
    kind: 'course',
    topics: ['getting started'],
    description:
      'The first of an English-language series of Udemy courses, covering the basics of test automation with Cypress.',
  },
  {
    title: 'Test Automation with Cypress intermediate',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://www.udemy.com/course/test-automation-with-cypress-intermediate',
    kind: 'course',
    topics: ['end-to-end testing'],
    description:
      'The intermediate course of the same series, for people who have written their first Cypress tests.',
  },
  {
    title: 'Testing Automation with Cypress - Advanced',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://www.udemy.com/course/testing-automation-with-cypress-advanced',
    kind: 'course',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'An advanced English-language Cypress course on Udemy from the same instructor.',
  },
  {
    title: 'Visual regression testing with Cypress and Percy (basic)',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://www.udemy.com/course/visual-regression-testing-with-cypress-percy-basic/',
    kind: 'course',
    topics: ['visual testing'],
    description:
      'An introduction to visual regression testing that pairs Cypress with the Percy screenshot comparison service.',
  },
  {
    title: 'Testes end-to-end com Cypress',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://www.udemy.com/course/testes-end-to-end-com-cypress',
    kind: 'course',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'A Udemy course on end-to-end testing with Cypress, in Portuguese.',
  },
  {
    title: 'Boas práticas em automação de testes com Cypress',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://www.udemy.com/course/boas-praticas-em-automacao-de-testes-com-cypress',
    kind: 'course',
    topics: ['best practices'],
    description:
      'A Udemy course on good practices for Cypress test automation, in Portuguese.',
  },
  {
    title: 'Testes Automatizados com Cypress - Avançado',
    author: 'Walmyr Lima e Silva Filho (Udemy)',
    url: 'https://www.udemy.com/course/testes-automatizados-com-cypress-avancado',
    kind: 'course',
    topics: ['end-to-end testing', 'best practices'],
    description: 'An advanced Cypress course on Udemy, in Portuguese.',
  },
  {
    title: 'Testes Automatizados com Cypress (básico)',
    author: 'Walmyr Lima e Silva Filho (Coursify.me)',
    url: 'https://talkingabouttesting.coursify.me/courses/testes-automatizados-com-cypress-basico',
    kind: 'course',
    topics: ['getting started'],
    description:
      'A beginner course on automated testing with Cypress, in Portuguese.',
  },
  {
    title: 'Testes Automatizados com Cypress (intermediário)',
    author: 'Walmyr Lima e Silva Filho (Coursify.me)',
    url: 'https://talkingabouttesting.coursify.me/courses/testes-automatizados-com-cypress-intermediario',
    kind: 'course',
    topics: ['end-to-end testing'],
    description:
      'The intermediate course that follows the basic one, in Portuguese.',
  },
  {
    title: 'Testes de regressão visual com Cypress e Percy (básico)',
    author: 'Walmyr Lima e Silva Filho (Coursify.me)',
    url: 'https://talkingabouttesting.coursify.me/courses/testes-automatizados-com-cypress-e-percy-basico',
    kind: 'course',
    topics: ['visual testing'],
    description:
      'An introduction to visual regression testing with Cypress and Percy, in Portuguese.',
  },
  {
    title: 'Curso de End to End Testing con Cypress',
    author: 'Adrián Estrada (Platzi)',
    url: 'https://platzi.com/cursos/testing-cypress/',
    kind: 'course',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'A Platzi course on end-to-end testing with Cypress, in Spanish.',
  },
  {
    title: 'Test end to end con Cypress.io (Webinar básico)',
    author: 'Kevin Martínez Escobar (KeepCoding)',
    url: 'https://plataforma.keepcoding.io/p/curso-test-end-to-end-cypressio',
    kind: 'course',
    topics: ['getting started'],
    description:
      'A free introductory session on end-to-end testing with Cypress, in Spanish.',
  },
  {
    title: 'Cypress на реальном проекте для начинающих QA Automation',
    author: 'Sergei Semenov (Udemy)',
    url: 'https://www.udemy.com/course/cypress-qa-automation/',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A Udemy course for beginners in QA automation that applies Cypress to a real project, in Russian.',
  },
  {
    title: 'Cypress.io kurz',
    author: 'Filip Hric (Tesena)',
    url: 'https://academy.tesena.com/p/cypress-io',
    kind: 'course',
    topics: ['getting started'],
    description: 'A Cypress course from the Tesena academy, in Slovak.',
  },
  {
    title: 'Test automatizácia v Cypress.io',
    author: 'Filip Hric (Skillmea)',
    url: 'https://skillmea.sk/kurzy/test-automatizacia-v-cypress-io',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
    description: 'A course on test automation with Cypress, in Slovak.',
  },
  {
    title: 'The Ultimate Cypress Testing Hands-on Guide',
    author: 'Bogdan Vazzolla (Coursinator)',
    url: 'https://coursinator.com/course/the-ultimate-cypress-testing-hands-on-guide',
    kind: 'course',
    topics: ['end-to-end testing'],
    description: 'A hands-on Cypress course published on Coursinator.',
  },
  {
    title: 'Test Automation using Cypress',
    author: 'Xebia Academy',
    url: 'https://training.xebia.com/quality-test-automation/test-automation-using-cypress',
    kind: 'course',
    topics: ['end-to-end testing'],
    description:
      'A Cypress training from the Xebia Academy catalog of quality and test automation courses.',
  },
  {
    title: 'Cypress Training from Edgewords',
    author: 'Edgewords',
    url: 'https://www.edgewordstraining.co.uk/automated-software-testing-training-courses/cypress/',
    kind: 'course',
    topics: ['end-to-end testing'],
    description:
      'A Cypress course from Edgewords, a company that runs training in automated software testing.',
  },
])
