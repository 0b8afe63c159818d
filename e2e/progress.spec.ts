import type { Page } from '@playwright/test'
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
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // Every script requested from now on (the next route's chunks) is slow.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_600))
    await route.continue()
  })
  await recordAndClick(page, '/guides/overview/key-differences')
  await expect(page.locator('article h1')).toHaveText('Key Differences', {
    timeout: 15_000,
  })
  await expect(page.locator('#nprogress')).toHaveCount(0)

  const all = await samples(page)
  const shown = all.filter((s) => s.present && s.transform)
  const first = shown[0]!
  expect(first.t).toBeGreaterThanOrEqual(200)
  expect(first.t).toBeLessThan(1_000)
  // Minimum 0.08: the bar starts 92% off-screen; speed 200 ms; no spinner.
  expect(percent(first.transform)).toBeCloseTo(8, 1)
  expect(first.transition).toMatch(/200ms/)
  expect(all.some((s) => s.spinner)).toBe(false)

  // Trickle: every 800 ms, by at most 2 points, until the route loads.
  const steps = shown.filter(
    (s, i) =>
      i > 0 &&
      s.transform !== shown[i - 1]!.transform &&
      percent(s.transform) < 99
  )
  const trickles = steps.filter((s) => percent(s.transform) < 50)
  expect(trickles.length).toBeGreaterThanOrEqual(2)
  for (const [i, step] of trickles.entries()) {
    const before = i === 0 ? first : trickles[i - 1]!
    expect(step.t - before.t).toBeGreaterThanOrEqual(750)
    expect(percent(step.transform) - percent(before.transform)).toBeLessThan(
      2.01
    )
  }
  // It ends after the route has loaded: the last sample has no bar.
  expect(all.at(-1)?.present).toBe(false)
})

test('a fast route change never shows the bar', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  const link = page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'Key Differences' })
  await link.hover() // preloads the route
  await page.waitForLoadState('networkidle')
  await recordAndClick(page, '/guides/overview/key-differences')
  await expect(page.locator('article h1')).toHaveText('Key Differences')
  // Let the 200 ms delay pass, measured in the page, then look back.
  await page.waitForFunction(
    () =>
      performance.now() -
        (window as unknown as { __navStart: number }).__navStart >
      400
  )
  expect((await samples(page)).some((s) => s.present)).toBe(false)
})

test('a lazily loaded part shows the loader, then an error with Retry when its chunk fails', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
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
