/**
 * Cross-tool synonyms: what readers coming from Playwright, Selenium,
 * WebdriverIO, Puppeteer or Jest type, and the Cypress term to search for
 * instead. Applied at query time by `expandQuery`; the data lives in
 * synonyms.data.ts and is validated by a unit test.
 */
import { synonyms } from './synonyms.data'

const normalise = (text: string) => text.trim().toLowerCase()

const lookup = new Map<string, string>()
for (const entry of synonyms) {
  for (const term of entry.terms) lookup.set(normalise(term), entry.cypress)
}

/**
 * Replaces every known term of another tool in `query` by its Cypress
 * equivalent. The whole query is tried first (`page.goto`), then each
 * whitespace-separated word, so `page.route mock` becomes `intercept mock`.
 */
export function expandQuery(query: string): string {
  const whole = lookup.get(normalise(query))
  if (whole) return whole
  return query
    .split(/(\s+)/)
    .map((word) => lookup.get(normalise(word)) ?? word)
    .join('')
}
