/**
 * The plugins index shown at /plugins/.
 *
 * Each entry describes one public Cypress plugin. The list is validated when
 * the site builds, by src/plugins/data-validation (shape, URL, known badge
 * and category, deprecation flag, no duplicates), and exported sorted by name
 * so the page renders a stable order.
 */
import { compareText } from '../utils/text'

/** Who stands behind a plugin. */
export const pluginBadges = ['official', 'verified', 'community'] as const
export type PluginBadge = (typeof pluginBadges)[number]

/** The categories the plugins index is grouped and filtered by. */
export const pluginCategories = [
  'Accessibility',
  'API testing',
  'Authentication',
  'Code coverage',
  'Component testing',
  'Custom commands',
  'Development tools',
  'Network and mocking',
  'Preprocessors',
  'Reporting',
  'Test runs and CI',
  'Visual testing',
] as const
export type PluginCategory = (typeof pluginCategories)[number]

/** One plugin in the index. */
export interface Plugin {
  /** The package or project name, as its authors spell it. */
  name: string
  /** One or two sentences in our own words: what the plugin does for a test author. */
  description: string
  /** The plugin's home: its repository or npm page (https only). */
  link: string
  /** `official`: made by Cypress; `verified`: checked by Cypress; `community`: everyone else. */
  badge: PluginBadge
  /** Lowercase search terms that are not already in the name or description. */
  keywords: string[]
  category: PluginCategory
  /**
   * Set (to `true`) when npm reports the package as deprecated; the card then
   * shows a "Deprecated" label. Leave it out otherwise.
   */
  deprecated?: true
}

