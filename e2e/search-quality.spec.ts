import { goldenQueries } from '../src/search/golden-queries'
import { expandQuery } from '../src/search/synonyms'
import { test, expect } from './fixtures'

test('golden queries find their page among the top three results', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const routes = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname
    )
  )
  const runnable = goldenQueries.filter((golden) => routes.has(golden.page))
  const skipped = goldenQueries.length - runnable.length
  test.info().annotations.push({
    type: 'golden queries',
    description: `${runnable.length} run, ${skipped} skipped (page not written yet)`,
  })
  console.log(
    `golden queries: ${runnable.length} run, ${skipped} skipped (page not written yet)`
  )
  expect(goldenQueries.length).toBeGreaterThanOrEqual(40)
  expect(runnable.length).toBeGreaterThan(0)

  await page.goto('/')
  const tops = await page.evaluate(
    async (queries) => {
      const pagefind = await import(
        /* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`
      )
      const out: string[][] = []
      for (const query of queries) {
        const search = await pagefind.search(query)
        const data = await Promise.all(
          search.results
            .slice(0, 3)
            .map((r: { data(): Promise<{ url: string }> }) => r.data())
        )
        out.push(data.map((d) => d.url.replace(/\/$/, '')))
      }
      return out
    },
    runnable.map((golden) => expandQuery(golden.query))
  )
  const misses = runnable
    .map((golden, i) => ({ ...golden, top: tops[i] ?? [] }))
    .filter((golden) => !golden.top.includes(golden.page))
    .map(
      (g) => `"${g.query}" → ${g.page}; got ${g.top.join(', ') || 'nothing'}`
    )
  expect(misses, misses.join('\n')).toEqual([])
})
