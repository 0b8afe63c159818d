import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
} from '@playwright/test'
import { TRACKER_HOSTS } from './trackers'

/** The pages every first-release test reads, with their front matter titles. */
export const firstPages = [
  { path: '/guides/overview/why-cypress', title: 'Why Cypress?' },
  { path: '/guides/overview/key-differences', title: 'Key Differences' },
  {
    path: '/guides/getting-started/installing-cypress',
    title: 'Installing Cypress',
  },
  { path: '/guides/getting-started/opening-the-app', title: 'Opening the App' },
  { path: '/api/commands/and', title: 'and' },
  { path: '/api/commands/should', title: 'should' },
  {
    path: '/api/assertions/assertions-reference',
    title: 'Assertions Reference',
  },
  { path: '/examples/recipes', title: 'Recipes' },
  { path: '/faq/questions/using-cypress-faq', title: 'Using Cypress' },
  { path: '/faq/questions/cloud-faq', title: 'Cypress Cloud' },
] as const

/**
 * The absolute URL of a path on the test-only fixture site (e2e/fixture-site),
 * served beside the real site by the Playwright config.
 */
export function fixtureUrl(path: string): string {
  const port = process.env.E2E_FIXTURE_PORT ?? '3150'
  return `http://localhost:${port}${path}`
}

/** The width at and below which the theme switches to its mobile layout. */
export const MOBILE_MAX_WIDTH = 996

/** Whether a console message is the failed load of a tracker's script. */
const isTrackerLoad = (url: string): boolean =>
  TRACKER_HOSTS.some((host) => url.startsWith(`https://${host}/`))

/**
 * Playwright's `test` with `consoleErrors`: every console error and uncaught
 * page error of the test's page, collected from the start, except a
 * tracker script's failed load (./trackers.ts).
 */
export const test = base.extend<{
  consoleErrors: string[]
}>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    // With `serviceWorkers: 'block'` (the configs' default), Playwright
    // refuses the PWA plugin's registration and the plugin logs an error
    // about it; that error, after Playwright's warning, is expected.
    let swBlocked = false
    page.on('console', (message) => {
      const text = message.text()
      if (text.startsWith('Service Worker registration blocked by Playwright'))
        swBlocked = true
      if (swBlocked && text.startsWith('registerSW failed')) return
      if (isTrackerLoad(message.location().url)) return
      if (message.type() === 'error') errors.push(text)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect }

/** Waits until React has hydrated the page, so handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  // The server-rendered page already carries data-has-hydrated="false".
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true'
  )
}

/**
 * Waits until the page has had three idle periods in a row: the work it
 * defers to idle time (the prefetch queue of src/clientModules/
 * idlePrefetch.ts, lazy parts) has run. Unlike `networkidle`, it does not
 * depend on how long the host takes to answer requests.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let rounds = 0
        const next = () =>
          requestIdleCallback(() => (++rounds >= 3 ? resolve() : next()), {
            timeout: 5_000,
          })
        next()
      })
  )
}

/**
 * Stores `theme` as the reader's color mode before any page script runs, as
 * the color-mode toggle would have.
 */
export async function storeColorMode(page: Page, theme: string): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('theme', value)
  }, theme)
}

/** Every page path of the build, read from the sitemap the build writes. */
export async function sitemapPaths(
  request: APIRequestContext
): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname
  )
  expect(paths.length).toBeGreaterThan(10)
  return paths
}
