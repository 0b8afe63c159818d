import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test, expect, fixtureUrl, waitForHydration } from './fixtures'

const BUILD = join(__dirname, '..', 'build')

test('a render error shows the crash screen, and "Try again" recovers', async ({
  page,
}) => {
  await page.goto(fixtureUrl('/crash'))
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Crash' }).click()
  await expect(page.getByText('This page crashed.')).toBeVisible()
  await expect(page.getByText('Fixture bomb went off')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('The bomb is safe.')).toBeVisible()
  await expect(page.getByText('This page crashed.')).toBeHidden()
})

test('a site deployed under the wrong base URL shows the banner on its home path only', async ({
  page,
  baseURL,
}) => {
  // Deploy the build (made for baseUrl "/") under /docs/: only /docs/* exists,
  // so the /assets/* the pages ask for are missing.
  await page.route(`${baseURL}/**`, async (route) => {
    const { pathname } = new URL(route.request().url())
    if (!pathname.startsWith('/docs/')) return route.fulfill({ status: 404 })
    const rest = pathname.slice('/docs/'.length).replace(/\/$/, '')
    const file = rest === '' ? 'index.html' : join(rest, 'index.html')
    try {
      const body = await readFile(join(BUILD, file))
      await route.fulfill({ body, contentType: 'text/html' })
    } catch {
      await route.fulfill({ status: 404 })
    }
  })
  await page.goto('/docs/')
  const banner = page.locator('#__docusaurus-base-url-issue-banner')
  await expect(banner).toContainText(
    'Your Docusaurus site did not load properly.'
  )
  await expect(
    page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')
  ).toHaveText('/docs/')

  await page.goto('/docs/guides/overview/why-cypress/')
  await expect(page.locator('article h1')).toHaveText('Why Cypress?')
  await expect(banner).toHaveCount(0)
})

test('with storage blocked, pages still work and a warning is logged', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is blocked', 'SecurityError')
        },
      })
    }
  })
  for (const [path, heading] of [
    ['/', /Cypress/],
    ['/guides/overview/why-cypress', /Why Cypress\?/],
    ['/plugins/', /Plugins/],
    ['/search?q=visit', /Search/],
  ] as const) {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('h1').first()).toHaveText(heading)
  }
  // The color mode still toggles, in memory.
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /Switch between dark and light mode/ })
    .click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // The announcement bar still closes.
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText('These docs cover')).toBeHidden()

  expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(
    true
  )
  expect(consoleErrors).toEqual([])
})
