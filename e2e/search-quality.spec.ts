import { goldenQueries } from '../src/search/golden-queries'
import {
  belowGoals,
  formatQuality,
  measureQuality,
} from '../src/search/quality'
import { test, expect, sitemapPaths, waitForHydration } from './fixtures'

test('golden queries find their page among the top three results', async ({
  page,
  request,
}) => {
  const routes = new Set(await sitemapPaths(request))
  const missing = goldenQueries.filter((golden) => !routes.has(golden.page))
  expect(
    missing.map((golden) => `${golden.query} → ${golden.page}`),
    'every golden query names a page of the site'
  ).toEqual([])
  expect(goldenQueries.length).toBeGreaterThanOrEqual(250)
  test.setTimeout(60_000 + goldenQueries.length * 1_000)

  // Each query goes through the search page, exactly as a reader's does:
  // query understanding, typo correction, synonyms, the local index and the
  // ranking all apply.
  await page.goto('/search')
  await waitForHydration(page)
  const input = page.getByLabel('Search the documentation')
  const report = await measureQuality(goldenQueries, async (query) => {
    await input.fill(query)
    const results = page.locator(
      `[data-results-for="${query.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`
    )
    await expect(results).toBeAttached()
    return results
      .locator('ol > li > a')
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)
      )
  })
  const text = formatQuality(report)
  console.log(text)
  test.info().annotations.push({ type: 'search quality', description: text })
  expect(belowGoals(report), text).toEqual([])
})
