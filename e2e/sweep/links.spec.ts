/**
 * Link check of the whole build with linkinator: starting at `/` and at the
 * pages nothing links to, every page it can reach is crawled, and every link
 * on it (pages, assets and `#fragment` targets) must resolve. Links to other hosts are not followed:
 * the machine that runs the sweep has no internet.
 */
import { LinkChecker, LinkState } from 'linkinator'
import { expect, test } from '@playwright/test'
import { buildPages } from './routes'

/**
 * Pages that no page links to, by design, so the crawl starts at them too:
 * the search page is reached through the search box, and the configuration
 * partial is a standalone copy of text the docs embed.
 */
const UNLINKED = ['/search', '/partials/component-testing-config']

test('every link and fragment in the build resolves', async ({ baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  const checker = new LinkChecker()
  const result = await checker.check({
    path: [`${origin}/`, ...UNLINKED.map((path) => `${origin}${path}`)],
    recurse: true,
    checkFragments: true,
    // Few connections at a time: the pages test shares the same two cores.
    concurrency: 8,
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 2,
    linksToSkip: async (link) => !link.startsWith(origin),
  })
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (HTTP ${link.status}) on ${link.parent}`)
  expect(broken).toEqual([])
  // The crawl reached every page of the build, so nothing went unchecked.
  const crawled = new Set(
    result.links
      .filter((link) => link.state === LinkState.OK)
      .map((link) => new URL(link.url).pathname.replace(/(.)\/$/, '$1'))
  )
  const unreached = buildPages()
    .filter((page) => page.file.endsWith('index.html'))
    .map((page) => page.path.replace(/(.)\/$/, '$1'))
    .filter((path) => !crawled.has(path))
  expect(unreached).toEqual([])
})
