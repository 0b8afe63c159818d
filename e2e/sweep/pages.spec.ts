/**
 * The sweep: every page of the build opened in Chromium after hydration.
 * Each page must have no console error, no failed same-origin request, no
 * request to another host, no axe violation at WCAG 2.1 AA (and, for an
 * evenly spread sample of 30 pages, none in dark mode either), one H1, a
 * title and a meta description, and stay within the byte budgets of
 * budgets.ts. Every problem of a page is reported, not only the first.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import {
  CSS_GZIP,
  DOC_HTML_GZIP,
  DOC_JS_GZIP,
  HTML_BUDGET_EXCEPTIONS,
  kb,
} from './budgets'
import { BUILD_DIR, buildPages, spreadSample, UNKNOWN_PATH } from './routes'

const pages = buildPages()
const darkSample = new Set(spreadSample(pages, 30).map((page) => page.path))

/** The WCAG 2.1 A and AA rules of axe. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const gzipCache = new Map<string, number>()
/** Gzip size of a file served from the build, by URL path. */
function gzipSize(pathname: string): number {
  let size = gzipCache.get(pathname)
  if (size === undefined) {
    const body = readFileSync(join(BUILD_DIR, decodeURIComponent(pathname)))
    size = gzipSync(body, { level: 9 }).length
    gzipCache.set(pathname, size)
  }
  return size
}

/**
 * The axe violations of the page, one line each: rule, impact, targets.
 * `colorsOnly` runs just the rules that depend on colors, for a second pass
 * in dark mode (nothing else changes with the color mode). Highlighted code
 * is left out: its only rule is color contrast, which
 * src/config/__tests__/prism.test.ts checks for every token color of both
 * themes, and its thousands of token spans made axe take over a minute on
 * the longest API pages.
 */
async function axeViolations(
  page: Page,
  { colorsOnly = false } = {}
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).exclude('pre .token')
  const results = await (
    colorsOnly
      ? builder.withRules(['color-contrast', 'link-in-text-block'])
      : builder.withTags(WCAG_TAGS)
  ).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`
  )
}

test.describe.configure({ mode: 'parallel' })

for (const sweepPage of pages) {
  test(sweepPage.path, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const consoleErrors: string[] = []
    const failed: string[] = []
    const otherHosts: string[] = []
    const scripts = new Set<string>()
    const styles = new Set<string>()
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // The unknown path's own 404 response is expected, and logged.
      const expected404 =
        sweepPage.path === UNKNOWN_PATH &&
        message.location().url.endsWith(UNKNOWN_PATH)
      if (!expected404) consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) {
        otherHosts.push(request.url())
      }
    })
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === origin) {
        failed.push(`${request.url()}: ${request.failure()?.errorText}`)
      }
    })
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin !== origin) return
      const type = response.request().resourceType()
      const expected404 = type === 'document' && sweepPage.path === UNKNOWN_PATH
      if (response.status() >= 400 && !expected404) {
        failed.push(`${response.url()}: HTTP ${response.status()}`)
      }
      if (type === 'script') scripts.add(url.pathname)
      if (type === 'stylesheet') styles.add(url.pathname)
    })

    const response = await page.goto(sweepPage.path)
    expect(response?.status()).toBe(sweepPage.path === UNKNOWN_PATH ? 404 : 200)
    await page.waitForFunction(() =>
      document.documentElement.hasAttribute('data-has-hydrated')
    )

    const where = sweepPage.path
    expect.soft(consoleErrors, `${where}: console errors`).toEqual([])
    expect.soft(failed, `${where}: failed same-origin requests`).toEqual([])
    expect.soft(otherHosts, `${where}: requests to other hosts`).toEqual([])
    await expect
      .soft(page.locator('h1'), `${where}: exactly one H1`)
      .toHaveCount(1)
    expect.soft((await page.title()).trim(), `${where}: <title>`).not.toBe('')
    const description = await page
      .locator('meta[name="description"]')
      .first()
      .getAttribute('content')
      .catch(() => null)
    expect.soft(description?.trim(), `${where}: meta description`).toBeTruthy()

    const js = [...scripts].reduce((sum, path) => sum + gzipSize(path), 0)
    const css = [...styles].reduce((sum, path) => sum + gzipSize(path), 0)
    const html = gzipSync(readFileSync(sweepPage.file), { level: 9 }).length
    test.info().annotations.push({
      type: 'weight',
      description: `js ${js} css ${css} html ${html}`,
    })
    if (sweepPage.isDoc) {
      expect
        .soft(js, `${where}: first-load JS ${kb(js)} gzip > ${kb(DOC_JS_GZIP)}`)
        .toBeLessThanOrEqual(DOC_JS_GZIP)
      if (!HTML_BUDGET_EXCEPTIONS.has(sweepPage.path)) {
        expect
          .soft(html, `${where}: HTML ${kb(html)} gzip > ${kb(DOC_HTML_GZIP)}`)
          .toBeLessThanOrEqual(DOC_HTML_GZIP)
      }
    }
    expect
      .soft(css, `${where}: CSS ${kb(css)} gzip > ${kb(CSS_GZIP)}`)
      .toBeLessThanOrEqual(CSS_GZIP)

    expect.soft(await axeViolations(page), `${where}: axe, light`).toEqual([])
    if (darkSample.has(sweepPage.path)) {
      await page.evaluate(() => {
        document.documentElement.setAttribute('data-theme', 'dark')
      })
      expect
        .soft(
          await axeViolations(page, { colorsOnly: true }),
          `${where}: axe, dark`
        )
        .toEqual([])
    }
  })
}
