import type { Page } from '@playwright/test'
import { test, expect, waitForHydration, waitForIdle } from './fixtures'

/**
 * Starts collecting the chunk scripts the page requests as scripts (a route
 * preload does this; a prefetch requests its files as `other`).
 */
function watchChunkScripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      request.url().includes('/assets/js/')
    ) {
      urls.push(request.url())
    }
  })
  return urls
}

/** `<link rel="prefetch">` elements (visible links add these). */
const prefetchLinks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length)

/** Makes `navigator.connection` report a network, before any page script. */
async function emulateConnection(
  page: Page,
  connection: { effectiveType: string; saveData: boolean }
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => value,
    })
  }, connection)
}

const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('link', { name })

test('the old page stays until the next route has loaded', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  // Routing turns the HTTP cache off, so the next route's chunks are
  // requested (and held) even if an idle prefetch already fetched them.
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route('**/assets/js/**', async (route) => {
    held += 1
    await released
    await route.continue()
  })
  await page.evaluate(() =>
    document
      .querySelector<HTMLAnchorElement>(
        '.theme-doc-sidebar-menu a[href="/guides/overview/key-differences"]'
      )!
      .click()
  )
  await expect.poll(() => held).toBeGreaterThan(0)
  // The next route's chunks are still on their way: the old page shows.
  await expect(page.locator('article h1')).toHaveText('Why Cypress?')
  release()
  await expect(page.locator('article h1')).toHaveText('Key Differences')
})

for (const gesture of ['hover', 'touch'] as const) {
  test(`${gesture} on a link preloads its route`, async ({ page }) => {
    await page.goto('/guides/overview/why-cypress')
    await waitForHydration(page)
    // The page's own lazy scripts have loaded; only the preload's follow.
    await waitForIdle(page)
    const scripts = watchChunkScripts(page)
    const link = sidebarLink(page, 'Key Differences')
    if (gesture === 'hover') await link.hover()
    else await link.dispatchEvent('touchstart')
    await expect.poll(() => scripts.length).toBeGreaterThan(0)
    // Preloading alone does not navigate.
    await expect(page.locator('article h1')).toHaveText('Why Cypress?')
  })
}

test('links prefetch their routes when they become visible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/guides/getting-started/installing-cypress')
  await waitForHydration(page)
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0)
  // The links of the first screen are all queued and prefetched.
  await waitForIdle(page)
  const before = await prefetchLinks(page)
  // The pager at the end of the article links to a page not yet prefetched.
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded()
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(before)
})

test('no route is prefetched before the page has hydrated', async ({
  page,
}) => {
  // When <html> gets data-has-hydrated, and when each prefetch link is added.
  await page.addInitScript(() => {
    const times = { hydrated: Infinity, prefetch: [] as number[] }
    Object.assign(window, { __times: times })
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (document.documentElement.dataset.hasHydrated === 'true') {
            times.hydrated = Math.min(times.hydrated, performance.now())
          }
          continue
        }
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
            times.prefetch.push(performance.now())
          }
        }
      }
      // The document, since this runs before it has an element.
    }).observe(document, {
      attributes: true,
      attributeFilter: ['data-has-hydrated'],
      childList: true,
      subtree: true,
    })
  })
  // A long page whose first screen shows many links.
  await page.goto('/api/plugins/browser-launch-api')
  await waitForHydration(page)
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0)
  const times = await page.evaluate(
    () =>
      (window as unknown as { __times: { hydrated: number; prefetch: [] } })
        .__times
  )
  expect(times.prefetch.length).toBeGreaterThan(0)
  expect(Math.min(...times.prefetch)).toBeGreaterThanOrEqual(times.hydrated)
})

for (const [name, connection] of [
  ['2g', { effectiveType: '2g', saveData: false }],
  ['save-data', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`a ${name} connection prefetches nothing`, async ({ page }) => {
    await emulateConnection(page, connection)
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/guides/getting-started/installing-cypress')
    await waitForHydration(page)
    await page.locator('.pagination-nav').scrollIntoViewIfNeeded()
    // The prefetch queue has had its turn, and skipped every route.
    await waitForIdle(page)
    expect(await prefetchLinks(page)).toBe(0)
    // Yet navigation still works.
    await sidebarLink(page, 'Opening the App').click()
    await expect(page.locator('article h1')).toHaveText('Opening the App')
  })
}

test('a failed preload reloads the page in full', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await waitForIdle(page)
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  let reloaded = false
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloaded = true
  })
  // Chunks fail until the browser loads a new document.
  await page.route('**/assets/js/**', (route) =>
    reloaded ? route.continue() : route.abort()
  )
  await sidebarLink(page, 'Key Differences').click()
  await expect(page).toHaveURL(/\/guides\/overview\/key-differences$/)
  await expect(page.locator('article h1')).toHaveText('Key Differences')
  expect(reloaded).toBe(true)
  expect(
    await page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument
    )
  ).toBeUndefined()
})
