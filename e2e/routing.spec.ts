import { test, expect, fixtureUrl, waitForHydration } from './fixtures'

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

test('a navigation scrolls to its hash target, or to the top without one', async ({
  page,
}) => {
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  await page
    .getByRole('link', { name: 'a section further down the guide' })
    .click()
  await expect(page).toHaveURL(/\/docs\/guide#section-five$/)
  const target = page.locator('#section-five')
  await expect(target).toBeInViewport()
  await expect
    .poll(() => target.evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThan(200)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

  // From deep down the page, a link without a hash lands at the top.
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'Fixture intro' })
    .click()
  await expect(page).toHaveURL(/\/docs\/intro$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
