import { defineMedia } from './types'

/**
 * Blog posts about Cypress written by people and companies outside the
 * Cypress team, chosen from the list the Cypress documentation kept
 * (src/data/blogs.json in cypress-io/cypress-documentation) to cover a spread
 * of topics; only posts with an https link and a published date are included.
 */
export const blogs = defineMedia('src/data/media/blogs.ts', 'blog', [
  {
    title: 'Stable Product Delivery with Cypress',
    author: 'Yi Sun (Apache APISIX)',
    url: 'https://apisix.apache.org/blog/2021/02/08/stable-product-delivery-with-cypress',
    date: '2021-02-08',
    kind: 'blog',
    topics: ['end-to-end testing', 'ci'],
    description:
      'How the Apache APISIX project relies on Cypress tests to ship its product reliably.',
  },
  {
    title: 'Exploring Cypress and its Features',
    author: 'Alapan Das (Testersdock)',
    url: 'https://testersdock.com/cypress-tutorial/',
    date: '2020-11-13',
    kind: 'blog',
    topics: ['getting started', 'end-to-end testing'],
    description:
      'A tour of what Cypress offers, written as a starting point for testers who are new to it.',
  },
  {
    title: 'Identifying Code Smells in Cypress',
    author: 'Josh Justice (CodingItWrong)',
    url: 'https://codingitwrong.com/2020/10/09/identifying-code-smells-in-cypress.html',
    date: '2020-10-09',
    kind: 'blog',
    topics: ['best practices'],
    description:
      'How to recognize patterns in Cypress test code that point to a deeper problem.',
  },
  {
    title: 'Running Cypress tests parallel in GitLab Pipeline',
    author: 'Yavuz Koca (Trendyol Tech)',
    url: 'https://medium.com/trendyol-tech/running-cypress-tests-parallel-in-gitlab-pipeline-56b1fa4cb286/',
    date: '2020-09-02',
    kind: 'blog',
    topics: ['ci', 'performance'],
    description:
      'Splitting a Cypress suite across several GitLab CI jobs so that it finishes sooner.',
  },
  {
    title: 'Cypress + OneLogin: using API to authenticate before testing',
    author: 'Jonathan Machado',
    url: 'https://medium.com/@jedicwb/cypress-io-onelogin-using-api-to-authenticate-before-testing-a6e2412b356c',
    date: '2020-08-24',
    kind: 'blog',
    topics: ['authentication', 'api testing'],
    description:
      'Logging in through the OneLogin API from a test instead of the sign-in page, so each test starts already authenticated.',
  },
  {
    title: 'Controlling Browser Permissions in Cypress End-to-End Tests',
    author: 'Kamran Ayub',
    url: 'https://dev.to/kamranayub/controlling-browser-permissions-in-cypress-end-to-end-tests-5d7b',
    date: '2020-07-17',
    kind: 'blog',
    topics: ['end-to-end testing'],
    description:
      "How to control the browser's permission prompts while your Cypress tests run.",
  },
  {
    title:
      'How to Write Automation Tests for Feature Flags with Cypress.io and Selenium',
    author: 'Todd Seller (Optimizely)',
    url: 'https://medium.com/engineers-optimizely/how-to-write-automation-tests-for-feature-flags-with-cypress-io-and-selenium-98493b5c46bc',
    date: '2020-04-03',
    kind: 'blog',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'Approaches for testing an application whose behavior depends on feature flags, shown with Cypress and with Selenium.',
  },
  {
    title: 'Cypress in Action: A Few Months In',
    author: 'Matt Charlton (NoRedInk)',
    url: 'https://blog.noredink.com/post/190625483798/cypress-in-action-a-few-months-in-three-months',
    date: '2020-02-03',
    kind: 'blog',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'An engineering team looks back on its first months of running Cypress tests against its product.',
  },
  {
    title: 'Testing WebSocket connections with Cypress',
    author: 'Sebastian Dragomir',
    url: 'https://medium.com/@SebDragomir/testing-websocket-connections-with-cypress-2100ab369945',
    date: '2019-11-25',
    kind: 'blog',
    topics: ['network', 'end-to-end testing'],
    description:
      'Testing an application that talks to its server over WebSockets rather than HTTP requests.',
  },
  {
    title: 'How Cross-Browser Testing Is Evolving',
    author: 'Bilal Haidar (Applitools)',
    url: 'https://applitools.com/blog/cross-browser-testing-cypress',
    date: '2019-10-29',
    kind: 'blog',
    topics: ['end-to-end testing'],
    description:
      "Applitools' view of how testing across several browsers is changing, with Cypress in the picture.",
  },
  {
    title:
      'Test/Blog Driven Development for a Status indicator using Uptime Robot APIs and Svelte',
    author: 'David Lacourt',
    url: 'https://lacourt.dev/2019/10/27',
    date: '2019-10-27',
    kind: 'blog',
    topics: ['svelte', 'end-to-end testing'],
    description:
      'Building a Svelte status indicator on the Uptime Robot API test first, with Cypress.',
  },
  {
    title:
      "Improve Your App Testing With Amplify Console's Pull Request Previews and Cypress Testing",
    author: 'Sebastien Stormacq (AWS News Blog)',
    url: 'https://aws.amazon.com/blogs/aws/improve-your-app-testing-with-amplify-consoles-pull-requests-previews-and-cypress-testing/',
    date: '2019-10-22',
    kind: 'blog',
    topics: ['ci'],
    description:
      'Running Cypress against a preview deployment of every pull request in AWS Amplify Console.',
  },
  {
    title: '6 steps to end-to-end testing with Cypress',
    author: 'Alain Chautard (Angular Training)',
    url: 'https://blog.angulartraining.com/6-steps-to-end-to-end-testing-with-cypress-5c11f50a378c',
    date: '2019-10-10',
    kind: 'blog',
    topics: ['angular', 'getting started'],
    description:
      'Six short steps to a first Cypress end-to-end test, from a blog about Angular development.',
  },
  {
    title: 'New to front-end testing? Start from the top of the pyramid!',
    author: 'Stefano Magni (ITNEXT)',
    url: 'https://itnext.io/new-to-front-end-testing-start-from-the-top-of-the-pyramid-a0039615353c',
    date: '2019-10-09',
    kind: 'blog',
    topics: ['getting started', 'best practices'],
    description:
      'An argument for beginning with end-to-end tests when a front-end project has none, before adding lower-level ones.',
  },
  {
    title: 'My experience moving from Selenium to Cypress',
    author: 'Arnon Axelrod',
    url: 'https://medium.com/@arnonaxelrod/my-experience-moving-from-selenium-to-cypress-2a23072993e5',
    date: '2019-10-02',
    kind: 'blog',
    topics: ['migration'],
    description: "A Selenium user's account of switching to Cypress.",
  },
  {
    title:
      'Running end-to-end Cypress tests for your fullstack CI/CD deployment with Amplify Console',
    author: 'Nader Dabit (AWS Mobile Blog)',
    url: 'https://aws.amazon.com/blogs/mobile/running-end-to-end-cypress-tests-for-your-fullstack-ci-cd-deployment-with-amplify-console/',
    date: '2019-10-01',
    kind: 'blog',
    topics: ['ci', 'end-to-end testing'],
    description:
      'Running Cypress end-to-end tests as part of a full-stack CI/CD deployment in AWS Amplify Console.',
  },
  {
    title: 'Configuring Cypress to work with iFrames & cross-origin sites',
    author: 'Yousaf (You54f)',
    url: 'https://blog.you54f.com/2019/09/23/configuring-cypress-to-work-with-iframes-cross-origin-sites',
    date: '2019-09-23',
    kind: 'blog',
    topics: ['end-to-end testing'],
    description:
      'Workarounds from 2019 for pages that embed iframes or move between origins; compare them with cy.origin() in current Cypress.',
  },
  {
    title: 'Cypress Tips No. 2 - Testing Email with Mailosaur',
    author: 'Filip Hric (Slido)',
    url: 'https://medium.com/slido-dev-blog/cypress-tips-2-testing-email-flows-with-mailosaur-63739261c1ae',
    date: '2019-09-13',
    kind: 'blog',
    topics: ['end-to-end testing'],
    description:
      'Checking the emails your application sends from a Cypress test, using the Mailosaur service.',
  },
  {
    title: 'Vue.js Tutorial: Visual Testing With Cypress.io and Applitools',
    author: 'Bilal Haidar (DZone)',
    url: 'https://dzone.com/articles/how-to-visually-test-vuejs-apps-using-cypressio-an',
    date: '2019-09-11',
    kind: 'blog',
    topics: ['vue', 'visual testing'],
    description:
      'Adding visual snapshots to the Cypress tests of a Vue.js application with Applitools.',
  },
  {
    title: 'Cypress for Ruby on Rails developers',
    author: 'Georgy Shabunin (Nebulab)',
    url: 'https://nebulab.it/blog/cypress-for-rails-developers/',
    date: '2019-09-01',
    kind: 'blog',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'An introduction to Cypress written for Ruby on Rails developers.',
  },
  {
    title: 'Avoiding issues with Promises in your Cypress E2E tests',
    author: 'Bruce Lefebvre',
    url: 'https://brucelefebvre.com/blog/2019/08/26/cypress-gotchas-with-promises/',
    date: '2019-08-26',
    kind: 'blog',
    topics: ['best practices'],
    description:
      'Why mixing Promises and async code with Cypress commands causes surprises, and how to structure tests to avoid them.',
  },
  {
    title:
      'Setting up a Gatsby Themes workspace with TypeScript, ESLint & Cypress',
    author: 'Lennart (LekoArts)',
    url: 'https://www.lekoarts.de/en/blog/setting-up-a-gatsby-themes-workspace-with-typescript-eslint-and-cypress',
    date: '2019-08-05',
    kind: 'blog',
    topics: ['typescript', 'react'],
    description:
      'Setting up a Gatsby theme workspace in which Cypress tests sit beside TypeScript and ESLint.',
  },
  {
    title: 'Await, do not make your E2E tests sleep',
    author: 'Stefano Magni (ITNEXT)',
    url: 'https://itnext.io/await-do-not-sleep-your-e2e-tests-df67e051b409',
    date: '2019-07-25',
    kind: 'blog',
    topics: ['flake', 'best practices'],
    description:
      'Why fixed waits make end-to-end tests slow and unreliable, and how waiting for a concrete condition fixes both.',
  },
  {
    title: 'Challenging the Testing Pyramid',
    author: 'Juri Strumpflohner',
    url: 'https://juristr.com/blog/2019/07/testing-cypress-intro/',
    date: '2019-07-16',
    kind: 'blog',
    topics: ['best practices', 'getting started'],
    description:
      'Juri Strumpflohner questions the classic testing pyramid in an introduction to testing with Cypress.',
  },
  {
    title: 'How to test for accessibility with Cypress',
    author: 'Josh McClure (Deque)',
    url: 'https://www.deque.com/blog/how-to-test-for-accessibility-with-cypress/',
    date: '2019-07-02',
    kind: 'blog',
    topics: ['accessibility'],
    description:
      'Running automated accessibility checks from Cypress tests, from the company behind the axe engine.',
  },
  {
    title: 'Using Cypress to Write Tests for a React Application',
    author: 'Kingsley Silas (CSS-Tricks)',
    url: 'https://css-tricks.com/using-cypress-to-write-tests-for-a-react-application/',
    date: '2019-06-12',
    kind: 'blog',
    topics: ['react', 'getting started'],
    description:
      'A beginner-level walkthrough of writing end-to-end tests for a React application.',
  },
  {
    title: 'Testing accessibility with Cypress',
    author: 'stereobooster',
    url: 'https://dev.to/stereobooster/testing-accessibility-with-cypress-2dfo',
    date: '2019-06-01',
    kind: 'blog',
    topics: ['accessibility'],
    description:
      'A short guide to adding automated accessibility checks to Cypress tests.',
  },
  {
    title: 'End-To-End Testing React Applications With Cypress',
    author: 'Parker Ziegler (Formidable)',
    url: 'https://formidable.com/blog/2019/cypress/',
    date: '2019-05-29',
    kind: 'blog',
    topics: ['react', 'end-to-end testing'],
    description:
      "Formidable's guide to end-to-end testing React applications with Cypress.",
  },
])
