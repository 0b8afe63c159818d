import { test, expect, waitForHydration, storeColorMode } from './fixtures'

test('the search page finds pages in the local index and links to them', async ({
  page,
}) => {
  await page.goto('/search?q=time%20travel')
  await expect(page.locator('h1')).toHaveText(
    'Search results for “time travel”'
  )
  const first = page.locator('main ol > li').first()
  await expect(first).toBeVisible()
  const titles = await page.locator('main ol > li > a').allTextContents()
  expect(titles).toContain('Why Cypress?')
  await expect(
    page.locator('main ol > li > a', { hasText: 'Why Cypress?' })
  ).toHaveAttribute('href', '/guides/overview/why-cypress')
  await expect(page.locator('main ol mark').first()).toBeVisible()
})

test('excerpts hold page text, not the page action buttons', async ({
  page,
}) => {
  await page.goto('/search?q=intercept')
  const excerpts = page.locator('main ol > li > p:nth-of-type(2)')
  await expect(excerpts.first()).toContainText(/intercept/i)
  for (const text of await excerpts.allTextContents()) {
    expect(text).not.toMatch(/Copy page as Markdown|View as Markdown/)
  }
})

for (const theme of ['light', 'dark']) {
  test(`the pressed section filter is legible in ${theme} mode`, async ({
    page,
  }) => {
    await storeColorMode(page, theme)
    await page.goto('/search?q=retry')
    await waitForHydration(page)
    const all = page.getByRole('button', { name: 'All', exact: true })
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    const ratio = await all.evaluate((element) => {
      const style = getComputedStyle(element)
      const rgba = (value: string) => value.match(/[\d.]+/g)!.map(Number)
      const [r = 0, g = 0, b = 0, alpha = 1] = rgba(style.color)
      if (alpha < 1) return 0
      const luminance = ([red, green, blue]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
        }
        return (
          0.2126 * channel(red!) +
          0.7152 * channel(green!) +
          0.0722 * channel(blue!)
        )
      }
      const text = luminance([r, g, b])
      const back = luminance(rgba(style.backgroundColor))
      return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05)
    })
    // WCAG AA for normal text.
    expect(ratio).toBeGreaterThanOrEqual(4.5)
  })
}

test('typing updates the URL and the results', async ({ page }) => {
  await page.goto('/search')
  await waitForHydration(page)
  await page.getByLabel('Search the documentation').fill('recipes')
  await expect(page).toHaveURL(/\/search\?q=recipes$/)
  await expect(
    page.locator('main ol > li > a', { hasText: 'Recipes' })
  ).toBeVisible()
})

test('a result followed right after typing comes back to the query as typed', async ({
  page,
}) => {
  await page.goto('/search?q=alias')
  await waitForHydration(page)
  // Pagefind polls on a 50 ms timer until its WASM has loaded, so time may
  // only stop once a first search has finished.
  await expect(page.locator('[data-results-for="alias"]')).toBeVisible()
  // Timers stand still from here, so the pause that writes typing to the
  // URL never ends: only leaving the box can write it.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  const box = page.getByLabel('Search the documentation')
  await box.fill('recipes')
  const result = page.locator('main ol > li > a', { hasText: 'Recipes' })
  // Following the link takes focus from the box, which writes the URL.
  await result.first().click()
  await expect(page).not.toHaveURL(/\/search/)
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=recipes$/)
  await expect(box).toHaveValue('recipes')
  await expect(result.first()).toBeVisible()
})

test('a query is shown escaped, never run as markup', async ({ page }) => {
  const query = '<img src=x onerror="window.injected=1">'
  await page.goto(`/search?q=${encodeURIComponent(query)}`)
  await expect(page.locator('h1')).toHaveText(`Search results for “${query}”`)
  await expect(page.getByLabel('Search the documentation')).toHaveValue(query)
  await expect(page.locator('main img')).toHaveCount(0)
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
})

test('a query without matches says so', async ({ page }) => {
  await page.goto('/search?q=zzqxv')
  await expect(page.getByText('No results for “zzqxv”')).toBeVisible()
})

test('a failed index download shows the network error', async ({ page }) => {
  await page.route('**/pagefind/**', (route) => route.abort())
  await page.goto('/search?q=assertions')
  await expect(page.getByText('Unable to fetch results')).toBeVisible()
  await expect(
    page.getByText('You might want to check your network connection.')
  ).toBeVisible()
})

test('the not-found page links to a search for the missing path', async ({
  page,
}) => {
  await page.goto('/api/commands/should-not-exist')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Search the docs' }).click()
  await expect(page).toHaveURL(/\/search\?q=should%20not%20exist$/)
  await expect(page.locator('main ol > li > a').first()).toBeVisible()
})

test('section filters live in the URL and narrow the results', async ({
  page,
}) => {
  await page.goto('/search?q=retry')
  await waitForHydration(page)
  const count = page.locator('main p', { hasText: /results? found$/ })
  await expect(count).toBeVisible()
  const all = Number((await count.textContent())?.split(' ')[0])
  await page.getByRole('button', { name: 'Guides', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=retry&section=guides$/)
  await expect(
    page.getByRole('button', { name: 'Guides', exact: true })
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(count).not.toHaveText(`${all} results found`)
  for (const crumb of await page
    .locator('main ol > li > p:first-child')
    .allTextContents()) {
    expect(crumb).toMatch(/^Guides/)
  }
})

test('results show a breadcrumb, and "Load more" adds the next ten', async ({
  page,
}) => {
  await page.goto('/search?q=query&section=api')
  await waitForHydration(page)
  const items = page.locator('main ol > li')
  await expect(items).toHaveCount(10)
  await expect(items.first().locator('p').first()).toHaveText(/^API › /)
  await page.getByRole('button', { name: /^Load more/ }).click()
  await expect(items).not.toHaveCount(10)
  expect(await items.count()).toBeGreaterThan(10)
})
