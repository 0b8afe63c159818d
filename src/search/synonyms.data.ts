/** One Cypress concept and the words other test tools use for it. */
export interface Synonym {
  /**
   * What is searched instead: the Cypress command as readers write it
   * (`cy.get`, `.click`), which ranks the command's own page first, where a
   * bare word like `get` also matches getCookie and friends.
   */
  cypress: string
  /** Terms from other tools, matched case-insensitively as whole words. */
  terms: string[]
  /** Where the terms come from, for reviewers. */
  tools: string[]
}

/** Cross-tool terms, grouped by the Cypress term they map to. */
export const synonyms: readonly Synonym[] = [
  {
    cypress: 'cy.intercept',
    terms: [
      'page.route',
      'route.fulfill',
      'setRequestInterception',
      'waitForResponse',
    ],
    tools: ['Playwright', 'Puppeteer'],
  },
  {
    cypress: 'cy.get',
    terms: [
      'waitForSelector',
      'findElement',
      'findElements',
      'querySelector',
      'page.locator',
      'locator',
      '$$',
      'By.css',
    ],
    tools: ['Playwright', 'Puppeteer', 'Selenium', 'WebdriverIO'],
  },
  {
    cypress: 'cy.visit',
    terms: ['page.goto', 'goto', 'browser.url', 'driver.get', 'navigate'],
    tools: ['Playwright', 'Puppeteer', 'WebdriverIO', 'Selenium'],
  },
  {
    cypress: 'cy.stub',
    terms: ['jest.fn', 'vi.fn', 'sinon.stub', 'jest.mock'],
    tools: ['Jest', 'Vitest'],
  },
  {
    cypress: 'cy.spy',
    terms: ['jest.spyOn', 'vi.spyOn', 'spyOn'],
    tools: ['Jest', 'Vitest'],
  },
  {
    cypress: '.should',
    terms: [
      'toBeVisible',
      'toHaveText',
      'toHaveValue',
      'expect.poll',
      'waitUntil',
    ],
    tools: ['Playwright', 'Jest', 'WebdriverIO'],
  },
  {
    cypress: '.click',
    terms: ['page.click', 'element.click', 'sendKeys'],
    tools: ['Playwright', 'Puppeteer', 'Selenium'],
  },
  {
    cypress: '.type',
    terms: ['page.fill', 'fill', 'setValue', 'keyboard.type'],
    tools: ['Playwright', 'WebdriverIO', 'Puppeteer'],
  },
  {
    cypress: '.contains',
    terms: ['getByText', 'text=', 'has-text', 'findByText'],
    tools: ['Playwright', 'Testing Library'],
  },
  {
    cypress: 'cy.screenshot',
    terms: ['page.screenshot', 'takeScreenshot', 'saveScreenshot'],
    tools: ['Playwright', 'Selenium', 'WebdriverIO'],
  },
  {
    cypress: 'cy.viewport',
    terms: ['setViewportSize', 'setWindowSize', 'page.setViewport'],
    tools: ['Playwright', 'WebdriverIO', 'Puppeteer'],
  },
  {
    cypress: 'cy.session',
    terms: ['storageState', 'storage-state'],
    tools: ['Playwright'],
  },
  {
    cypress: '.within',
    terms: ['frameLocator', 'switchTo'],
    tools: ['Playwright', 'Selenium'],
  },
  {
    cypress: 'retry-ability',
    terms: ['auto-waiting', 'autowait', 'implicit wait', 'explicit wait'],
    tools: ['Playwright', 'Selenium'],
  },
]
