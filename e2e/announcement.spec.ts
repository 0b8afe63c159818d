import { test, expect, waitForHydration } from './fixtures'

test('the announcement bar stays closed, and returns when its id changes', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const bar = page.getByRole('banner').filter({ hasText: 'Cypress 15' })
  await expect(bar).toBeVisible()
  await expect(
    bar.getByRole('link', { name: 'Installing Cypress' })
  ).toHaveAttribute('href', '/guides/getting-started/installing-cypress')

  await bar.getByRole('button', { name: 'Close' }).click()
  await expect(bar).toBeHidden()
  await page.reload()
  await waitForHydration(page)
  await expect(bar).toBeHidden()

  // The site's bar id is now different from the one the reader dismissed.
  await page.evaluate(() =>
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement')
  )
  await page.reload()
  await expect(bar).toBeVisible()
})
