import type { Page, Request } from '@playwright/test'
import { test, expect, waitForHydration } from './fixtures'

/** One observation of the progress bar, taken on every DOM change. */
interface BarSample {
  /** ms since the navigation started (`window.__navStart`). */
  t: number
  present: boolean
  transform: string
  transition: string
  spinner: boolean
}

/**
 * Starts recording the progress bar (`#nprogress`, which nprogress appends
 * to the body) on every DOM change, then clicks the link to `href` from
 * inside the page, so the clock starts at the click itself.
 */
async function recordAndClick(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const samples: BarSample[] = []
    const w = window as unknown as {
      __bar: BarSample[]
      __navStart: number
    }
    w.__bar = samples
    const sample = () => {
      const root = document.getElementById('nprogress')
      const bar = root?.querySelector<HTMLElement>('.bar')
      samples.push({
        t: performance.now() - w.__navStart,
        present: Boolean(root),
        transform: bar?.style.transform ?? '',
        transition: bar?.style.transition ?? '',
        spinner: Boolean(root?.querySelector('.spinner')),
      })
    }
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    })
    w.__navStart = performance.now()
    document
      .querySelector<HTMLAnchorElement>(
        `.theme-doc-sidebar-menu a[href="${target}"]`
      )!
      .click()
  }, href)
}

const samples = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bar: BarSample[] }).__bar)

/** The bar's progress in percent, from its `translate3d(-92%, 0, 0)`. */
const percent = (transform: string) =>
  100 + Number(/translate3d\((-?[\d.]+)%/.exec(transform)?.[1] ?? NaN)

test('a slow route change shows the bar after 200 ms, trickling until it loads', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, which the test moves: the
  // delays are checked exactly, however fast or slow the host is.
  await page.clock.install()
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  // The next route's chunks wait until the test lets them through.
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/js/**', async (route) => {
    await released
    await route.continue()
  })
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
  await recordAndClick(page, '/guides/overview/key-differences')
  const present = async () =>
    (await samples(page)).filter((s) => s.present && s.transform)

  await page.clock.runFor(199)
  expect(await present()).toEqual([])
  await page.clock.runFor(1)
  const [first] = await present()
  expect(first?.t).toBe(200)
  // Minimum 0.08: the bar starts 92% off-screen; speed 200 ms; no spinner.
  expect(percent(first?.transform ?? '')).toBeCloseTo(8, 1)
  expect(first?.transition).toMatch(/200ms/)

  // Trickle: every 800 ms, by at most 2 points, while the route loads.
  let before = first!
  for (let step = 0; step < 3; step += 1) {
    await page.clock.runFor(800)
    const now = (await present()).at(-1)!
    expect(now.t - before.t).toBeGreaterThanOrEqual(800)
    expect(percent(now.transform)).toBeGreaterThan(percent(before.transform))
    expect(percent(now.transform) - percent(before.transform)).toBeLessThan(
      2.01
    )
    before = now
  }
  expect((await samples(page)).some((s) => s.spinner)).toBe(false)

  // It ends once the route has loaded.
  release()
  await expect(page.locator('article h1')).toHaveText('Key Differences', {
    timeout: 15_000,
  })
  await page.clock.runFor(1_000)
  await expect(page.locator('#nprogress')).toHaveCount(0)
})

test('a fast route change never shows the bar', async ({ page }) => {
  await page.clock.install()
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  // Hovering preloads the route: wait until its chunks have all arrived.
  const pending = new Set<Request>()
  let preloaded = 0
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) {
      pending.add(request)
      preloaded += 1
    }
  })
  const settle = (request: Request) => pending.delete(request)
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'Key Differences' })
    .hover()
  await expect.poll(() => preloaded > 0 && pending.size === 0).toBe(true)
  // Time stands still while the route renders, so the 200 ms delay cannot
  // run out however slow the host is; then it is let pass.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
  await recordAndClick(page, '/guides/overview/key-differences')
  await expect(page.locator('article h1')).toHaveText('Key Differences')
  await page.clock.runFor(400)
  expect((await samples(page)).some((s) => s.present)).toBe(false)
})

test('a lazily loaded part shows the loader, then an error with Retry when its chunk fails', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  // The modal's chunks are not loaded before the search button is used.
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let fail = true
  await page.route('**/assets/**', async (route) => {
    if (fail) return route.abort()
    await released
    return route.continue()
  })
  const button = page.getByRole('button', { name: /^Search/ })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(dialog.getByText(/ChunkLoadError|Loading .*chunk/)).toBeVisible()
  const retry = dialog.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()

  // Retry once the network is back: the loader shows while the chunk loads.
  fail = false
  await retry.click()
  await expect(dialog.locator('svg#loader')).toBeVisible()
  release()
  await expect(page.getByRole('searchbox')).toBeVisible()
  await expect(retry).toBeHidden()
})
