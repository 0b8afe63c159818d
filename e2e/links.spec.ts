import { test, expect } from './fixtures'

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

// Every internal link and fragment of every page, and console errors on
// every page, are checked by the sweep (e2e/sweep/): linkinator crawls the
// whole build and pages.spec.ts opens each page.
