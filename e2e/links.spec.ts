import { test, expect, sitemapPaths, waitForHydration } from './fixtures'

test('every navbar and footer link resolves', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('nav.navbar a[href], footer a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  expect(hrefs.length).toBeGreaterThan(15)
  const origin = new URL(page.url()).origin
  for (const href of new Set(hrefs)) {
    const url = new URL(href)
    if (url.origin === origin) {
      const response = await request.get(url.pathname)
      expect(response.status(), `${url.pathname} from navbar or footer`).toBe(
        200
      )
    } else {
      // No network here: an external link must at least be a well-formed
      // https URL with a host.
      expect(url.protocol, href).toBe('https:')
      expect(url.hostname, href).not.toBe('')
    }
  }
})

test('internal links on every page return 200', async ({ page, request }) => {
  const checked = new Map<string, number>()
  const paths = await sitemapPaths(request)
  test.setTimeout(30_000 + paths.length * 3_000) // one crawl over every page
  for (const path of paths) {
    await page.goto(path)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    const origin = new URL(page.url()).origin
    for (const href of hrefs) {
      const url = new URL(href)
      if (url.origin !== origin || checked.has(url.pathname)) continue
      const response = await request.get(url.pathname)
      checked.set(url.pathname, response.status())
      expect(response.status(), `${url.pathname} linked from ${path}`).toBe(200)
    }
  }
  expect(checked.size).toBeGreaterThan(10)
})

test('pages load without console errors', async ({
  page,
  request,
  consoleErrors,
}) => {
  const paths = await sitemapPaths(request)
  test.setTimeout(30_000 + paths.length * 3_000) // one crawl over every page
  for (const path of paths) {
    await page.goto(path)
    await waitForHydration(page)
    expect(consoleErrors, `console errors on ${path}`).toEqual([])
  }
})
