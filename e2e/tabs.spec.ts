import { test, expect, waitForHydration } from './fixtures'

test('package-manager tabs come from one npm command and remember the choice', async ({
  page,
}) => {
  await page.goto('/guides/getting-started/installing-cypress')
  await waitForHydration(page)
  const tabs = page.locator('.tabs-container').first()
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm'])
  await tabs.getByRole('tab', { name: 'pnpm' }).click()
  await expect(tabs.getByRole('tabpanel')).toHaveText(
    'pnpm add cypress --save-dev'
  )
  expect(
    await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))
  ).toBe('pnpm')

  await page.goto('/guides/getting-started/opening-the-app')
  const other = page.locator('.tabs-container').first()
  await expect(other.getByRole('tab', { name: 'pnpm' })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await expect(other.getByRole('tabpanel')).toContainText(
    'pnpm exec cypress open'
  )
})

test('config examples show generated JavaScript next to the TypeScript', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  const tabs = page
    .locator('.tabs-container')
    .filter({ has: page.getByRole('tab', { name: 'cypress.config.js' }) })
    .first()
  await expect(tabs.getByRole('tabpanel')).toContainText(
    "const { defineConfig } = require('cypress')"
  )
  await tabs.getByRole('tab', { name: 'cypress.config.ts' }).click()
  await expect(tabs.getByRole('tabpanel')).toContainText(
    "import { defineConfig } from 'cypress'"
  )
  expect(
    await page.evaluate(() =>
      localStorage.getItem('docusaurus.tab.config-language')
    )
  ).toBe('ts')
})
