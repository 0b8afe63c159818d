import { test, expect, fixtureUrl, waitForHydration } from './fixtures'

/** Page views in `window.dataLayer`, as `gtag:<path>` or `gtm:<path>`. */
type Views = string[]

test('both trackers get a page view when the path, query or hash changes', async ({
  page,
  context,
}) => {
  const external: string[] = []
  // Stub the tracker scripts: nothing reaches the network.
  await context.route(/googletagmanager\.com/, (route) => {
    external.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  await page.goto(fixtureUrl('/'))
  await waitForHydration(page)
  expect(external.some((url) => url.includes('gtag/js?id=G-FIXTURE1'))).toBe(
    true
  )
  expect(external.some((url) => url.includes('gtm.js?id=GTM-FIXTURE'))).toBe(
    true
  )

  const views = () =>
    page.evaluate((): Views => {
      const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer
      return layer.flatMap((entry): string[] => {
        const record = entry as Record<string, unknown> & ArrayLike<unknown>
        if (record[0] === 'event' && record[1] === 'page_view') return ['gtag']
        if (record.event === 'page_view')
          return [`gtm:${String(record.page_path)}`]
        return []
      })
    })
  expect(await views()).toEqual([])

  // Path change.
  await page.getByRole('link', { name: 'Intro', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/intro$/)
  await expect.poll(views).toEqual(['gtag', 'gtm:/docs/intro'])

  // Hash change.
  await page.goto(fixtureUrl('/docs/guide'))
  await waitForHydration(page)
  const before = (await views()).length
  await page
    .locator('.table-of-contents')
    .getByRole('link', { name: 'Section two' })
    .click()
  await expect(page).toHaveURL(/#section-two$/)
  await expect
    .poll(async () => (await views()).slice(before))
    .toEqual(['gtag', 'gtm:/docs/guide#section-two'])

  // Query change, then a click that changes nothing.
  await page.goto(fixtureUrl('/'))
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Compact view' }).click()
  await expect(page).toHaveURL(/\?view=compact$/)
  await expect.poll(views).toEqual(['gtag', 'gtm:/?view=compact'])
  await page.getByRole('link', { name: 'Compact view' }).click()
  // Wait for a later, observable route change before checking "not otherwise".
  await page.getByRole('link', { name: 'Guide', exact: true }).click()
  await expect
    .poll(views)
    .toEqual(['gtag', 'gtm:/?view=compact', 'gtag', 'gtm:/docs/guide'])
})

test('without analytics ids no tracker code ships', async ({ request }) => {
  for (const path of ['/', '/guides/overview/why-cypress']) {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(
      /googletagmanager|google-analytics|gtag\(|dataLayer/
    )
  }
})
