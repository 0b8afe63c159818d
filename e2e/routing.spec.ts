import { test, expect } from './fixtures'

test('an unknown path shows the not-found page with status 404', async ({
  page,
}) => {
  const response = await page.goto('/guides/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Page not found')
  await expect(page.locator('main code')).toHaveText('/guides/no-such-page')
  await expect(
    page.getByRole('link', { name: 'Go to the home page' })
  ).toHaveAttribute('href', '/')
})

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} normalises to the clean path`, async ({
    page,
  }) => {
    await page.goto(`/guides/overview/why-cypress${suffix}`)
    await expect(page).toHaveURL(/\/guides\/overview\/why-cypress$/)
    await expect(page.locator('article h1')).toHaveText('Why Cypress?')
  })
}

test('skip to content moves focus to the main content', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main')
    const active = document.activeElement
    return Boolean(
      main &&
      active &&
      (main === active || main.contains(active) || active.contains(main))
    )
  })
  expect(focusedInMain).toBe(true)
})
