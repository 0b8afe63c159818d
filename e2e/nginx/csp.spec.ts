import { test, expect } from '../fixtures'
import { buildPages, shellPages } from '../sweep/routes'

/**
 * The sweep (e2e/sweep/pages.spec.ts) opens every page under nginx's
 * Content-Security-Policy with the service worker blocked, as its caching
 * would double each page's requests. Here the worker is allowed: on the
 * first page of each section's sidebar, it registers and takes
 * control, and the page hydrates, with no violation of the policy.
 */
const pages = [...shellPages(buildPages())]

// The service worker registers under the policy too.
test.use({ serviceWorkers: 'allow' })

test(`the service worker registers under the policy on ${pages.length} pages`, async ({
  page,
}) => {
  test.setTimeout(20_000 + pages.length * 5_000)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
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
  for (const path of pages) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy'], path).toContain(
      "script-src 'self'"
    )
    await expect(page.locator('html'), path).toHaveAttribute(
      'data-has-hydrated',
      'true'
    )
    await page.waitForFunction(() => navigator.serviceWorker.controller)
  }
  expect(violations).toEqual([])
})
