/**
 * Link check of the whole build with linkinator: starting at `/`, every page
 * it can reach is crawled, and every link on it (pages, assets and
 * `#fragment` targets) must resolve; the pages nothing links to are checked
 * the same way, each on its own. Links to other hosts are not followed: the
 * machine that runs the sweep has no internet.
 *
 * Two things linkinator would do that check nothing, and cost most of its
 * time, are left out, with what they would prove checked instead:
 * - A same-origin link with a query string (the 296 keyword links of
 *   `/plugins/`) is the same HTML file as its path, which nginx serves
 *   whatever the query; linkinator would fetch and parse the whole plugins
 *   page once per keyword (30 of 39 s). Such links are not crawled, and
 *   their path must be one the crawl found.
 * - One crawl per start page: given several start pages at once, linkinator
 *   shares one cache between them but recurses only below each start page's
 *   path, so a page first reached from `/search` was checked for its status
 *   and never parsed, and its own links went unchecked, by chance of order.
 *   The test now asserts that every page of the build was parsed.
 */
import { LinkChecker, LinkState, type CrawlResult } from 'linkinator'
import { expect, test } from '@playwright/test'
import { buildPages } from './routes'

/**
 * Pages that no page links to, by design, so that their links are checked
 * too: the search page is reached through the search box, and the
 * configuration partial is a standalone copy of text the docs embed.
 */
const UNLINKED = ['/search', '/partials/component-testing-config']

/** A URL path with no trailing slash (but `/`), as pages are compared. */
const bare = (pathname: string) => pathname.replace(/(.)\/$/, '$1')

test('every link and fragment in the build resolves', async ({ baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  /** Same-origin links with a query, not crawled: checked by path below. */
  const withQuery = new Set<string>()
  const crawl = (start: string): Promise<CrawlResult> =>
    new LinkChecker().check({
      path: `${origin}${start}`,
      recurse: true,
      checkFragments: true,
      // Few connections at a time: the pages test shares the same two cores.
      concurrency: 8,
      timeout: 60_000,
      retryErrors: true,
      retryErrorsCount: 2,
      linksToSkip: async (link) => {
        if (!link.startsWith(origin)) return true
        const url = new URL(link)
        if (url.search === '') return false
        withQuery.add(link)
        return true
      },
    })
  const results = [await crawl('/')]
  for (const start of UNLINKED) results.push(await crawl(start))
  const links = results.flatMap((result) => result.links)
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (HTTP ${link.status}) on ${link.parent}`)
  expect(broken).toEqual([])

  const resolved = new Set(
    links
      .filter((link) => link.state === LinkState.OK)
      .map((link) => bare(new URL(link.url).pathname))
  )
  const queryTargetsMissing = [...withQuery].filter(
    (link) => !resolved.has(bare(new URL(link).pathname))
  )
  expect(queryTargetsMissing, 'links with a query to no page').toEqual([])
  // The plugins page's keyword links went this way: the rule is not dead.
  expect(withQuery.size, 'links with a query seen').toBeGreaterThan(0)

  // Every page of the build was parsed, its links checked: each is the
  // parent of at least one link.
  const parsed = new Set(
    links
      .map((link) => link.parent)
      .filter((parent): parent is string => parent !== undefined)
      .map((parent) => bare(new URL(parent).pathname))
  )
  const unparsed = buildPages()
    .filter((page) => page.file.endsWith('index.html'))
    .map((page) => bare(page.path))
    .filter((path) => !parsed.has(path))
  expect(unparsed).toEqual([])
})
