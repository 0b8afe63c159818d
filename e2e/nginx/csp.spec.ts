import { test, expect } from '../fixtures'
import { buildPages } from '../sweep/routes'

/**
 * Every page of the build, served by nginx with the production
 * Content-Security-Policy, must hydrate with no CSP violation: a blocked
 * inline script, style, image, font, connection or worker shows up as a
 * `securitypolicyviolation` event and a console error.
 */
const pages = buildPages()
/** Pages per test: one browser page visits them in turn. */
const CHUNK = 20

test.describe.configure({ mode: 'parallel' })
// The service worker registers under the policy too.
test.use({ serviceWorkers: 'allow' })

for (let start = 0; start < pages.length; start += CHUNK) {
  const chunk = pages.slice(start, start + CHUNK)
  const first = chunk[0]?.path ?? ''
  const last = chunk[chunk.length - 1]?.path ?? ''
  test(`pages ${start + 1}–${start + chunk.length} (${first} … ${last}) hydrate with no CSP violation`, async ({
    page,
  }) => {
    test.setTimeout(20_000 + chunk.length * 5_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (
        /Content Security Policy|Content-Security-Policy/i.test(message.text())
      )
        violations.push(`${page.url()}: ${message.text()}`)
    })
    await page.exposeFunction('__reportCspViolation', (text: string) =>
      violations.push(text)
    )
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (
          window as unknown as { __reportCspViolation(text: string): void }
        ).__reportCspViolation
        report(
          `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
        )
      })
    })
    for (const { path } of chunk) {
      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy'], path).toContain(
        "script-src 'self'"
      )
      await expect(page.locator('html'), path).toHaveAttribute(
        'data-has-hydrated',
        'true'
      )
    }
    expect(violations).toEqual([])
  })
}