const entries: Plugin[] = [
  {
    name: 'cypress-axe',
    description:
      'Injects the axe-core engine into the page under test and fails the test when it finds accessibility violations, with options to scope the check to one element or a set of rules.',
    link: 'https://github.com/component-driven/cypress-axe',
    badge: 'community',
    keywords: ['a11y', 'wcag', 'audit'],
    category: 'Accessibility',
  },
  {
    name: 'wick-a11y',
    description:
      'Runs axe-based accessibility checks against the WCAG levels you choose, highlights each violation on the page and lists the details in the Command Log, with an optional HTML report.',
    link: 'https://github.com/sclavijosuero/wick-a11y',
    badge: 'community',
    keywords: ['axe-core', 'aaa', 'wcag 2.2'],
    category: 'Accessibility',
  },
  {
    name: '@cypress-audit/pa11y',
    description:
      'Adds a cy.pa11y() command that runs the Pa11y accessibility checker against the current page and fails the test on any issues it reports.',
    link: 'https://www.npmjs.com/package/@cypress-audit/pa11y',
    badge: 'community',
    keywords: ['wcag', 'html codesniffer', 'a11y checks'],
    category: 'Accessibility',
  },
  {
    name: '@cypress-audit/lighthouse',
    description:
      'Adds a cy.lighthouse() command that runs a Google Lighthouse audit on the current page and asserts on the accessibility, performance, SEO and best-practice scores.',
    link: 'https://www.npmjs.com/package/@cypress-audit/lighthouse',
    badge: 'community',
    keywords: ['a11y', 'web vitals', 'thresholds'],
    category: 'Accessibility',
  },
  {
    name: 'cypress-plugin-tab',
    description:
      'Adds a .tab() command that moves focus to the next (or previous) focusable element, so you can test keyboard navigation and focus order.',
    link: 'https://github.com/kuceb/cypress-plugin-tab',
    badge: 'community',
    keywords: ['a11y', 'tabindex', 'shift+tab'],
    category: 'Accessibility',
  },
  {
    name: 'cypress-plugin-api',
    description:
      'Provides a cy.api() command that works like cy.request() but also renders each request and response in the runner, so you can inspect API calls visually while tests run.',
    link: 'https://github.com/filiphric/cypress-plugin-api',
    badge: 'community',
    keywords: ['rest', 'http', 'backend'],
    category: 'API testing',
  },
  {
    name: '@bahmutov/cy-api',
    description:
      'Adds a cy.api() command that sends an HTTP request and prints the request, response, headers and server logs in the browser window for easy debugging.',
    link: 'https://github.com/bahmutov/cy-api',
    badge: 'community',
    keywords: ['rest', 'backend', 'inspect'],
    category: 'API testing',
  },
  {
    name: 'cypress-ajv-schema-validator',
    description:
      'Checks API response bodies against a JSON Schema or an OpenAPI/Swagger document with the Ajv validator, and lists every mismatch in the Command Log.',
    link: 'https://github.com/sclavijosuero/cypress-ajv-schema-validator',
    badge: 'community',
    keywords: ['contract', 'rest', 'backend'],
    category: 'API testing',
  },
  {
    name: '@jc21/cypress-swagger-validation',
    description:
      'Validates that the responses your endpoints return match the schemas declared in a Swagger or OpenAPI definition, letting you catch contract drift in end-to-end tests.',
    link: 'https://github.com/jc21/cypress-swagger-validation',
    badge: 'community',
    keywords: ['rest', 'json schema', 'backend'],
    category: 'API testing',
  },
  {
    name: 'cypress-social-logins',
    description:
      'Signs in through Google, GitHub, Microsoft and other OAuth providers with a headless Puppeteer browser and hands the resulting cookies back to your test.',
    link: 'https://github.com/lirantal/cypress-social-logins',
    badge: 'community',
    keywords: ['sso', 'facebook', 'identity provider'],
    category: 'Authentication',
  },
  {
    name: 'cypress-ntlm-auth',
    description:
      'Lets tests reach sites protected by Windows NTLM or Negotiate (Kerberos) authentication by running a local proxy that handles the handshake.',
    link: 'https://github.com/bjowes/cypress-ntlm-auth',
    badge: 'community',
    keywords: ['active directory', 'intranet', 'sso'],
    category: 'Authentication',
  },
  {
    name: 'cypress-keycloak-commands',
    description:
      'Adds commands to log in to and out of a Keycloak server programmatically, and to fake a Keycloak session, without clicking through the login page.',
    link: 'https://github.com/Fredx87/cypress-keycloak-commands',
    badge: 'community',
    keywords: ['sso', 'openid', 'oidc'],
    category: 'Authentication',
  },
  {
    name: 'cypress-msal-login',
    description:
      'Logs a test user in to an app that uses Microsoft Entra ID (Azure AD) through the MSAL library, skipping the interactive Microsoft sign-in page.',
    link: 'https://github.com/joelmeiller/cypress-msal-login',
    badge: 'community',
    keywords: ['sso', 'oauth', 'azure ad b2c'],
    category: 'Authentication',
  },
  {
    name: 'cypress-firebase',
    description:
      'Adds a cy.login() command that signs in to Firebase Authentication with a custom token, plus commands to read and write Firestore and Realtime Database data from tests.',
    link: 'https://github.com/prescottprue/cypress-firebase',
    badge: 'community',
    keywords: ['sign in', 'emulator', 'rtdb'],
    category: 'Authentication',
  },
  {
    name: 'cypress-nextjs-auth0',
    description:
      'Logs in to a Next.js app that uses Auth0 by creating the session cookie directly, so tests do not have to go through the hosted login page.',
    link: 'https://www.npmjs.com/package/cypress-nextjs-auth0',
    badge: 'community',
    keywords: ['sign in', 'sso', 'oauth'],
    category: 'Authentication',
  },
  {
    name: 'cypress-mailosaur',
    description:
      'Gives tests access to Mailosaur inboxes and phone numbers, so you can fetch sign-up confirmations, password resets, magic links and one-time codes and assert on them.',
    link: 'https://github.com/mailosaur/cypress-mailosaur',
    badge: 'verified',
    keywords: ['otp', 'email', '2fa'],
    category: 'Authentication',
  },
  {
    name: 'cypress-mailslurp',
    description:
      'Creates throwaway MailSlurp inboxes from inside a test and waits for incoming messages, which makes sign-up, verification and password reset flows testable.',
    link: 'https://www.npmjs.com/package/cypress-mailslurp',
    badge: 'verified',
    keywords: ['otp', 'email', 'sms'],
    category: 'Authentication',
  },
  {
    name: 'cypress-mailhog',
    description:
      'Adds commands that query a local MailHog server, so you can check the emails your app sends during registration or password reset flows.',
    link: 'https://github.com/SMenigat/cypress-mailhog',
    badge: 'community',
    keywords: ['smtp', 'signup', 'inbox'],
    category: 'Authentication',
  },
  {
    name: 'cypress-keycloak',
    description:
      'Adds cy.login() and cy.logout() commands that sign a user in to and out of a Keycloak realm, so tests can start already authenticated.',
    link: 'https://github.com/babangsund/cypress-keycloak',
    badge: 'community',
    keywords: ['oidc', 'sso', 'openid connect'],
    category: 'Authentication',
  },
  {
    name: 'cypress-mailpit',
    description:
      'Adds commands that fetch and inspect the messages caught by a Mailpit test mail server, so tests can check the emails an application sends.',
    link: 'https://github.com/pushpak1300/cypress-mailpit',
    badge: 'community',
    keywords: ['smtp', 'inbox', 'sign-up'],
    category: 'Authentication',
  },
  {
    name: '@cypress/code-coverage',
    description:
      'Collects the Istanbul coverage data from your instrumented app during test runs, merges it across specs and writes an HTML and LCOV coverage report at the end.',
    link: 'https://github.com/cypress-io/code-coverage',
    badge: 'official',
    keywords: ['nyc', 'instrumentation', 'lines covered'],
    category: 'Code coverage',
  },
  {
    name: '@cypress/instrument-cra',
    description:
      'Instruments a Create React App project for code coverage without ejecting from react-scripts, for use together with the code coverage plugin.',
    link: 'https://github.com/cypress-io/instrument-cra',
    badge: 'official',
    keywords: ['nyc', 'istanbul', 'babel'],
    category: 'Code coverage',
  },
  {
    name: '@bahmutov/cypress-code-coverage',
    description:
      'A fork of the code coverage plugin maintained by one of its original authors; it gathers Istanbul data from the app and the specs and produces combined reports.',
    link: 'https://github.com/bahmutov/cypress-code-coverage',
    badge: 'community',
    keywords: ['nyc', 'lcov', 'instrumentation'],
    category: 'Code coverage',
  },
  {
    name: 'vite-plugin-istanbul',
    description:
      'Instruments the source served by Vite with Istanbul counters so that Cypress runs can report which lines of your app were executed.',
    link: 'https://github.com/iFaxity/vite-plugin-istanbul',
    badge: 'community',
    keywords: ['instrumentation', 'nyc', 'coverage'],
    category: 'Code coverage',
  },
  {
    name: 'babel-plugin-istanbul',
    description:
      'Babel plugin that adds Istanbul coverage counters to your code while it is transpiled; the usual way to instrument an app for Cypress coverage.',
    link: 'https://github.com/istanbuljs/babel-plugin-istanbul',
    badge: 'community',
    keywords: ['instrumentation', 'nyc', 'es6'],
    category: 'Code coverage',
  },
  {
    name: '@cypress/react',
    description:
      'Provides the mount() function that renders React components inside the Cypress browser so you can interact with them and assert on them in isolation.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/react',
    badge: 'official',
    keywords: ['jsx', 'hooks', 'unit'],
    category: 'Component testing',
  },
  {
    name: '@cypress/vue',
    description:
      'Provides the mount() function for rendering Vue components in Cypress, with support for props, slots, plugins and global configuration.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/vue',
    badge: 'official',
    keywords: ['sfc', 'vue3', 'unit'],
    category: 'Component testing',
  },
  {
    name: '@cypress/angular',
    description:
      'Provides the mount() function that renders Angular components and their module or standalone providers in the Cypress browser.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/angular',
    badge: 'official',
    keywords: ['testbed', 'unit', 'typescript'],
    category: 'Component testing',
  },
  {
    name: '@cypress/angular-signals',
    description:
      'A mount adapter for Angular components built with signals, allowing inputs to be passed and observed as signals in component tests.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/angular-signals',
    badge: 'official',
    keywords: ['unit', 'reactivity', 'zoneless'],
    category: 'Component testing',
  },
  {
    name: '@cypress/svelte',
    description:
      'Provides the mount() function for rendering Svelte components in Cypress and testing them through their props and events.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/svelte',
    badge: 'official',
    keywords: ['sveltekit', 'unit', 'isolation'],
    category: 'Component testing',
  },
  {
    name: '@cypress/vite-dev-server',
    description:
      'Serves your component specs through Vite, reusing your project Vite config, so component tests build the same way as your app.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/vite-dev-server',
    badge: 'official',
    keywords: ['bundler', 'hmr', 'react'],
    category: 'Component testing',
  },
  {
    name: '@cypress/webpack-dev-server',
    description:
      'Serves your component specs through webpack-dev-server using your own webpack config, for projects that bundle with webpack.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/webpack-dev-server',
    badge: 'official',
    keywords: ['bundler', 'hmr', 'react'],
    category: 'Component testing',
  },
  {
    name: 'cypress-rspack-dev-server',
    description:
      'A dev server adapter that bundles component specs with Rspack, the Rust-based webpack-compatible bundler, for faster component test startup.',
    link: 'https://github.com/th3fallen/cypress-rspack-dev-server',
    badge: 'community',
    keywords: ['rsbuild', 'bytedance', 'mount'],
    category: 'Component testing',
  },
  {
    name: 'cypress-react-selector',
    description:
      "Finds elements by React component name, props and state instead of CSS selectors, and lets you assert on a component's props and state.",
    link: 'https://github.com/abhinaba-ghosh/cypress-react-selector',
    badge: 'community',
    keywords: ['resq', 'virtual dom', 'fiber'],
    category: 'Component testing',
  },
  {
    name: 'cypress-ct-lit',
    description:
      'A component testing framework definition for Lit, with a mount command for Lit templates and web components and a command that registers custom elements.',
    link: 'https://github.com/redfox-mx/cypress-lit',
    badge: 'community',
    keywords: ['shadow dom', 'lit-html', 'third-party definition'],
    category: 'Component testing',
  },
  {
    name: 'cypress-real-events',
    description:
      'Fires trusted, native browser events such as realClick, realHover, realType and realPress through the Chrome DevTools Protocol, for cases simulated events cannot cover.',
    link: 'https://github.com/dmtrKovalenko/cypress-real-events',
    badge: 'community',
    keywords: ['cdp', 'native events', 'mouseover'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-wait-until',
    description:
      'Adds cy.waitUntil(), which retries a callback until it returns a truthy value or times out, for waiting on conditions Cypress cannot retry on its own.',
    link: 'https://github.com/NoriSte/cypress-wait-until',
    badge: 'community',
    keywords: ['polling', 'async', 'waitfor'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-recurse',
    description:
      'Repeats a chain of Cypress commands until a predicate passes, with configurable limits, delays and logging, for polling and retry scenarios.',
    link: 'https://github.com/bahmutov/cypress-recurse',
    badge: 'community',
    keywords: ['loop', 'flaky', 'wait'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-localstorage-commands',
    description:
      'Adds commands to save, restore, read and clear localStorage, which makes it easy to keep a logged-in state between tests.',
    link: 'https://github.com/javierbrea/cypress-localstorage-commands',
    badge: 'community',
    keywords: ['persist', 'login', 'web storage'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-iframe',
    description:
      'Adds commands to wait for an iframe to load and then find and act on elements inside it as if they were on the main page.',
    link: 'https://gitlab.com/kgroat/cypress-iframe',
    badge: 'community',
    keywords: ['embedded', 'cross-frame', 'widgets'],
    category: 'Custom commands',
  },
  {
    name: '@testing-library/cypress',
    description:
      'Brings the Testing Library queries such as findByRole and findByText to Cypress, so you select elements the way users see them instead of by CSS.',
    link: 'https://github.com/testing-library/cypress-testing-library',
    badge: 'community',
    keywords: ['dom', 'semantic', 'selectors'],
    category: 'Custom commands',
  },
  {
    name: '@cypress/xpath',
    description:
      'Adds a cy.xpath() command for locating elements with XPath expressions when CSS selectors are not enough.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/xpath',
    badge: 'official',
    keywords: ['locator', 'dom', 'query'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-each',
    description:
      'Generates one test or suite per data item with it.each and describe.each, for data-driven tests that report each case separately.',
    link: 'https://github.com/bahmutov/cypress-each',
    badge: 'community',
    keywords: ['parametrize', 'loops', 'table'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-map',
    description:
      'A collection of retryable query commands such as cy.map, cy.mapInvoke, cy.table and cy.toPlainObject for transforming subjects before asserting on them.',
    link: 'https://github.com/bahmutov/cypress-map',
    badge: 'community',
    keywords: ['lodash', 'chain', 'utilities'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-if',
    description:
      'Adds .if() and .else() commands so a test can branch on whether an element exists or a condition holds, without failing when it does not.',
    link: 'https://github.com/bahmutov/cypress-if',
    badge: 'community',
    keywords: ['conditional', 'optional', 'if-else'],
    category: 'Custom commands',
  },
  {
    name: '@4tw/cypress-drag-drop',
    description:
      'Adds a .drag() command that moves an element onto a target by firing the full sequence of mouse and drag events.',
    link: 'https://github.com/4teamwork/cypress-drag-drop',
    badge: 'community',
    keywords: ['dnd', 'sortable', 'html5'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-pipe',
    description:
      'Adds a .pipe() command that runs a plain function on the current subject with retries, a light-weight alternative to writing custom commands.',
    link: 'https://github.com/NicholasBoll/cypress-pipe',
    badge: 'community',
    keywords: ['retry', 'compose', 'helpers'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-data-session',
    description:
      'Creates expensive test data such as users or sessions once and caches it, reusing it across specs until a validation step says it must be recreated.',
    link: 'https://github.com/bahmutov/cypress-data-session',
    badge: 'community',
    keywords: ['fixtures', 'caching', 'setup'],
    category: 'Custom commands',
  },
  {
    name: 'cy-verify-downloads',
    description:
      'Adds a command that waits for a file to appear in the downloads folder and checks that it was saved, with optional partial name matching.',
    link: 'https://github.com/elaichenkov/cy-verify-downloads',
    badge: 'community',
    keywords: ['files', 'assertion', 'exists'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-downloadfile',
    description:
      'Adds cy.downloadFile(), which fetches a file from a URL straight to disk so your test can inspect it afterwards.',
    link: 'https://github.com/Xvier/cypress-downloadfile',
    badge: 'community',
    keywords: ['files', 'save', 'http'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-browser-permissions',
    description:
      'Sets browser permissions such as notifications, geolocation, camera and microphone through config or environment variables before the browser starts.',
    link: 'https://github.com/kamranayub/cypress-browser-permissions',
    badge: 'community',
    keywords: ['chromium', 'webcam', 'launch options'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-cdp',
    description:
      'Sends raw Chrome DevTools Protocol commands from a test, for browser features that Cypress does not expose, such as device emulation.',
    link: 'https://github.com/bahmutov/cypress-cdp',
    badge: 'community',
    keywords: ['chromium', 'low level', 'shadow dom'],
    category: 'Custom commands',
  },
  {
    name: '@cypress/skip-test',
    description:
      'Adds helpers to skip or run a test only on certain platforms, browsers, URLs or environments.',
    link: 'https://github.com/cypress-io/cypress-skip-test',
    badge: 'official',
    keywords: ['conditional', 'os', 'ci'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-plugin-stripe-elements',
    description:
      'Adds a command that fills in Stripe Elements card fields, which live inside cross-origin iframes and are otherwise awkward to type into.',
    link: 'https://github.com/dbalatero/cypress-plugin-stripe-elements',
    badge: 'community',
    keywords: ['payments', 'checkout', 'billing'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-mongodb',
    description:
      'Adds commands to insert, find, update and delete documents in a MongoDB database, for seeding and checking test data.',
    link: 'https://github.com/Zaista/cypress-mongodb',
    badge: 'community',
    keywords: ['nosql', 'collections', 'database seeding'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-wait-for-stable-dom',
    description:
      'Adds a command that waits until the page stops changing for a given time before the test continues, handy for animated or lazily rendered pages.',
    link: 'https://github.com/narinluangrath/cypress-wait-for-stable-dom',
    badge: 'community',
    keywords: ['flaky', 'mutation observer', 'waiting'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-should-really',
    description:
      'Functional helpers that build should() callbacks out of small composable steps, keeping assertion callbacks short and retryable.',
    link: 'https://github.com/bahmutov/cypress-should-really',
    badge: 'community',
    keywords: ['assertions', 'ramda', 'composition'],
    category: 'Custom commands',
  },
  {
    name: '@cypress/snapshot',
    description:
      'Adds a .snapshot() command that stores the value or DOM element yielded by the previous command on the first run and compares it with the stored copy on later runs.',
    link: 'https://github.com/cypress-io/snapshot',
    badge: 'official',
    keywords: ['regression', 'json', 'serialize'],
    category: 'Custom commands',
  },
  {
    name: '@this-dot/cypress-indexeddb',
    description:
      'Adds commands to open an IndexedDB database of the application under test and to read, write and delete the entries of its object stores.',
    link: 'https://github.com/thisdot/open-source',
    badge: 'community',
    keywords: ['browser storage', 'offline', 'pwa'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-ag-grid',
    description:
      'Adds commands that read the rows of an AG Grid table for assertions and that filter and sort its columns, so you do not have to walk the grid markup yourself.',
    link: 'https://github.com/kpmck/cypress-ag-grid',
    badge: 'community',
    keywords: ['table', 'data grid', 'cells'],
    category: 'Custom commands',
  },
  {
    name: 'cypress-ld-control',
    description:
      'Changes LaunchDarkly feature flags from your tests through the LaunchDarkly API, so you can test each variation of a flag for a user and remove the targeting afterwards.',
    link: 'https://github.com/bahmutov/cypress-ld-control',
    badge: 'community',
    keywords: ['toggles', 'variations', 'experiments'],
    category: 'Custom commands',
  },
  {
    name: 'eslint-plugin-cypress',
    description:
      'ESLint rules and globals for spec files that catch common mistakes, like assigning command return values or using arbitrary waits.',
    link: 'https://github.com/cypress-io/eslint-plugin-cypress',
    badge: 'official',
    keywords: ['linter', 'static analysis', 'code style'],
    category: 'Development tools',
  },
  {
    name: 'cypress-watch-and-reload',
    description:
      'Watches extra files such as app source or fixtures and reruns the open spec when they change, even though they are not part of the spec bundle.',
    link: 'https://github.com/bahmutov/cypress-watch-and-reload',
    badge: 'community',
    keywords: ['watch mode', 'open mode', 'live reload'],
    category: 'Development tools',
  },
  {
    name: 'cypress-on-fix',
    description:
      'Wraps the setupNodeEvents on callback so several plugins can register the same event, such as before:run or after:spec, without replacing each other.',
    link: 'https://github.com/bahmutov/cypress-on-fix',
    badge: 'community',
    keywords: ['config', 'conflicts', 'hooks'],
    category: 'Development tools',
  },
  {
    name: 'cypress-plugin-steps',
    description:
      'Adds a cy.step() command that labels the parts of a test in the Command Log and in error messages, making long tests easier to read and debug.',
    link: 'https://github.com/filiphric/cypress-plugin-steps',
    badge: 'community',
    keywords: ['logging', 'readability', 'sections'],
    category: 'Development tools',
  },
  {
    name: 'cypress-plugin-xhr-toggle',
    description:
      'Adds a button to the runner that hides network request entries in the Command Log, so you can focus on the commands of your test.',
    link: 'https://github.com/filiphric/cypress-plugin-xhr-toggle',
    badge: 'community',
    keywords: ['noise', 'ui', 'requests'],
    category: 'Development tools',
  },
  {
    name: 'cypress-highlight',
    description:
      'Outlines every element that has a good test attribute such as data-cy, so you can see at a glance which parts of the page are easy to select.',
    link: 'https://github.com/bahmutov/cypress-highlight',
    badge: 'community',
    keywords: ['selectors', 'testability', 'css'],
    category: 'Development tools',
  },
  {
    name: 'cypress-timestamps',
    description:
      'Adds timestamps and elapsed times to the Command Log, error messages and screenshots, which helps in finding slow commands.',
    link: 'https://github.com/bahmutov/cypress-timestamps',
    badge: 'community',
    keywords: ['timing', 'performance', 'debugging'],
    category: 'Development tools',
  },
  {
    name: 'cypress-slow-down',
    description:
      'Inserts a delay between commands so you can watch a test run step by step, and lets you change the speed from within a test.',
    link: 'https://github.com/bahmutov/cypress-slow-down',
    badge: 'community',
    keywords: ['demo', 'debugging', 'pace'],
    category: 'Development tools',
  },
  {
    name: 'cypress-log-to-output',
    description:
      'Prints the browser console messages and errors to the terminal during headless runs, so you can see what the app logged when a test failed in CI.',
    link: 'https://github.com/flotwig/cypress-log-to-output',
    badge: 'community',
    keywords: ['stdout', 'browser logs', 'debugging'],
    category: 'Development tools',
  },
  {
    name: '@cypress/schematic',
    description:
      'Angular CLI schematic that adds Cypress to an Angular workspace with ng add and provides builders to run end-to-end and component tests through ng.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/cypress-schematic',
    badge: 'official',
    keywords: ['setup', 'e2e', 'scaffold'],
    category: 'Development tools',
  },
  {
    name: '@cypress/puppeteer',
    description:
      'Lets a test hand control to Puppeteer for tasks Cypress does not support directly, such as working with several browser tabs, then resume.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/puppeteer',
    badge: 'official',
    keywords: ['multiple tabs', 'chrome', 'automation'],
    category: 'Development tools',
  },
  {
    name: 'cypress-light-theme',
    description:
      'Restyles the Command Log of the Cypress app with a light color scheme.',
    link: 'https://github.com/marktnoonan/cypress-light-theme',
    badge: 'community',
    keywords: ['ui', 'colors', 'appearance'],
    category: 'Development tools',
  },
  {
    name: '@nx/cypress',
    description:
      'The Nx plugin for Cypress: generators that add end-to-end or component testing to projects in an Nx workspace, and executors that run Cypress as one of the workspace tasks.',
    link: 'https://github.com/nrwl/nx',
    badge: 'verified',
    keywords: ['monorepo', 'nrwl'],
    category: 'Development tools',
  },
  {
    name: 'cypress-dotenv',
    description:
      'Loads the variables of a .env file into the Cypress environment when the configuration is set up, so tests can read them like any other Cypress environment variable.',
    link: 'https://github.com/morficus/cypress-dotenv',
    badge: 'community',
    keywords: ['dotenv', 'env', 'secrets'],
    category: 'Development tools',
  },
  {
    name: 'cypress-fail-on-console-error',
    description:
      'Fails the test when the application calls console.error(), with options to ignore messages that match a pattern or to watch warnings and info messages too.',
    link: 'https://github.com/nils-hoyer/cypress-fail-on-console-error',
    badge: 'community',
    keywords: ['logs', 'spy', 'window'],
    category: 'Development tools',
  },
  {
    name: 'cypress-web-vitals',
    description:
      'Adds a cy.vitals() command that measures Web Vitals of a page, such as largest contentful paint and cumulative layout shift, and fails the test when one exceeds its threshold (by default the values Google rates good).',
    link: 'https://github.com/cmorten/cypress-web-vitals',
    badge: 'community',
    keywords: ['performance', 'lcp', 'cls'],
    category: 'Development tools',
  },
  {
    name: 'cypress-network-idle',
    description:
      'Adds a command that waits until the app has made no network calls for a set period, useful before taking screenshots or asserting on loaded data.',
    link: 'https://github.com/bahmutov/cypress-network-idle',
    badge: 'community',
    keywords: ['intercept', 'requests', 'waiting'],
    category: 'Network and mocking',
  },
  {
    name: 'cypress-intercept-formdata',
    description:
      'Parses multipart/form-data request bodies caught by cy.intercept() into a plain object so you can assert on uploaded fields and files.',
    link: 'https://github.com/yoavniran/cypress-intercept-formdata',
    badge: 'community',
    keywords: ['forms', 'file upload', 'payload'],
    category: 'Network and mocking',
  },
  {
    name: 'cypress-msw-interceptor',
    description:
      'Routes requests through Mock Service Worker so you can stub and spy on them, including GraphQL queries and mutations, with cy.interceptRequest() and cy.waitForRequest().',
    link: 'https://github.com/deshiknaves/cypress-msw-interceptor',
    badge: 'community',
    keywords: ['stubbing', 'mocking', 'fetch'],
    category: 'Network and mocking',
  },
  {
    name: '@neuralegion/cypress-har-generator',
    description:
      'Records all network traffic of a test into a HAR file that you can open in browser DevTools or replay later.',
    link: 'https://github.com/NeuraLegion/cypress-har-generator',
    badge: 'community',
    keywords: ['http archive', 'recording', 'network log'],
    category: 'Network and mocking',
  },
  {
    name: 'cypress-graphql-mock-network',
    description:
      'Mocks GraphQL operations against your schema using Mock Service Worker, returning generated data that you can override per test.',
    link: 'https://www.npmjs.com/package/cypress-graphql-mock-network',
    badge: 'community',
    keywords: ['apollo', 'stub', 'fake data'],
    category: 'Network and mocking',
  },
  {
    name: '@mocks-server/cypress-commands',
    description:
      'Adds commands that control a running Mocks Server from your tests, for example to switch which collection of mocked routes it serves or to change its settings.',
    link: 'https://github.com/mocks-server/main',
    badge: 'community',
    keywords: ['api mocks', 'stubs', 'backend'],
    category: 'Network and mocking',
  },
  {
    name: 'cypress-signalr-mock',
    description:
      'Swaps a SignalR hub connection for a mock while Cypress runs, with commands that publish messages to the application as if the server sent them and check which messages it invoked on the hub.',
    link: 'https://github.com/JasonLandbridge/Cypress-SignalR-Mock',
    badge: 'community',
    keywords: ['websocket', 'realtime', 'dotnet'],
    category: 'Network and mocking',
  },
  {
    name: '@cypress/webpack-preprocessor',
    description:
      'Bundles spec and support files with webpack, so specs can use your own loaders, aliases and TypeScript setup.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/webpack-preprocessor',
    badge: 'official',
    keywords: ['bundler', 'babel', 'ts-loader'],
    category: 'Preprocessors',
  },
  {
    name: '@cypress/browserify-preprocessor',
    description:
      'Bundles spec files with browserify and Babel; this was the default preprocessor in older Cypress versions and can be customized.',
    link: 'https://github.com/cypress-io/cypress-browserify-preprocessor',
    badge: 'official',
    keywords: ['bundler', 'legacy', 'transpile'],
    category: 'Preprocessors',
  },
  {
    name: '@badeball/cypress-cucumber-preprocessor',
    description:
      'Lets you write specs as Gherkin feature files and run them in Cypress, with step definitions, tags and Cucumber-style reports.',
    link: 'https://github.com/badeball/cypress-cucumber-preprocessor',
    badge: 'community',
    keywords: ['bdd', 'given when then', 'features'],
    category: 'Preprocessors',
  },
  {
    name: '@bahmutov/cypress-esbuild-preprocessor',
    description:
      'Bundles spec files with esbuild instead of webpack, which makes specs start much faster in large projects.',
    link: 'https://github.com/bahmutov/cypress-esbuild-preprocessor',
    badge: 'community',
    keywords: ['bundler', 'speed', 'typescript'],
    category: 'Preprocessors',
  },
  {
    name: 'cypress-vite',
    description:
      'Bundles end-to-end specs with Vite, so they share the aliases, plugins and settings of your Vite config.',
    link: 'https://github.com/mammadataei/cypress-vite',
    badge: 'community',
    keywords: ['bundler', 'rollup', 'esm'],
    category: 'Preprocessors',
  },
  {
    name: '@cypress/webpack-batteries-included-preprocessor',
    description:
      'Bundles spec files with webpack using a ready-made configuration that already handles TypeScript and modern JavaScript syntax, so you can adjust bundling without setting up webpack and its loaders yourself.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/webpack-batteries-included-preprocessor',
    badge: 'official',
    keywords: ['bundler', 'babel', 'default'],
    category: 'Preprocessors',
  },
  {
    name: 'cypress-mochawesome-reporter',
    description:
      'Produces a single self-contained HTML report of the run with screenshots and videos embedded, without extra setup for merging results.',
    link: 'https://github.com/LironEr/cypress-mochawesome-reporter',
    badge: 'community',
    keywords: ['dashboard', 'single file', 'offline'],
    category: 'Reporting',
  },
  {
    name: 'mochawesome',
    description:
      'A Mocha reporter that writes JSON and HTML reports with charts, test code and context; often combined with mochawesome-merge for Cypress runs.',
    link: 'https://github.com/adamgruber/mochawesome',
    badge: 'community',
    keywords: ['visual report', 'stats', 'screenshots'],
    category: 'Reporting',
  },
  {
    name: 'cypress-multi-reporters',
    description:
      'Runs more than one Mocha reporter in the same Cypress run, for example JUnit for CI and a spec reporter for the console.',
    link: 'https://github.com/YOU54F/cypress-plugins',
    badge: 'community',
    keywords: ['xml', 'stdout', 'combined'],
    category: 'Reporting',
  },
  {
    name: 'cypress-terminal-report',
    description:
      'Prints the Command Log and browser console output of failing tests to the terminal and can save them to files, which helps debugging in CI.',
    link: 'https://github.com/archfz/cypress-terminal-report',
    badge: 'community',
    keywords: ['logs', 'stdout', 'troubleshooting'],
    category: 'Reporting',
  },
  {
    name: 'allure-cypress',
    description:
      'The official Allure Report integration for Cypress; it records steps, attachments and metadata so you can generate an interactive Allure report.',
    link: 'https://github.com/allure-framework/allure-js',
    badge: 'community',
    keywords: ['testops', 'history', 'screenshots'],
    category: 'Reporting',
  },
  {
    name: 'cypress-ctrf-json-reporter',
    description:
      'Writes results in the Common Test Report Format (CTRF), a JSON schema shared by many frameworks, so CI tools can read them the same way.',
    link: 'https://github.com/ctrf-io/cypress-ctrf-json-reporter',
    badge: 'community',
    keywords: ['common format', 'summary', 'standard'],
    category: 'Reporting',
  },
  {
    name: 'cypress-qase-reporter',
    description:
      'Sends test results, screenshots and videos to the Qase test management platform and links them to your test cases.',
    link: 'https://github.com/qase-tms/qase-javascript',
    badge: 'verified',
    keywords: ['tms', 'test runs', 'sync'],
    category: 'Reporting',
  },
  {
    name: '@testomatio/reporter',
    description:
      'Uploads results from Cypress and other frameworks to Testomat.io, where runs are linked to your test cases and analytics.',
    link: 'https://github.com/testomatio/reporter',
    badge: 'verified',
    keywords: ['tms', 'dashboard', 'sync'],
    category: 'Reporting',
  },
  {
    name: 'cypress-testrail',
    description:
      'Posts the result of each test to a TestRail run, matched by case IDs in the test titles, and can create the run for you.',
    link: 'https://github.com/boxblinkracer/cypress-testrail',
    badge: 'community',
    keywords: ['tms', 'results', 'sync'],
    category: 'Reporting',
  },
  {
    name: 'cypress-sonarqube-reporter',
    description:
      'Writes test results in the generic XML format that SonarQube imports, so execution data appears next to code quality metrics.',
    link: 'https://github.com/BBE78/cypress-sonarqube-reporter',
    badge: 'community',
    keywords: ['static analysis', 'generic execution', 'quality gate'],
    category: 'Reporting',
  },
  {
    name: 'cypress-slack-reporter',
    description:
      'Posts a summary of a run to a Slack channel, built from Mochawesome results, with links to the CI build, reports and artifacts.',
    link: 'https://github.com/you54f/cypress-slack-reporter',
    badge: 'community',
    keywords: ['chat', 'notifications', 'circleci'],
    category: 'Reporting',
  },
  {
    name: 'cypress-failed-log',
    description:
      'Saves the list of commands of every failing test to a JSON file and prints it to the terminal, so failures are easier to understand from CI logs.',
    link: 'https://github.com/bahmutov/cypress-failed-log',
    badge: 'community',
    keywords: ['debugging', 'command history', 'errors'],
    category: 'Reporting',
  },
  {
    name: '@mmisty/cypress-allure-adapter',
    description:
      'Writes Allure results while tests run, with steps, attachments and screenshots, for an Allure report or for Allure TestOps.',
    link: 'https://github.com/mmisty/cypress-allure-adapter',
    badge: 'community',
    keywords: ['html report', 'test management'],
    category: 'Reporting',
  },
  {
    name: '@reportportal/agent-js-cypress',
    description:
      'Reports each run to a ReportPortal server as it happens, with logs, screenshots and launch details, so failures can be analysed and triaged there.',
    link: 'https://github.com/reportportal/agent-js-cypress',
    badge: 'verified',
    keywords: ['dashboard', 'analytics', 'epam'],
    category: 'Reporting',
  },
  {
    name: 'cypress-circleci-reporter',
    description:
      'A JUnit-style reporter that saves one result file per spec for CircleCI to store, so CircleCI can split spec files across parallel containers by their recorded timings.',
    link: 'https://github.com/ksocha/cypress-circleci-reporter',
    badge: 'community',
    keywords: ['xml', 'mocha', 'test results'],
    category: 'Reporting',
  },
  {
    name: 'cypress-json-results',
    description:
      'Saves the status of every test in a run, with the totals, to a JSON file, and can also update a Markdown table of test counts or write a GitHub Actions job summary.',
    link: 'https://github.com/bahmutov/cypress-json-results',
    badge: 'community',
    keywords: ['results file', 'export', 'statuses'],
    category: 'Reporting',
  },
  {
    name: 'cypress-slack-notify',
    description:
      'Posts a message to the Slack channels you choose when particular specs or tests fail, following a mapping of specs to channels and people.',
    link: 'https://github.com/bahmutov/cypress-slack-notify',
    badge: 'community',
    keywords: ['alerts', 'chat', 'notifications'],
    category: 'Reporting',
  },
  {
    name: 'cypress-testrail-simple',
    description:
      'Sends the results of your tests to a TestRail run, matching each test to a TestRail case by the case ID in its title, and comes with scripts that start and close the run.',
    link: 'https://github.com/bahmutov/cypress-testrail-simple',
    badge: 'community',
    keywords: ['test management', 'test cases', 'qa'],
    category: 'Reporting',
  },
  {
    name: 'cypress-xray-plugin',
    description:
      'Uploads Cypress results, and optionally Cucumber feature files, to Xray test management in Jira, for both Xray server and Xray cloud.',
    link: 'https://github.com/Qytera-Gmbh/cypress-xray-plugin',
    badge: 'community',
    keywords: ['atlassian', 'test execution'],
    category: 'Reporting',
  },
  {
    name: '@cypress/grep',
    description:
      'Picks which tests to run by part of their title or by tags, from the command line or config, and can skip specs that contain no matching tests.',
    link: 'https://github.com/cypress-io/cypress/tree/develop/npm/grep',
    badge: 'official',
    keywords: ['filter', 'select', 'subset'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-split',
    description:
      'Divides the spec files among several CI machines by index, optionally using past timings to balance them, without needing a paid service.',
    link: 'https://github.com/bahmutov/cypress-split',
    badge: 'community',
    keywords: ['parallel', 'sharding', 'load balancing'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-parallel',
    description:
      'Runs specs in several Cypress processes at once on one machine and merges the results, cutting local and CI run time.',
    link: 'https://github.com/tnicola/cypress-parallel',
    badge: 'community',
    keywords: ['threads', 'speed', 'workers'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-fail-fast',
    description:
      'Skips the rest of the tests, in the spec or in the whole run, as soon as one test fails, to save CI time.',
    link: 'https://github.com/javierbrea/cypress-fail-fast',
    badge: 'community',
    keywords: ['bail', 'abort', 'stop'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-cloud',
    description:
      'Runs Cypress with parallelization, load balancing and result recording on Currents or a self-hosted Sorry Cypress dashboard.',
    link: 'https://www.npmjs.com/package/cypress-cloud',
    badge: 'verified',
    keywords: ['sorry-cypress', 'orchestration', 'github actions'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-repeat',
    description:
      'Runs the whole Cypress suite a given number of times in a row, which helps expose flaky tests; it can also stop as soon as one run passes.',
    link: 'https://github.com/bahmutov/cypress-repeat',
    badge: 'community',
    keywords: ['burn-in', 'stability', 'until failure'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-plugin-last-failed',
    description:
      'Reruns only the tests that failed in the previous run, from the command line or with a toggle in open mode.',
    link: 'https://github.com/dennisbergevin/cypress-plugin-last-failed',
    badge: 'community',
    keywords: ['flaky', 'retry', 'failures'],
    category: 'Test runs and CI',
  },
  {
    name: 'find-cypress-specs',
    description:
      'Lists the spec files your config would run, with options to filter by tags or by specs changed against a Git branch, for use in CI scripts.',
    link: 'https://github.com/bahmutov/find-cypress-specs',
    badge: 'community',
    keywords: ['changed files', 'affected', 'discovery'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-high-resolution',
    description:
      'Raises the browser window size during cypress run so recorded videos and screenshots are sharper.',
    link: 'https://github.com/bahmutov/cypress-high-resolution',
    badge: 'community',
    keywords: ['hd', 'recording', 'viewport'],
    category: 'Test runs and CI',
  },
  {
    name: 'browserstack-cypress-cli',
    description:
      'Runs your Cypress suite on BrowserStack, across many browser versions and operating systems in parallel, from the command line.',
    link: 'https://github.com/browserstack/browserstack-cypress-cli',
    badge: 'verified',
    keywords: ['grid', 'cross browser', 'remote'],
    category: 'Test runs and CI',
  },
  {
    name: '@saucelabs/cypress-plugin',
    description:
      'Uploads the results, videos and screenshots of local Cypress runs to Sauce Labs so they appear alongside your other test jobs.',
    link: 'https://github.com/saucelabs/sauce-cypress-plugin',
    badge: 'verified',
    keywords: ['dashboard', 'artifacts', 'reporting'],
    category: 'Test runs and CI',
  },
  {
    name: 'cypress-plugin-grep-boxes',
    description:
      'Adds checkboxes next to tests in open mode so you can pick and rerun just the ones you select.',
    link: 'https://github.com/dennisbergevin/cypress-plugin-grep-boxes',
    badge: 'community',
    keywords: ['filter', 'focus', 'interactive'],
    category: 'Test runs and CI',
  },
  {
    name: '@bahmutov/cy-grep',
    description:
      'Filters which tests run by a substring of their titles or by tags set in the test options, chosen through Cypress environment variables, and can skip spec files that contain no matching test.',
    link: 'https://github.com/bahmutov/cy-grep',
    badge: 'community',
    keywords: ['tags', 'filter', 'subset'],
    category: 'Test runs and CI',
  },
  {
    name: '@knapsack-pro/cypress',
    description:
      'Splits your specs across parallel CI machines using timings recorded by the Knapsack Pro service, so that every machine finishes at about the same time.',
    link: 'https://github.com/KnapsackPro/knapsack-pro-js',
    badge: 'verified',
    keywords: ['load balancing', 'sharding', 'queue'],
    category: 'Test runs and CI',
  },
  {
    name: 'lambdatest-cypress-cli',
    description:
      'A command-line tool that runs your Cypress specs on the LambdaTest cloud, in parallel across browsers and operating systems.',
    link: 'https://github.com/LambdaTest/lambdatest-cypress-cli',
    badge: 'verified',
    keywords: ['cross-browser', 'grid', 'hyperexecute'],
    category: 'Test runs and CI',
  },
  {
    name: 'netlify-plugin-cypress',
    description:
      'A Netlify build plugin that runs your Cypress tests against the built site before Netlify deploys it, so the deploy only starts when the tests pass.',
    link: 'https://github.com/cypress-io/netlify-plugin-cypress',
    badge: 'official',
    keywords: ['deploy previews', 'jamstack'],
    category: 'Test runs and CI',
  },
  {
    name: '@percy/cypress',
    description:
      'Adds cy.percySnapshot(), which captures the page DOM and sends it to Percy to be rendered across browsers and compared with approved baselines.',
    link: 'https://github.com/percy/percy-cypress',
    badge: 'verified',
    keywords: ['screenshots', 'diff', 'browserstack'],
    category: 'Visual testing',
  },
  {
    name: '@applitools/eyes-cypress',
    description:
      'Takes checkpoints with cy.eyesCheckWindow() and lets Applitools compare them to baselines with its AI-based image matching across browsers.',
    link: 'https://www.npmjs.com/package/@applitools/eyes-cypress',
    badge: 'verified',
    keywords: ['screenshots', 'ultrafast grid', 'visual ai'],
    category: 'Visual testing',
  },
  {
    name: 'happo-cypress',
    description:
      'Captures snapshots of elements or pages during tests and renders them on Happo browsers to find visual differences between commits.',
    link: 'https://github.com/happo/happo-cypress',
    badge: 'verified',
    keywords: ['screenshots', 'cross browser', 'comparison'],
    category: 'Visual testing',
  },
  {
    name: '@chromatic-com/cypress',
    description:
      'Archives the page at the end of each test and sends it to Chromatic, which turns it into visual snapshots for review next to your Storybook stories.',
    link: 'https://github.com/chromaui/chromatic-e2e',
    badge: 'verified',
    keywords: ['screenshots', 'diff', 'baselines'],
    category: 'Visual testing',
  },
  {
    name: '@argos-ci/cypress',
    description:
      'Adds cy.argosScreenshot(), which takes stable screenshots and uploads them to Argos for comparison and review in pull requests.',
    link: 'https://github.com/argos-ci/argos-javascript',
    badge: 'verified',
    keywords: ['diff', 'baselines', 'github'],
    category: 'Visual testing',
  },
  {
    name: '@simonsmith/cypress-image-snapshot',
    description:
      'Adds cy.matchImageSnapshot(), which compares screenshots with stored baseline images using jest-image-snapshot and saves a diff image on mismatch.',
    link: 'https://github.com/simonsmith/cypress-image-snapshot',
    badge: 'community',
    keywords: ['pixelmatch', 'regression', 'image diff'],
    category: 'Visual testing',
  },
  {
    name: 'cypress-visual-regression',
    description:
      'Compares screenshots taken in tests against base images stored in your repository and fails when the pixel difference exceeds a threshold.',
    link: 'https://github.com/cypress-visual-regression/cypress-visual-regression',
    badge: 'community',
    keywords: ['pixelmatch', 'baselines', 'screenshot diff'],
    category: 'Visual testing',
  },
  {
    name: 'cypress-image-diff-js',
    description:
      'Compares element or page screenshots with baselines and produces an HTML report where you can review and accept the changes.',
    link: 'https://github.com/uktrade/cypress-image-diff',
    badge: 'community',
    keywords: ['pixelmatch', 'regression', 'approval'],
    category: 'Visual testing',
  },
  {
    name: '@frsource/cypress-plugin-visual-regression-diff',
    description:
      'Compares screenshots with saved baselines and shows the differences in the runner, where you can approve a new baseline with one click.',
    link: 'https://github.com/FRSOURCE/cypress-plugin-visual-regression-diff',
    badge: 'community',
    keywords: ['pixelmatch', 'gui', 'image diff'],
    category: 'Visual testing',
  },
  {
    name: '@visual-regression-tracker/agent-cypress',
    description:
      'Sends screenshots from your tests to a self-hosted Visual Regression Tracker server, which stores baselines and lets you review changes.',
    link: 'https://github.com/Visual-Regression-Tracker/agent-cypress',
    badge: 'community',
    keywords: ['vrt', 'on-premise', 'comparison'],
    category: 'Visual testing',
  },
]

/**
 * Every plugin as written, in file order. src/plugins/data-validation checks
 * them when the site builds, so a bad entry fails the build by name.
 */
export const pluginEntries: readonly Plugin[] = entries

/** Every plugin, sorted by name (case-insensitive). */
export const plugins: readonly Plugin[] = [...entries].sort((a, b) =>
  compareText(a.name, b.name)
)
