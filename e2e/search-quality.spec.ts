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
  test.setTimeout(60_000 + goldenQueries.length * 500)

  // Each query goes through the search page, exactly as a reader's does:
  // query understanding, typo correction, synonyms, the local index and the
  // ranking all apply. The queries are typed one after another by a loop in
  // the page (one round trip for all of them, not three per query): each
  // is set as the box's value, announced with an input event as typing
  // does, and its results read once the page names that query as the one
  // on screen.
  await page.goto('/search')
  await waitForHydration(page)
  const queries = goldenQueries.map((golden) => golden.query)
  const ranked = await page.evaluate(async (all) => {
    const input = document.getElementById(
      'search-page-input'
    ) as HTMLInputElement
    // React tracks the value it last rendered: set it as the browser would.
    const setValue = Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      'value'
    )!.set!
    const results: Record<string, string[]> = {}
    for (const query of all) {
      setValue.call(input, query)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      const started = performance.now()
      let shown: Element | undefined
      while (!shown) {
        shown = [...document.querySelectorAll('[data-results-for]')].find(
          (element) => element.getAttribute('data-results-for') === query
        )
        if (shown) break
        if (performance.now() - started > 10_000) {
          throw new Error(`no results shown for "${query}" after 10 s`)
        }
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      results[query] = [...shown.querySelectorAll('ol > li > a')].map(
        (a) => new URL((a as HTMLAnchorElement).href).pathname
      )
    }
    return results
  }, queries)
  const report = await measureQuality(goldenQueries, async (query) => {
    return ranked[query] ?? []
  })
  const text = formatQuality(report)
  console.log(text)
  test.info().annotations.push({ type: 'search quality', description: text })
  expect(belowGoals(report), text).toEqual([])
})
