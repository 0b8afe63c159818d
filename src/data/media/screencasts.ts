import { defineMedia } from './types'

/**
 * Community screencasts that show Cypress being used on screen: tutorials,
 * live streams and recorded walkthroughs. Entries come from the screencast
 * list kept in the cypress-io/cypress-documentation repository; each title,
 * author, video and date was checked against that list.
 */
export const screencasts = defineMedia(
  'src/data/media/screencasts.ts',
  'screencast',
  [
    {
      title: 'Cypress Tutorial - Writing E2E Tests For Your Apps',
      author: 'PortEXE',
      url: 'https://www.youtube.com/watch?v=uNd9HxIHptY',
      date: '2020-11-28',
      kind: 'screencast',
      topics: ['getting started', 'end-to-end testing'],
      description:
        'A beginner-friendly tutorial that goes from an empty project to the first end-to-end tests of a web app.',
    },
    {
      title: 'CI with Jenkins build pipeline for Cypress automation testing',
      author: 'Execute Automation',
      url: 'https://www.youtube.com/watch?v=UFErY92HeyM',
      date: '2019-10-02',
      kind: 'screencast',
      topics: ['ci'],
      description:
        'Shows how to wire a Cypress suite into a Jenkins build pipeline so the tests run on every build.',
    },
    {
      title:
        'GitHub Actions Cypress.io E2E testing parallel jobs with matrix feature',
      author: 'Artur Trzop',
      url: 'https://www.youtube.com/watch?v=06Ghp1-coVo',
      date: '2019-09-16',
      kind: 'screencast',
      topics: ['ci', 'performance'],
      description:
        'Splits a Cypress suite across several GitHub Actions jobs with a build matrix to shorten the wall-clock time of a run.',
    },
    {
      title: 'React Cypress Applitools for Functional Testing - part 1',
      author: 'Bilal Haidar',
      url: 'https://www.youtube.com/watch?v=DcNIYqw5M2o',
      date: '2019-09-05',
      kind: 'screencast',
      topics: ['react', 'visual testing'],
      description:
        'First part of a three-video series that tests a React application with Cypress and adds visual checks through Applitools.',
    },
    {
      title: 'React Cypress Applitools for Functional Testing - part 2',
      author: 'Bilal Haidar',
      url: 'https://www.youtube.com/watch?v=qkmGt1GS1Uw',
      date: '2019-09-05',
      kind: 'screencast',
      topics: ['react', 'visual testing'],
      description:
        'Second part of the React, Cypress and Applitools series, continuing the functional and visual tests started in part 1.',
    },
    {
      title: 'React Cypress Applitools for Functional Testing - part 3',
      author: 'Bilal Haidar',
      url: 'https://www.youtube.com/watch?v=-loovapKJk4',
      date: '2019-09-05',
      kind: 'screencast',
      topics: ['react', 'visual testing'],
      description:
        'Closing part of the React, Cypress and Applitools series; watch parts 1 and 2 first.',
    },
    {
      title: 'Road To Developer: eps2 - Test Running with Cypress.io',
      author: 'Code Goblin',
      url: 'https://www.youtube.com/watch?v=Pzdmins_Ohk',
      date: '2019-08-25',
      kind: 'screencast',
      topics: ['getting started'],
      description:
        'An episode of the Road To Developer series devoted to running tests with Cypress.',
    },
    {
      title: 'Sapper - Intro to Cypress Testing',
      author: 'Svelte Master',
      url: 'https://www.youtube.com/watch?v=0LyG2hRZHeI',
      date: '2019-08-23',
      kind: 'screencast',
      topics: ['svelte', 'getting started'],
      description:
        'Introduces Cypress to developers of Sapper, the Svelte application framework, by testing a Sapper app end to end.',
    },
    {
      title: 'Cypress.io & E2E Testing Intro and Dojo',
      author: 'John Graham',
      url: 'https://www.youtube.com/watch?v=P8Y2n87XWxE',
      date: '2019-08-21',
      kind: 'screencast',
      topics: ['getting started', 'end-to-end testing'],
      description:
        'An introduction to end-to-end testing followed by a hands-on practice session (a dojo) writing Cypress tests.',
    },
    {
      title: 'Using Cypress as a Dev Tool Without Losing Your Mind',
      author: 'Justin Boyson',
      url: 'https://www.youtube.com/watch?v=AmW2MaEN9JU',
      date: '2019-08-20',
      kind: 'screencast',
      topics: ['best practices'],
      description:
        'Treats Cypress as part of the daily development loop rather than an afterthought, with tips for keeping that workflow manageable.',
    },
    {
      title: 'Automated testing made easy - With Cypress.io',
      author: 'Sam De Maeyer',
      url: 'https://www.youtube.com/watch?v=jO2ssfqhrSc',
      date: '2019-08-07',
      kind: 'screencast',
      topics: ['getting started'],
      description:
        'A short, practical case for automating browser tests with Cypress, aimed at people who have not tried it yet.',
    },
    {
      title: 'GitHub integration with Cypress Dashboard of Cypress 3.4.1',
      author: 'Execute Automation',
      url: 'https://www.youtube.com/watch?v=NGsGx3cbDcc',
      date: '2019-08-01',
      kind: 'screencast',
      topics: ['cypress cloud', 'ci'],
      description:
        'Connects recorded runs to GitHub pull requests using the service then called the Cypress Dashboard, now Cypress Cloud.',
    },
    {
      title: 'Running Cypress.io off the Command Line',
      author: 'Catherine Karena',
      url: 'https://www.youtube.com/watch?v=Eprov0EKRfQ',
      date: '2019-07-26',
      kind: 'screencast',
      topics: ['ci', 'getting started'],
      description:
        'Runs a suite headlessly from the terminal instead of the interactive app, the step every CI setup builds on.',
    },
    {
      title: 'Cypress.io - Automatización al siguiente nivel',
      author: 'Didier Corrales',
      url: 'https://www.youtube.com/watch?v=9IVA2HTtlL0',
      date: '2019-07-24',
      kind: 'screencast',
      topics: ['getting started'],
      description:
        'A Spanish-language introduction presenting Cypress as the next step up for test automation.',
    },
    {
      title: 'Cypress + Cucumber Automated Browser Testing stream 02',
      author: 'Code Mortals',
      url: 'https://www.youtube.com/watch?v=JNYia3gHCc4',
      date: '2019-07-03',
      kind: 'screencast',
      topics: ['plugins', 'end-to-end testing'],
      description:
        'A recorded live stream that writes Gherkin feature files and runs them in Cypress through a Cucumber preprocessor.',
    },
    {
      title:
        'Preparing Angular Cypress End to End Tests for Continuous Integration (CI)',
      author: 'Angular University',
      url: 'https://www.youtube.com/watch?v=WOCrIhqk7Js',
      date: '2019-06-13',
      kind: 'screencast',
      topics: ['angular', 'ci'],
      description:
        'Gets the Cypress tests of an Angular application ready to run unattended on a continuous integration server.',
    },
    {
      title: 'Problemas, ventajas y retos del Test end to end con Cypress.io',
      author: 'KeepCoding, Kevin Julián Martínez Escobar',
      url: 'https://www.youtube.com/watch?v=rA_1fPa38Tg',
      date: '2019-05-29',
      kind: 'screencast',
      topics: ['end-to-end testing', 'best practices'],
      description:
        'A Spanish-language look at the problems, advantages and challenges of end-to-end testing with Cypress.',
    },
    {
      title:
        'TP Vlog 12 - Cypress io, instalacja, konfiguracja, pierwsze testy',
      author: 'Bartosz Kita',
      url: 'https://www.youtube.com/watch?v=WvmGRZNw6j8',
      date: '2019-05-26',
      kind: 'screencast',
      topics: ['getting started'],
      description:
        'A Polish-language vlog covering installation, configuration and the first tests of a new Cypress project.',
    },
    {
      title: 'Fun and Fast End to End Testing Using Cypress',
      author: 'Jesse Warden',
      url: 'https://www.youtube.com/watch?v=zpn0f4sKUNw',
      date: '2019-05-18',
      kind: 'screencast',
      topics: ['end-to-end testing', 'react'],
      description:
        'Adds Cypress tests to a React and Redux project; the companion code sits on a cypress branch of the author’s repository.',
    },
    {
      title: 'Cypress: cómo mantener el amor tras las primeras citas',
      author: 'Alberto Gualis',
      url: 'https://www.youtube.com/watch?v=LlF6VhAAm7g',
      date: '2019-05-02',
      kind: 'screencast',
      topics: ['best practices'],
      description:
        'A Spanish-language session on keeping a Cypress suite pleasant to work with once the first enthusiasm has passed.',
    },
    {
      title: 'End to End Testing a Web Application using Cypress',
      author: 'Code With Kris',
      url: 'https://www.youtube.com/watch?v=woI490HRM34',
      date: '2019-04-23',
      kind: 'screencast',
      topics: ['getting started', 'end-to-end testing'],
      description:
        'Writes end-to-end tests for a small task-list web application, with the finished project published on GitHub.',
    },
    {
      title: 'Working with XHR in Web app automation testing with Cypress.io',
      author: 'Execute Automation',
      url: 'https://www.youtube.com/watch?v=Q6em2Xv-6Ew',
      date: '2019-04-23',
      kind: 'screencast',
      topics: ['network'],
      description:
        'Observes and controls the XHR requests an application makes; the commands shown predate cy.intercept, so map them onto it.',
    },
    {
      title: 'Automated and Manual Accessibility Testing with Marcy Sutton',
      author: 'Jason Lengstorf & Marcy Sutton',
      url: 'https://www.youtube.com/watch?v=IADSsClWVtA',
      date: '2019-04-19',
      kind: 'screencast',
      topics: ['accessibility'],
      description:
        'Pairs automated accessibility checks with manual testing techniques, with the example code in a companion repository.',
    },
    {
      title: 'ngHouston - Intro to Cypress w/ Jesse Sanders',
      author: 'Bonnie Brennan, Jesse Sanders, Mike Brocchi, Amir Rustamzadeh',
      url: 'https://www.youtube.com/watch?v=tM2KRTE3F6Y',
      date: '2019-03-13',
      kind: 'screencast',
      topics: ['angular', 'getting started'],
      description:
        'An episode of the ngHouston Angular show in which Jesse Sanders introduces Cypress to Angular developers.',
    },
    {
      title: 'How to write tests for your Gatsby sites and apps',
      author: 'Jason Lengstorf & Kent C. Dodds',
      url: 'https://www.youtube.com/watch?v=BzRAYt7BHRw',
      date: '2019-03-07',
      kind: 'screencast',
      topics: ['react', 'end-to-end testing'],
      description:
        'A live stream that adds tests, Cypress among them, to a Gatsby site while explaining the choices along the way.',
    },
    {
      title: 'My Cypress Workflow',
      author: 'Michael Herman',
      url: 'https://www.youtube.com/watch?v=5sXulBZe25Q',
      date: '2019-01-31',
      kind: 'screencast',
      topics: ['best practices'],
      description:
        'One developer’s day-to-day routine for writing and running Cypress tests, useful for comparing habits.',
    },
    {
      title: 'Cypress End-to-End Testing',
      author: 'Jeff Delaney',
      url: 'https://www.youtube.com/watch?v=7N63cMKosIE',
      date: '2018-06-22',
      kind: 'screencast',
      topics: ['angular', 'end-to-end testing'],
      description:
        'An Angular Firebase lesson that sets up Cypress for an Angular app and writes its first end-to-end tests.',
    },
    {
      title: 'Cypress.io React TodoMVC test',
      author: 'Jeff Winkler',
      url: 'https://www.youtube.com/watch?v=nq_WRILIFTw',
      date: '2018-04-05',
      kind: 'screencast',
      topics: ['react', 'end-to-end testing'],
      description:
        'Tests the React version of TodoMVC with Cypress, a compact example of the classic task-list exercise.',
    },
    {
      title: 'Tests fonctionnels avec Cypress',
      author: 'Jonathan Boyer',
      url: 'https://www.youtube.com/watch?v=CC-1i0bMIoA',
      date: '2018-03-21',
      kind: 'screencast',
      topics: ['getting started', 'end-to-end testing'],
      description:
        'A French-language Grafikart lesson on writing functional browser tests with Cypress.',
    },
    {
      title: 'Testing hyperapp with Cypress',
      author: 'Alex Barry',
      url: 'https://www.youtube.com/watch?v=w8liCoPsDIU',
      date: '2018-03-17',
      kind: 'screencast',
      topics: ['end-to-end testing'],
      description:
        'Tests a small Hyperapp application with Cypress, with a demo repository to follow along.',
    },
    {
      title: 'Using Cypress for end-to-end testing with Gleb Bahmutov',
      author: 'Stefan Judis',
      url: 'https://www.youtube.com/watch?v=zTHQqiu_y0Q',
      date: '2018-02-11',
      kind: 'screencast',
      topics: ['end-to-end testing', 'getting started'],
      description:
        'Stefan Judis hosts Gleb Bahmutov for a conversation about end-to-end testing with Cypress.',
    },
    {
      title: 'Cypress.io - five-minute introduction',
      author: 'Łukasz Wroński',
      url: 'https://www.youtube.com/watch?v=AddBNz1T08U',
      date: '2018-01-31',
      kind: 'screencast',
      topics: ['getting started'],
      description:
        'A five-minute introduction for anyone who wants a quick first look at Cypress before committing more time.',
    },
  ]
)
