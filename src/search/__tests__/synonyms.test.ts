import { describe, expect, it } from 'vitest'
import { expandQuery } from '../synonyms'
import { synonyms } from '../synonyms.data'

describe('the synonym data', () => {
  it('maps every term to exactly one Cypress term', () => {
    const seen = new Map<string, string>()
    for (const entry of synonyms) {
      expect(entry.cypress.trim(), 'cypress term').not.toBe('')
      expect(entry.terms.length, entry.cypress).toBeGreaterThan(0)
      expect(entry.tools.length, entry.cypress).toBeGreaterThan(0)
      for (const term of entry.terms) {
        const key = term.toLowerCase()
        expect(seen.get(key), `"${term}" listed twice`).toBeUndefined()
        seen.set(key, entry.cypress)
      }
    }
  })
})

describe('expandQuery', () => {
  it('maps other tools’ terms to the Cypress term', () => {
    expect(expandQuery('page.route')).toBe('cy.intercept')
    expect(expandQuery('waitForSelector')).toBe('cy.get')
    expect(expandQuery('page.goto')).toBe('cy.visit')
    expect(expandQuery('findElement')).toBe('cy.get')
    expect(expandQuery('browser.url')).toBe('cy.visit')
    expect(expandQuery('jest.fn')).toBe('cy.stub')
  })

  it('matches whole queries and single words, case-insensitively', () => {
    expect(expandQuery('  Page.Goto ')).toBe('cy.visit')
    expect(expandQuery('jest.fn callback')).toBe('cy.stub callback')
    expect(expandQuery('implicit wait')).toBe('retry-ability')
  })

  it('leaves other queries alone', () => {
    expect(expandQuery('shadow dom')).toBe('shadow dom')
    expect(expandQuery('<img src=x>')).toBe('<img src=x>')
  })
})
