import { defineMedia } from './types'

/**
 * Webinars hosted by Cypress, alone or with a customer or partner: product
 * sessions, case studies and practice talks. Entries come from the webinar
 * list kept in the cypress-io/cypress-documentation repository; each title,
 * presenter, recording and date was checked against that list.
 */
export const webinars = defineMedia('src/data/media/webinars.ts', 'webinar', [
  {
    title: 'Introducing The New Era of Debugging',
    author: 'Cypress.io',
    url: 'https://www.youtube.com/watch?v=ureGq3AsH88',
    date: '2023-09-08',
    kind: 'webinar',
    topics: ['cypress cloud'],
    description:
      'The Cypress team presents its approach to investigating failed tests after the fact instead of rerunning them locally.',
  },
  {
    title: 'Unlocking the Power of Test Replay!',
    author: 'Cypress.io',
    url: 'https://www.youtube.com/watch?v=hX9Br8QSYgc',
    date: '2023-08-03',
    kind: 'webinar',
    topics: ['cypress cloud', 'flake'],
    description:
      'A session on Test Replay in Cypress Cloud, which lets you step through a recorded test run to see why it failed.',
  },
  {
    title: 'Component Testing: How we do it at Cypress',
    author: 'Cypress.io',
    url: 'https://www.youtube.com/watch?v=At0BcOMOYT0',
    date: '2023-06-28',
    kind: 'webinar',
    topics: ['component testing'],
    description:
      'The Cypress team shows how it uses component testing on its own code, a good follow-up to the component testing guides.',
  },
  {
    title: '2022 in Review at Cypress',
    author: 'Cypress.io',
    url: 'https://www.youtube.com/watch?v=O1zqoZs6YRY',
    date: '2022-12-16',
    kind: 'webinar',
    topics: ['cypress cloud'],
    description:
      'A year-end look back at what Cypress shipped during 2022, handy for catching up on changes you may have missed.',
  },
  {
    title: 'Ship safer code with Cypress and Codecov',
    author: 'Cypress & Codecov (Gleb Bahmutov, Tom Hu)',
    url: 'https://www.youtube.com/watch?v=-3N4WZRrpv4',
    date: '2021-01-13',
    kind: 'webinar',
    topics: ['ci', 'best practices'],
    description:
      'Combines code coverage collected during Cypress runs with Codecov reports so pull requests show what the tests exercised.',
  },
  {
    title: 'Using Code Smells to Fix Flaky Tests in Cypress',
    author: 'Cypress & Big Nerd Ranch (Gleb Bahmutov, Josh Justice)',
    url: 'https://www.youtube.com/watch?v=JlBCdRlvPWk',
    date: '2020-11-18',
    kind: 'webinar',
    topics: ['flake', 'best practices'],
    description:
      'Treats patterns in test code as warning signs of flakiness and shows how to rewrite them into stable tests.',
  },
  {
    title: 'How Userlane dramatically reduced flaky E2E tests with Cypress',
    author:
      'Cypress & Userlane (Gleb Bahmutov, Tobias Muelller, Haydeé Muñoz De la Rocha)',
    url: 'https://www.youtube.com/watch?v=pLC4zr6Yfvo',
    date: '2020-10-28',
    kind: 'webinar',
    topics: ['flake', 'end-to-end testing'],
    description:
      'A case study from Userlane on cutting down the flaky end-to-end tests in its suite.',
  },
  {
    title: 'Cypress Patterns and Practices',
    author: 'Cypress (Amir Rustamzadeh, Kevin Old)',
    url: 'https://www.youtube.com/watch?v=V-o8WzlwKmM',
    date: '2020-09-30',
    kind: 'webinar',
    topics: ['best practices'],
    description:
      'Recurring patterns for organizing Cypress tests and the practices that keep a growing suite maintainable.',
  },
  {
    title:
      "How GoFundMe's QA Engineers and Developers Test 30x Faster with Cypress",
    author: 'Cypress & GoFundMe (Gleb Bahmutov, Todd Williams)',
    url: 'https://www.youtube.com/watch?v=fIVZjlHUm8g',
    date: '2020-08-26',
    kind: 'webinar',
    topics: ['end-to-end testing', 'performance'],
    description:
      'GoFundMe explains how its QA engineers and developers share one Cypress workflow and what that did to testing speed.',
  },
  {
    title:
      'Build invincible integration tests using Cypress and cypress-testing-library',
    author: 'Cypress & Fiverr (Gleb Bahmutov, Roman Sadler)',
    url: 'https://www.youtube.com/watch?v=F8LH9d9eN3M',
    date: '2020-07-08',
    kind: 'webinar',
    topics: ['plugins', 'best practices'],
    description:
      'Fiverr’s approach to resilient tests that find elements the way users do, with Testing Library queries inside Cypress.',
  },
  {
    title:
      'How Optimizely Tests Features and Feature Flags 300% Faster with Cypress',
    author: 'Cypress & Optimizely (Gleb Bahmutov, Jeff Sing, Todd Seller)',
    url: 'https://www.youtube.com/watch?v=payZtbdv8R8',
    date: '2020-06-10',
    kind: 'webinar',
    topics: ['end-to-end testing', 'performance'],
    description:
      'Optimizely describes testing features that sit behind feature flags with Cypress and how it sped up that work.',
  },
  {
    title:
      'Keep your UI Sharp: Ensuring Functional and Visual Quality with Cypress.io + Happo.io',
    author: 'Cypress & Happo (Gleb Bahmutov, Henric Trotzig)',
    url: 'https://www.youtube.com/watch?v=C_p12IvN5HU',
    date: '2020-05-20',
    kind: 'webinar',
    topics: ['visual testing', 'plugins'],
    description:
      'Adds visual regression checks from Happo to functional Cypress tests so layout changes are caught alongside broken behaviour.',
  },
  {
    title:
      'Shipping with Confidence: How DHL reduced test execution time by 50%',
    author: 'Cypress & DHL (Gleb Bahmutov, Rick Fleuren)',
    url: 'https://www.youtube.com/watch?v=TiLtELQ0hkI',
    date: '2020-05-07',
    kind: 'webinar',
    topics: ['performance', 'ci'],
    description:
      'A DHL case study on halving the time its test suite takes to run.',
  },
  {
    title: 'How Lightstep Quadrupled Deployment Velocity with Cypress',
    author: 'Cypress & Lightstep (Gleb Bahmutov, Jonah Moses, Ted Pennings)',
    url: 'https://www.youtube.com/watch?v=FdF4FyzSiDE',
    date: '2020-04-15',
    kind: 'webinar',
    topics: ['ci'],
    description:
      'Lightstep on how reliable Cypress tests in its pipeline let the team deploy far more often.',
  },
  {
    title:
      'How PlanGrid Achieved Consistency in Automation Across 20 Development Teams',
    author: 'Cypress & PlanGrid (Gleb Bahmutov, Graeme Harvey, Brendan Drew)',
    url: 'https://www.youtube.com/watch?v=aaU41lsdX24',
    date: '2020-02-12',
    kind: 'webinar',
    topics: ['best practices'],
    description:
      'PlanGrid, part of Autodesk, on keeping test automation consistent when twenty teams write tests for the same product.',
  },
  {
    title:
      'How Siemens SW Hub increased their test productivity by 38% with Cypress',
    author: 'Cypress & Siemens (Gleb Bahmutov, Murat Ozcan)',
    url: 'https://www.youtube.com/watch?v=aMPkaLOpyns',
    date: '2019-12-11',
    kind: 'webinar',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'A Siemens SW Hub case study on the productivity the team gained after adopting Cypress.',
  },
  {
    title: 'Cypress + Gatsby: Confidently fast web development',
    author: 'Cypress & Gatsby (Amir Rustamzadeh, Dustin Schau)',
    url: 'https://www.youtube.com/watch?v=Tx6Lg9mwcCE',
    date: '2019-09-04',
    kind: 'webinar',
    topics: ['react', 'end-to-end testing'],
    description:
      'Testing sites built with Gatsby, the React-based site generator, using Cypress during development.',
  },
  {
    title: "Spotahome's Test-First Engineering Culture Using Cypress",
    author: 'Cypress & Spotahome (Borja Guzman, David Zambrana, Steven Yi)',
    url: 'https://www.youtube.com/watch?v=3YODposgH5A',
    date: '2019-08-13',
    kind: 'webinar',
    topics: ['best practices'],
    description:
      'Spotahome describes an engineering culture where tests come first and the part Cypress plays in it.',
  },
  {
    title:
      "From Zero to Hero with Cypress: Slido's journey of creating E2E tests without JS experience",
    author: 'Cypress & sli.do (Filip Hric, Lubo Droby, Steven Yi)',
    url: 'https://www.youtube.com/watch?v=Vnlwy-qF90c',
    date: '2019-08-07',
    kind: 'webinar',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'How testers at Slido with no JavaScript background learned to write end-to-end tests in Cypress.',
  },
  {
    title: 'Complete Code Coverage with Cypress',
    author: 'Cypress (Amir Rustamzadeh, Gleb Bahmutov)',
    url: 'https://www.youtube.com/watch?v=C8g5X4vCZJA',
    date: '2019-07-31',
    kind: 'webinar',
    topics: ['plugins', 'best practices'],
    description:
      'Measures which lines of application code your Cypress tests execute and uses the report to find untested paths.',
  },
  {
    title: 'Cypress in a Nutshell',
    author: 'Cypress (Amir Rustamzadeh)',
    url: 'https://www.youtube.com/watch?v=LcGHiFnBh3Y',
    date: '2019-07-18',
    kind: 'webinar',
    topics: ['getting started'],
    description:
      'A compact overview of what Cypress is and how it works, aimed at teams evaluating it.',
  },
  {
    title: "SaltStack's QA Turnaround Using Cypress.io",
    author: 'Cypress & SaltStack (Steve Yi, Nate Watts)',
    url: 'https://www.youtube.com/watch?v=8iBna-2gIzM',
    date: '2019-05-22',
    kind: 'webinar',
    topics: ['end-to-end testing'],
    description:
      'A SaltStack case study on turning its QA process around after moving its browser tests to Cypress.',
  },
  {
    title:
      'Cypress.io + Percy = End-to-end functional and visual testing for the web',
    author: 'Cypress & Percy (Mike Fotinakis, Gleb Bahmutov)',
    url: 'https://www.youtube.com/watch?v=MXfZeE9RQDw',
    date: '2019-04-10',
    kind: 'webinar',
    topics: ['visual testing', 'plugins'],
    description:
      'Pairs functional Cypress tests with Percy snapshots for visual review of every change.',
  },
  {
    title:
      'How GoDaddy Created A Culture of Quality Through Test Automation with Cypress',
    author:
      'Cypress & GoDaddy (Pablo Velasquez, Kolya Venturi, Stephen Commisso, Steve Yi)',
    url: 'https://www.youtube.com/watch?v=ZSbNT-Fff9A',
    date: '2019-03-28',
    kind: 'webinar',
    topics: ['best practices'],
    description:
      'GoDaddy on building a shared sense of quality across its teams with automated Cypress tests.',
  },
  {
    title:
      'CircleCI and Cypress.io: Easily integrate end to end web application testing',
    author: 'Cypress & CircleCI (Gleb Bahmutov, Eddie Webb)',
    url: 'https://www.youtube.com/watch?v=J-xbNtKgXfY',
    date: '2018-12-10',
    kind: 'webinar',
    topics: ['ci'],
    description:
      'Runs Cypress on CircleCI with the Cypress orb, which packages the install, cache and run steps into reusable configuration.',
  },
  {
    title: 'Get the latest updates from Cypress',
    author: 'Cypress (Gleb Bahmutov, Brian Mann)',
    url: 'https://www.youtube.com/watch?v=FfqD1ExUGlw',
    date: '2018-10-16',
    kind: 'webinar',
    topics: ['ci', 'performance'],
    description:
      'A product update from late 2018 whose slides centre on splitting a run across machines with parallelization.',
  },
])
