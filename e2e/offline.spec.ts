import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'
import { BUILD_DIR } from './sweep/routes'

// The service worker is what these tests are about (the other specs block it).
test.use({ serviceWorkers: 'allow' })
// Each test loads pages, waits for the worker and its caches, then reloads.
test.describe.configure({ timeout: 60_000 })

/** Waits until the service worker controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * Waits until the offline caches hold `paths` (same-origin URL paths) and
 * every script, stylesheet and search-index file the page loaded. The
 * worker keeps files under their path without the query (Pagefind asks for
 * its entry file with a cache-busting one), so queries are ignored.
 */
async function waitForCached(page: Page, paths: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter(
              (url) =>
                url.startsWith(location.origin) &&
                (/\.(js|css)$/.test(url) ||
                  url.startsWith(`${location.origin}/pagefind/`))
            )
          const urls = [
            ...wanted.map((path) => `${location.origin}${path}`),
            ...loaded,
          ]
          const missing = []
          for (const url of urls) {
            if (!(await caches.match(url, { ignoreSearch: true })))
              missing.push(url)
          }
          return missing
        }, paths),
      { timeout: 15_000 }
    )
    .toEqual([])
}

test('pages read online open offline, after a reload or a navigation', async ({
  page,
  context,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  // A client-side navigation: the new page's HTML is fetched for the cache.
  await page
    .locator('article')
    .getByRole('link', { name: 'Key Differences' })
    .first()
    .click()
  await expect(page.locator('article h1')).toHaveText('Key Differences')
  await waitForCached(page, [
    '/guides/overview/why-cypress',
    '/guides/overview/key-differences',
  ])

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('article h1')).toHaveText('Key Differences')
  await waitForHydration(page)
  await page.goto('/guides/overview/why-cypress')
  await expect(page.locator('article h1')).toHaveText('Why Cypress?')
  await waitForHydration(page)

  // A page never read is not there: the network really is gone.
  await expect(page.goto('/api/commands/click')).rejects.toThrow()
  await context.setOffline(false)
})

test('a search made online works offline', async ({ page, context }) => {
  // A reader's first page installs the worker; the search page is then
  // controlled, and the index chunks it fetches are kept.
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto('/search?q=time%20travel')
  await waitForServiceWorker(page)
  const result = page.locator('main ol > li > a', { hasText: 'Why Cypress?' })
  await expect(result).toBeVisible()
  await waitForCached(page, ['/search', '/pagefind/pagefind.js'])

  await context.setOffline(true)
  await page.reload()
  await waitForHydration(page)
  await expect(result).toBeVisible()
  await expect(result).toHaveAttribute('href', '/guides/overview/why-cypress')
  await context.setOffline(false)
})

test('the service worker is registered once the page has hydrated', async ({
  page,
}) => {
  // src/plugins/page-load/patches/deferredRegisterSw.ts: registering it is
  // not part of the first load. Each call records whether the page had
  // hydrated by then.
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { __swRegister: string[] }).__swRegister = calls
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args) {
      calls.push(document.documentElement.dataset.hasHydrated ?? 'unset')
      return register.apply(this, args)
    }
  })
  await page.goto('/api/commands/should')
  await waitForServiceWorker(page)
  const calls = await page.evaluate(
    () => (window as unknown as { __swRegister: string[] }).__swRegister
  )
  expect(calls).toEqual(['true'])
})

test('the site is installable: a manifest with 192 and 512 px icons', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.json')
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.name).toBe('Cypress Documentation')
  expect(manifest.display).toBe('standalone')
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size)
    expect(icon?.type, size).toBe('image/png')
    const response = await request.get(`/${icon?.src}`)
    expect(response.status(), size).toBe(200)
    expect(response.headers()['content-type'], size).toBe('image/png')
  }
})

test('a cache filled past its limit keeps its newest entries', async ({
  page,
}) => {
  // More search chunks than the worker keeps (LIMITS in
  // src/serviceWorker/offlineReading.js): it drops the oldest.
  const limit = 400
  const fragments = readdirSync(join(BUILD_DIR, 'pagefind', 'fragment'))
  expect(fragments.length).toBeGreaterThan(limit + 50)
  const urls = fragments
    .slice(0, limit + 50)
    .map((name) => `/pagefind/fragment/${name}`)
  await page.goto('/search')
  await waitForServiceWorker(page)
  const count = () =>
    page.evaluate(async () => {
      const cache = await caches.open('offline-search-chunks-v1')
      return (await cache.keys()).length
    })
  // In batches, so that the order of the entries is known.
  for (let i = 0; i < urls.length; i += 50) {
    await page.evaluate(
      (batch) =>
        navigator.serviceWorker.controller?.postMessage({
          type: 'CACHE_URLS',
          urls: batch,
        }),
      urls.slice(i, i + 50)
    )
    await expect
      .poll(count, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(Math.min(i + 50, limit))
  }
  // Settled: the newest batch is in, and the oldest entries made way.
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([oldest = '', newest = '']) => {
            const cache = await caches.open('offline-search-chunks-v1')
            return {
              entries: (await cache.keys()).length,
              oldest: Boolean(await cache.match(oldest)),
              newest: Boolean(await cache.match(newest)),
            }
          },
          [urls[0] ?? '', urls.at(-1) ?? '']
        ),
      { timeout: 20_000 }
    )
    .toEqual({ entries: limit, oldest: false, newest: true })
})
