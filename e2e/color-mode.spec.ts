import { test, expect, fixtureUrl, waitForHydration } from './fixtures'

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Switch between dark and light mode/ })

test('light by default; the toggle switches and the choice persists', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'light')
  await toggle(page).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await waitForHydration(page)
  await toggle(page).click()
  await expect(html).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})

test('a change made in another tab is followed', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/guides/overview/why-cypress')
  await second.goto('/')
  await waitForHydration(first)
  await waitForHydration(second)
  await toggle(first).click()
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('a stored value other than dark reads as light', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('theme', 'purple'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('the first paint already has the stored mode: no flash', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark')
    // Record data-theme when the page's first content is parsed: nothing
    // can be painted before it exists.
    const w = window as unknown as { __firstPaintTheme?: string | null }
    const observer = new MutationObserver(() => {
      if (document.getElementById('__docusaurus')) {
        w.__firstPaintTheme =
          document.documentElement.getAttribute('data-theme')
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto('/guides/overview/why-cypress')
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __firstPaintTheme?: string | null })
          .__firstPaintTheme
    )
  ).toBe('dark')
})

test('the system preference is ignored unless respectPrefersColorScheme is on', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

test('with respectPrefersColorScheme the system preference is followed (fixture site)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-theme', 'dark')
})
