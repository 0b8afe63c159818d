import { test, expect, waitForHydration } from './fixtures'
import type { Page } from '@playwright/test'

/** The plugin cards: list items whose header holds the name link. */
const cards = (page: Page) => page.locator('main ul li:has(> div a)')

/** The card of one plugin, found by the exact text of its name link. */
const card = (page: Page, name: string) =>
  cards(page).filter({
    has: page.getByRole('link', { name, exact: true }),
  })

test('the plugins filters change both the URL and the list', async ({
  page,
}) => {
  await page.goto('/plugins/')
  await waitForHydration(page)
  const total = await cards(page).count()
  expect(total).toBeGreaterThanOrEqual(130)
  await expect(page.getByRole('status')).toHaveText(`Showing ${total} plugins`)

  await page.getByLabel('Category').selectOption('Accessibility')
  await expect(page).toHaveURL(/\?category=Accessibility$/)
  const accessibility = await cards(page).count()
  expect(accessibility).toBeGreaterThan(0)
  expect(accessibility).toBeLessThan(total)
  await expect(page.getByRole('status')).toHaveText(
    `Showing ${accessibility} plugins`
  )
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
  const coverage = await cards(page).count()
  expect(coverage).toBeGreaterThan(0)
  expect(coverage).toBeLessThan(total)
  await expect(page.getByRole('status')).toHaveText(
    coverage === 1 ? 'Showing 1 plugin' : `Showing ${coverage} plugins`
  )
})

test('a search without matches shows the empty state, which resets the filters', async ({
  page,
}) => {
  await page.goto('/plugins/?category=Reporting')
  await waitForHydration(page)
  await expect(page.getByRole('status')).toHaveText(/^Showing \d+ plugins$/)

  await page.getByLabel('Search plugins').fill('zzzz-no-such-plugin')
  await expect(page.getByRole('status')).toHaveText('Showing 0 plugins')
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByText('No plugins match these filters.')).toBeVisible()

  await page.getByRole('button', { name: 'Show all plugins' }).click()
  await expect(page).toHaveURL(/\/plugins\/$/)
  await expect(page.getByLabel('Search plugins')).toHaveValue('')
  await expect(page.getByLabel('Category')).toHaveValue('')
  await expect(page.getByText('No plugins match these filters.')).toHaveCount(0)
  const all = await cards(page).count()
  expect(all).toBeGreaterThanOrEqual(130)
  await expect(page.getByRole('status')).toHaveText(`Showing ${all} plugins`)
})

test('a keyword tag links to the list of the plugins with that tag', async ({
  page,
}) => {
  await page.goto('/plugins/')
  await waitForHydration(page)
  const total = await cards(page).count()

  await card(page, 'cypress-axe')
    .getByRole('list', { name: 'Keywords' })
    .getByRole('link', { name: 'wcag', exact: true })
    .click()
  await expect(page).toHaveURL(/\/plugins\/\?keyword=wcag$/)
  await expect(page.getByText('Tagged wcag', { exact: true })).toBeVisible()

  // Every plugin left carries the tag, and the count says how many there are.
  const shown = await cards(page).count()
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThan(total)
  await expect(card(page, 'cypress-axe')).toHaveCount(1)
  for (const item of await cards(page).all()) {
    await expect(
      item
        .getByRole('list', { name: 'Keywords' })
        .getByRole('link', { name: 'wcag', exact: true })
    ).toHaveCount(1)
  }
  await expect(page.getByRole('status')).toHaveText(
    shown === 1 ? 'Showing 1 plugin' : `Showing ${shown} plugins`
  )

  await page
    .getByRole('button', { name: 'Remove the keyword filter wcag' })
    .click()
  await expect(page).toHaveURL(/\/plugins\/$/)
  await expect(cards(page)).toHaveCount(total)
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

test('a tag that only one plugin has counts it in the singular', async ({
  page,
}) => {
  await page.goto('/plugins/?keyword=shift%2Btab')
  await waitForHydration(page)
  await expect(cards(page)).toHaveCount(1)
  await expect(card(page, 'cypress-plugin-tab')).toHaveCount(1)
  await expect(page.getByRole('status')).toHaveText('Showing 1 plugin')
})
