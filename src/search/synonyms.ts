/**
 * Applies other tools' vocabulary (synonyms.data.ts) to an understood query:
 * each term found is replaced by its Cypress term, and its page is returned
 * so the search can rank it first.
 *
 * A term matches when it is the whole query, when it is an identifier
 * (`page.click`, `vi.fn`, `$$`) found among the query's identifiers, or when
 * it is a phrase of several words found word for word. A single plain word
 * (`locator`, `sleep`) matches only as the whole query, so "sleep mode" or
 * "render a list" are left alone.
 */
import { isIdentifier, type UnderstoodQuery } from './query'
import { synonyms, type Synonym } from './synonyms.data'

const key = (text: string) => text.trim().toLowerCase()

const byTerm = new Map<string, Synonym>()
for (const entry of synonyms) byTerm.set(key(entry.term), entry)

// A dotted term is also found by its last part alone (`waitForSelector` for
// `page.waitForSelector`) when no other term ends the same way.
const lastParts = new Map<string, Synonym | null>()
for (const entry of synonyms) {
  const last = key(entry.term).split('.').pop() ?? ''
  if (
    !entry.term.includes('.') ||
    byTerm.has(last) ||
    !isIdentifier(entry.term.split('.').pop() ?? '')
  )
    continue
  const seen = lastParts.get(last)
  lastParts.set(
    last,
    seen === undefined ? entry : seen?.page === entry.page ? seen : null
  )
}
for (const [last, entry] of lastParts) if (entry) byTerm.set(last, entry)

const phrases = synonyms.filter(
  (entry) => entry.term.includes(' ') && !isIdentifier(entry.term)
)

/**
 * The words searched for a synonym: its Cypress term without `cy.` (a page
 * says `.select()` as often as `cy.select()`; the synonym's page is ranked
 * first anyway).
 */
const searchTerm = (entry: Synonym) => entry.cypress.replace(/^cy\./, '')

/** The query with other tools' terms replaced, and the pages they map to. */
export interface ExpandedQuery {
  /** The words to search for. */
  text: string
  /** Pages of the matched terms, in the order the terms appear. */
  pages: string[]
}

/** Replaces the other tools' terms in `query`; see the module comment. */
export function expandQuery(query: UnderstoodQuery): ExpandedQuery {
  const whole =
    byTerm.get(key(query.raw)) ?? byTerm.get(key(query.words.join(' ')))
  if (whole) return { text: searchTerm(whole), pages: [whole.page] }
  const pages: string[] = []
  let words = [...query.words]
  for (const entry of phrases) {
    const parts = key(entry.term).split(' ')
    const at = words.findIndex((_, i) =>
      parts.every((part, j) => key(words[i + j] ?? '') === part)
    )
    if (at < 0) continue
    words.splice(at, parts.length, searchTerm(entry))
    pages.push(entry.page)
  }
  words = words.map((word) => {
    if (!query.identifiers.includes(word)) return word
    // `driver.switchTo().frame` arrives as driver.switchTo.frame; a longer
    // name also matches by its last parts (expect.toBeVisible → toBeVisible).
    const segments = word.split('.')
    for (let i = 0; i < segments.length; i++) {
      const entry = byTerm.get(key(segments.slice(i).join('.')))
      if (entry && (i === 0 || isIdentifier(entry.term))) {
        pages.push(entry.page)
        return searchTerm(entry)
      }
    }
    return word
  })
  return { text: words.join(' '), pages: [...new Set(pages)] }
}
