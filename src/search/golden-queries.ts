/**
 * Golden queries: what a reader would type, and the page that must come up
 * among the top three results. Run against the built index by
 * e2e/search-quality.spec.ts; entries whose page does not exist yet are
 * skipped and counted. Add a query for every five pages you write.
 */
export interface GoldenQuery {
  query: string
  /** The route that must be among the first three results. */
  page: string
}

export const goldenQueries: readonly GoldenQuery[] = [
  // Queries and the retry-ability guide
  { query: 'retry', page: '/api/queries/retriability-guide' },
  { query: 'retry-ability', page: '/api/queries/retriability-guide' },
  { query: 'implicit wait', page: '/api/queries/retriability-guide' },
  { query: 'stale element detached', page: '/api/queries/retriability-guide' },
  { query: 'shadow dom', page: '/api/commands/shadow' },
  { query: 'shadow root', page: '/api/commands/shadow' },
  { query: 'alias', page: '/api/commands/as' },
  { query: 'static alias', page: '/api/commands/as' },
  { query: 'call a function on the subject', page: '/api/commands/invoke' },
  { query: 'nested property', page: '/api/commands/its' },
  { query: 'find element by text', page: '/api/commands/contains' },
  { query: 'matchCase', page: '/api/commands/contains' },
  { query: 'waitForSelector', page: '/api/commands/get' },
  { query: 'findElement', page: '/api/commands/get' },
  { query: 'withinSubject', page: '/api/commands/get' },
  { query: 'closest ancestor', page: '/api/commands/closest' },
  { query: 'parent element', page: '/api/commands/parent' },
  { query: 'all ancestors', page: '/api/commands/parents' },
  { query: 'next element', page: '/api/commands/next' },
  { query: 'previous sibling', page: '/api/commands/prev' },
  { query: 'last element', page: '/api/commands/last' },
  { query: 'exclude elements', page: '/api/commands/not' },
  { query: 'focused element', page: '/api/commands/focused' },
  { query: 'current url', page: '/api/commands/url' },
  { query: 'pathname', page: '/api/commands/location' },
  { query: 'page title', page: '/api/commands/title' },
  { query: 'window object', page: '/api/commands/window' },
  // Actions, cookies and storage
  {
    query: 'element is covered by another element',
    page: '/guides/core-concepts/interacting-with-elements',
  },
  { query: 'double click', page: '/api/commands/dblclick' },
  { query: 'right click context menu', page: '/api/commands/rightclick' },
  { query: 'press enter key', page: '/api/commands/type' },
  { query: 'checkbox', page: '/api/commands/check' },
  { query: 'dropdown option', page: '/api/commands/select' },
  { query: 'file upload', page: '/api/commands/selectfile' },
  { query: 'drag and drop file', page: '/api/commands/selectfile' },
  { query: 'hover', page: '/api/commands/hover' },
  { query: 'scroll to bottom', page: '/api/commands/scrollTo' },
  { query: 'set cookie', page: '/api/commands/setcookie' },
  { query: 'clear local storage', page: '/api/commands/clearlocalstorage' },
  { query: 'submit form', page: '/api/commands/submit' },
  // Other commands
  { query: 'stub network response', page: '/guides/guides/network-requests' },
  { query: 'baseUrl', page: '/api/commands/visit' },
  { query: 'api request', page: '/api/commands/request' },
  { query: 'cross origin', page: '/guides/guides/cross-origin-testing' },
  { query: 'fake timers', page: '/api/commands/clock' },
  { query: 'run node code', page: '/api/commands/task' },
  { query: 'shell command', page: '/api/commands/exec' },
  { query: 'read json file', page: '/api/commands/readfile' },
  { query: 'mobile viewport', page: '/api/commands/viewport' },
  { query: 'iterate over elements', page: '/api/commands/each' },
  { query: 'scope commands to an element', page: '/api/commands/within' },
  // Assertions
  { query: 'chai chainers', page: '/api/assertions/assertions-reference' },
  { query: 'should callback', page: '/api/commands/should' },
  { query: 'chain assertions', page: '/api/commands/and' },
  // Guides and FAQ
  {
    query: 'install cypress',
    page: '/guides/getting-started/installing-cypress',
  },
  {
    query: 'system requirements',
    page: '/guides/getting-started/installing-cypress',
  },
  { query: 'cypress open', page: '/guides/getting-started/opening-the-app' },
  { query: 'webdriver', page: '/guides/overview/key-differences' },
  { query: 'record key', page: '/faq/questions/cloud-faq' },
  { query: 'iframe', page: '/faq/questions/using-cypress-faq' },
  { query: 'example recipes', page: '/examples/recipes' },
  // Pages still to be written (skipped until they exist)
  { query: 'wait for request', page: '/api/commands/wait' },
  { query: 'login once', page: '/api/commands/session' },
  { query: 'flaky', page: '/guides/cloud/flaky-test-management' },
  {
    query: 'environment variables',
    page: '/guides/guides/environment-variables',
  },
  { query: 'page.route', page: '/api/commands/intercept' },
  { query: 'page.goto', page: '/api/commands/visit' },
  { query: 'browser.url', page: '/api/commands/visit' },
  { query: 'jest.fn', page: '/api/commands/stub' },
  { query: 'custom command', page: '/api/cypress-api/custom-commands' },
  { query: 'viewport size', page: '/api/commands/viewport' },
  { query: 'configuration options', page: '/guides/references/configuration' },
  {
    query: 'github actions',
    page: '/guides/continuous-integration/github-actions',
  },
  // The Cypress API, plugin events and the catalog of events (issue 9)
  { query: 'prevSubject', page: '/api/cypress-api/custom-commands' },
  { query: 'addQuery', page: '/api/cypress-api/custom-queries' },
  { query: 'uncaught exception', page: '/api/events/catalog-of-events' },
  { query: 'window:before:load', page: '/api/events/catalog-of-events' },
  { query: 'before:browser:launch', page: '/api/plugins/browser-launch-api' },
  { query: 'after:screenshot', page: '/api/plugins/after-screenshot-api' },
  { query: 'file:preprocessor', page: '/api/plugins/preprocessors-api' },
  { query: 'Cypress.env', page: '/api/cypress-api/env' },
  { query: 'isBrowser', page: '/api/cypress-api/isbrowser' },
  { query: 'lodash', page: '/api/utilities/_' },
  // Core concepts and guides (issue 10)
  {
    query: 'command queue',
    page: '/guides/core-concepts/introduction-to-cypress',
  },
  { query: 'testIsolation', page: '/guides/core-concepts/test-isolation' },
  {
    query: 'conditional testing',
    page: '/guides/core-concepts/conditional-testing',
  },
  { query: 'ci-build-id', page: '/guides/guides/parallelization' },
  { query: 'chromeWebSecurity', page: '/guides/guides/web-security' },
  { query: 'retries runMode', page: '/guides/guides/test-retries' },
  // References (issue 13)
  { query: 'defaultCommandTimeout', page: '/guides/references/configuration' },
  { query: 'cypress.json', page: '/guides/references/legacy-configuration' },
  { query: 'HTTP_PROXY', page: '/guides/references/proxy-configuration' },
  { query: 'experimentalStudio', page: '/guides/references/cypress-studio' },
  {
    query: 'clientCertificates',
    page: '/guides/references/client-certificates',
  },
  // End-to-end testing, CI and tooling (issue 11)
  { query: 'auth0', page: '/guides/end-to-end-testing/auth0-authentication' },
  { query: 'okta', page: '/guides/end-to-end-testing/okta-authentication' },
  { query: 'graphql', page: '/guides/end-to-end-testing/working-with-graphql' },
  {
    query: 'protractor',
    page: '/guides/end-to-end-testing/protractor-to-cypress',
  },
  { query: 'gitlab ci', page: '/guides/continuous-integration/gitlab-ci' },
  { query: 'circleci orb', page: '/guides/continuous-integration/circleci' },
  { query: 'junit reporter', page: '/guides/tooling/reporters' },
  { query: 'code coverage', page: '/guides/tooling/code-coverage' },
  // Component testing (issue 12)
  { query: 'autoSpyOutputs', page: '/guides/component-testing/angular/api' },
  { query: 'pinia', page: '/guides/component-testing/vue/examples' },
  {
    query: 'cypress-ct',
    page: '/guides/component-testing/third-party-definitions',
  },
  {
    query: 'react quickstart',
    page: '/guides/component-testing/react/quickstart',
  },
  { query: 'svelte', page: '/guides/component-testing/svelte/quickstart' },
  // Cloud, FAQ and examples (issue 14)
  { query: 'record key', page: '/guides/cloud/projects' },
  { query: 'spec prioritization', page: '/guides/cloud/smart-orchestration' },
  { query: 'flake rate', page: '/guides/cloud/flaky-test-management' },
  { query: 'slack notifications', page: '/guides/cloud/slack-integration' },
  { query: 'cypress/included', page: '/examples/docker' },
  { query: 'podcasts', page: '/examples/media/podcasts-media' },
  { query: 'is cypress free', page: '/faq/questions/general-questions-faq' },
]
