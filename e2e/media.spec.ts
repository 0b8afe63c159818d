import { test, expect, waitForHydration } from './fixtures'

test('a media list filters by text and topic, and keeps both in the URL', async ({
  page,
}) => {
  await page.goto('/examples/media/talks-media')
  await waitForHydration(page)
  const items = page.locator('article ul[class*="list"] > li')
  const total = await items.count()
  expect(total).toBeGreaterThanOrEqual(15)
  await expect(page.getByText(`${total} talks`, { exact: true })).toBeVisible()

  const topic = page.getByRole('combobox', { name: 'Topic' })
  const firstTopic = await topic.locator('option').nth(1).getAttribute('value')
  await topic.selectOption(firstTopic!)
  await expect(page).toHaveURL(
    new RegExp(
      `\\?topic=${encodeURIComponent(firstTopic!).replace(/%20/g, '\\+')}$`
    )
  )
  const filtered = await items.count()
  expect(filtered).toBeGreaterThan(0)
  expect(filtered).toBeLessThanOrEqual(total)

  await page.getByRole('searchbox', { name: 'Search talks' }).fill('zzzqqq')
  await expect(page.getByText('No talks match these filters.')).toBeVisible()
  await expect(page).toHaveURL(/q=zzzqqq/)

  // The filtered view can be linked: a fresh load applies it.
  await page.goto(
    `/examples/media/talks-media?topic=${encodeURIComponent(firstTopic!)}`
  )
  await waitForHydration(page)
  await expect(items).toHaveCount(filtered)
})
