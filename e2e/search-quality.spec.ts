import { goldenQueries } from '../src/search/golden-queries'
import { test, expect, sitemapPaths, waitForHydration } from './fixtures'

test('golden queries find their page among the top three results', async ({
  page,
  request,
}) => {
  const routes = new Set(await sitemapPaths(request))
  const runnable = goldenQueries.filter((golden) => routes.has(golden.page))
  const skipped = goldenQueries.length - runnable.length
  const summary = `${runnable.length} run, ${skipped} skipped (page not written yet)`
  test.info().annotations.push({ type: 'golden queries', description: summary })
  console.log(`golden queries: ${summary}`)
  expect(goldenQueries.length).toBeGreaterThanOrEqual(40)
  expect(runnable.length).toBeGreaterThan(0)
  test.setTimeout(30_000 + runnable.length * 2_000)

  // Each query goes through the search page, exactly as a reader's does:
  // synonyms, the local index and the re-ranking all apply.
  await page.goto('/search')
  await waitForHydration(page)
  const input = page.getByLabel('Search the documentation')
  const misses: string[] = []
  for (const golden of runnable) {
    await input.fill(golden.query)
    const results = page.locator(
      `[data-results-for="${golden.query.replace(/"/g, '\\"')}"]`
    )
    await expect(results).toBeAttached()
    const top = await results
      .locator('ol > li > a')
      .evaluateAll((links) =>
        links
          .slice(0, 3)
          .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
      )
    if (!top.includes(golden.page)) {
      misses.push(
        `"${golden.query}" → ${golden.page}; got ${top.join(', ') || 'nothing'}`
      )
    }
  }
  expect(misses, misses.join('\n')).toEqual([])
})
