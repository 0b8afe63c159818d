/**
 * How search understands what readers type, in the browser: bad input stays
 * harmless on the search page and in the modal, typos are corrected with a
 * way back, a pasted error finds its entry, and sections are results of
 * their own.
 */
import { test, expect, waitForHydration } from './fixtures'

/**
 * Inputs that must each be shown as typed, unharmed and without errors; all
 * but the markup end on "No results" (the words inside tags are searched).
 */
const BAD_INPUTS: { name: string; query: string; noResults: boolean }[] = [
  { name: '2,000 characters', query: 'zq'.repeat(1000), noResults: true },
  { name: 'emoji', query: '🧪🔥🙂', noResults: true },
  { name: 'regex metacharacters', query: '.*[(', noResults: true },
  {
    name: 'HTML and script tags',
    query:
      '<script>window.injected=1</script><img src=x onerror="window.injected=1">',
    noResults: false,
  },
  { name: 'a lone quote', query: '"', noResults: true },
  { name: 'only question words', query: 'how do I what is', noResults: true },
]

test('an empty query asks for one and searches nothing', async ({
  page,
  consoleErrors,
}) => {
  let searched = false
  await page.route('**/pagefind/pagefind.js', (route) => {
    searched = true
    return route.continue()
  })
  await page.goto('/search?q=')
  await waitForHydration(page)
  await expect(page.getByText('Type a command, option or topic')).toBeVisible()
  expect(searched).toBe(false)
  expect(consoleErrors).toEqual([])
})

for (const { name, query, noResults } of BAD_INPUTS) {
  test(`search page: ${name} shows "No results", escaped, without errors`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`)
    await waitForHydration(page)
    const results = page.locator('[data-results-for]')
    await expect(results).toBeAttached()
    if (noResults) {
      await expect(results).toContainText('No results for')
      await expect(page.locator('main strong').first()).toHaveText(`“${query}”`)
    }
    await expect(page.locator('h1')).toHaveText(`Search results for “${query}”`)
    await expect(page.getByLabel('Search the documentation')).toHaveValue(query)
    await expect(page.locator('main script, main img')).toHaveCount(0)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    expect(consoleErrors).toEqual([])
  })
}

test('modal: bad input shows "No results" without errors', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  await page.keyboard.press('Control+k')
  const input = page.locator('.DocSearch-Input')
  for (const { query, noResults } of BAD_INPUTS) {
    await input.fill(query)
    await expect(
      page
        .locator(noResults ? '.DocSearch-NoResults' : '.DocSearch-Hit')
        .first()
    ).toBeVisible()
  }
  expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  expect(consoleErrors).toEqual([])
})

test('a typo is corrected, with a link to search as typed', async ({
  page,
}) => {
  await page.goto('/search?q=intrecept')
  await waitForHydration(page)
  const notice = page.getByText('Showing results for')
  await expect(notice).toContainText('intercept')
  await expect(page.locator('main ol > li > a').first()).toHaveAttribute(
    'href',
    '/api/commands/intercept'
  )
  await notice.getByRole('link', { name: 'intrecept' }).click()
  await expect(page).toHaveURL(/\?q=intrecept&exact=1$/)
  await expect(page.getByText('Showing results for')).toHaveCount(0)
})

test('"No results" offers the closest known words as searches', async ({
  page,
}) => {
  // Three edits away from "intercept": too far to correct, close enough to
  // suggest.
  await page.goto('/search?q=inxxrcept&exact=1')
  await waitForHydration(page)
  await expect(page.getByText('No results for')).toBeVisible()
  const suggestion = page.getByRole('link', { name: 'intercept', exact: true })
  await suggestion.click()
  await expect(page).toHaveURL(/\?q=intercept$/)
  await expect(page.locator('main ol > li').first()).toBeVisible()
})

test('an FAQ question is a result of its own, linked to its heading', async ({
  page,
}) => {
  await page.goto('/search?q=how%20do%20I%20test%20a%20file%20download')
  const first = page.locator('main ol > li').first()
  await expect(first.locator('> a')).toHaveAttribute(
    'href',
    /^\/faq\/questions\/using-cypress-faq#/
  )
  await expect(first.locator('> p').first()).toContainText('FAQ')
  await first.locator('> a').click()
  await expect(page).toHaveURL(/using-cypress-faq#/)
  await expect(page.locator('h3:target, h3[id]').first()).toBeVisible()
})
