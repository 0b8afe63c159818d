import { test, expect, waitForHydration } from './fixtures'

const count = (page: import('@playwright/test').Page) =>
  page.locator('main ul li:has(> div a)').count()

test('the plugins filters change both the URL and the list', async ({
  page,
}) => {
  await page.goto('/plugins/')
  await waitForHydration(page)
  const total = await count(page)
  expect(total).toBeGreaterThanOrEqual(60)
  await expect(page.getByRole('status')).toHaveText(`${total} plugins`)

  await page.getByLabel('Category').selectOption('Accessibility')
  await expect(page).toHaveURL(/\?category=Accessibility$/)
  const accessibility = await count(page)
  expect(accessibility).toBeGreaterThan(0)
  expect(accessibility).toBeLessThan(total)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Accessibility',
  ])

  await page.getByLabel('Category').selectOption('')
  await page.getByLabel('Badge').selectOption('official')
  await expect(page).toHaveURL(/\?badge=official$/)
  const badges = await page
    .locator('[data-badge]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-badge')))
  expect(badges.length).toBeGreaterThan(0)
  expect(new Set(badges)).toEqual(new Set(['official']))

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByLabel('Search plugins').fill('coverage')
  await expect(page).toHaveURL(/\?q=coverage$/)
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^\\d+ of ${total} plugins$`)
  )
  await page.getByLabel('Search plugins').fill('zzzz-no-such-plugin')
  await expect(page.getByText('No plugin matches these filters.')).toBeVisible()
})

test('a filtered URL opens with its filters applied', async ({ page }) => {
  await page.goto('/plugins/?category=Visual%20testing&q=snapshot')
  await waitForHydration(page)
  await expect(page.getByLabel('Category')).toHaveValue('Visual testing')
  await expect(page.getByLabel('Search plugins')).toHaveValue('snapshot')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Visual testing',
  ])
})
