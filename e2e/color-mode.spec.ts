import { test, expect, waitForHydration } from './fixtures'

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
