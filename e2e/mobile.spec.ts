import { test, expect, waitForHydration, MOBILE_MAX_WIDTH } from './fixtures'

test.use({ viewport: { width: MOBILE_MAX_WIDTH, height: 800 } })

test('at 996 px the mobile sidebar opens, locks scrolling and closes', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden()
  const overflow = () =>
    page.evaluate(() => getComputedStyle(document.body).overflow)
  expect(await overflow()).not.toBe('hidden')

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
  const sidebar = page.locator('.navbar-sidebar')
  await expect(sidebar).toBeVisible()
  await expect(
    sidebar.getByRole('link', { name: 'Key Differences' })
  ).toBeVisible()
  expect(await overflow()).toBe('hidden')

  await sidebar.getByRole('button', { name: 'Close navigation bar' }).click()
  await expect(sidebar).toBeHidden()
  expect(await overflow()).not.toBe('hidden')
})

test('above 996 px the desktop sidebar shows instead', async ({ page }) => {
  await page.setViewportSize({ width: MOBILE_MAX_WIDTH + 1, height: 800 })
  await page.goto('/guides/overview/why-cypress')
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Toggle navigation bar' })
  ).toBeHidden()
})
