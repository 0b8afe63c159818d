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

test('the open mobile sidebar closes on back navigation', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  // A footer link navigates on the client; the announcement bar's link is
  // plain HTML and would load a new document, leaving no history to pop.
  await page
    .locator('footer')
    .getByRole('link', { name: 'Installing Cypress' })
    .click()
  await expect(page.locator('h1')).toHaveText('Installing Cypress')
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
  const sidebar = page.locator('.navbar-sidebar')
  await expect(sidebar).toBeVisible()
  await page.goBack()
  await expect(sidebar).toBeHidden()
  // The theme spends the back navigation on closing the sidebar.
  await expect(page).toHaveURL(/installing-cypress$/)
  expect(
    await page.evaluate(() => getComputedStyle(document.body).overflow)
  ).not.toBe('hidden')
})

test('the open mobile sidebar closes when the window grows past 996 px', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
  const sidebar = page.locator('.navbar-sidebar')
  await expect(sidebar).toBeVisible()
  await page.setViewportSize({ width: MOBILE_MAX_WIDTH + 1, height: 800 })
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
    .not.toBe('hidden')
})
