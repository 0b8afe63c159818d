import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from '../fixtures'

/** The base URL the site under test was built with. */
const BASE = '/docs/'

/**
 * Opens `path` and checks that the page loaded every same-origin file it
 * asked for from below the base URL, with no failed request, and that every
 * internal link it shows starts with the base URL.
 */
async function openUnderBase(page: Page, path: string): Promise<void> {
  const problems: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== new URL(page.url()).origin) return
    if (!url.pathname.startsWith(BASE)) problems.push(`outside: ${url}`)
    if (
      response.status() >= 400 &&
      response.request().resourceType() !== 'document'
    )
      problems.push(`${response.status()}: ${url}`)
  })
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()}`)
  )
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await waitForHydration(page)
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length, path).toBeGreaterThan(5)
  expect(
    hrefs.filter((href) => !href.startsWith(BASE)),
    `${path}: links outside ${BASE}`
  ).toEqual([])
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(
    0
  )
  expect(problems, path).toEqual([])
}

for (const [path, heading] of [
  ['/docs/', 'Cypress Documentation'],
  ['/docs/guides/overview/why-cypress', 'Why Cypress?'],
  ['/docs/api/commands/click', 'click'],
  ['/docs/plugins/', 'Plugins'],
] as const) {
  test(`${path} loads everything from under /docs/ and links stay there`, async ({
    page,
  }) => {
    await openUnderBase(page, path)
    await expect(page.locator('h1').first()).toContainText(heading)
  })
}

test('every navbar, sidebar and footer link of a doc page resolves', async ({
  page,
  request,
}) => {
  await page.goto('/docs/guides/overview/why-cypress')
  await waitForHydration(page)
  const hrefs = await page
    .locator('nav a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const paths = [...new Set(hrefs.map((href) => href.split('#')[0] ?? ''))]
  expect(paths.length).toBeGreaterThan(5)
  for (const path of paths) {
    expect(path).toMatch(/^\/docs\//)
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('the navbar marks the section of a page under /docs/', async ({
  page,
}) => {
  await page.goto('/docs/api/commands/get')
  await waitForHydration(page)
  await expect(
    page.locator('nav.navbar .navbar__items .navbar__link--active')
  ).toHaveText(['API'])
})

test('a client-side navigation stays under /docs/', async ({ page }) => {
  await page.goto('/docs/')
  await waitForHydration(page)
  await page
    .locator('main')
    .getByRole('link', { name: /^Guides/ })
    .click()
  await expect(page).toHaveURL(/\/docs\/guides\//)
  await expect(page.locator('article h1')).toBeVisible()
})

test('a search from /docs/search finds pages and links under /docs/', async ({
  page,
}) => {
  await page.goto('/docs/search?q=time%20travel')
  const results = page.locator('main ol > li > a')
  // The first query downloads the index and its WebAssembly.
  await expect(results.first()).toBeVisible({ timeout: 20_000 })
  const hrefs = await results.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? '')
  )
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) expect(href).toMatch(/^\/docs\//)
  await page.locator('main ol > li > a', { hasText: 'Why Cypress?' }).click()
  await expect(page).toHaveURL(/\/docs\/guides\/overview\/why-cypress$/)
  await expect(page.locator('article h1')).toHaveText('Why Cypress?')
})

test('the search modal opens results under /docs/', async ({ page }) => {
  await page.goto('/docs/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.locator('.DocSearch-Input').fill('intercept')
  const hit = page.locator('.DocSearch-Hit a').first()
  await expect(hit).toBeVisible({ timeout: 20_000 })
  expect(await hit.getAttribute('href')).toMatch(/^\/docs\//)
})

test('paths under /docs/ that do not exist answer the 404 page; nothing lives outside /docs/', async ({
  page,
  request,
}) => {
  const response = await page.goto('/docs/no-such-page')
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.locator('h1')).toHaveText('Page not found')
  for (const path of ['/', '/guides/overview/why-cypress', '/search']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  const redirect = await request.get(
    '/docs/guides/overview/why-cypress.html?x=1',
    {
      maxRedirects: 0,
    }
  )
  expect(redirect.status()).toBe(301)
  expect(redirect.headers().location).toBe(
    '/docs/guides/overview/why-cypress?x=1'
  )
})
