import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { understandQuery } from '../query'
import { expandQuery } from '../synonyms'
import { synonyms, synonymTools } from '../synonyms.data'

const routes = new Set(
  readFileSync(join(__dirname, '../../../../shared/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => /^- (\/\S+)/.exec(line)?.[1])
    .filter((route): route is string => Boolean(route))
)

const expand = (query: string) => expandQuery(understandQuery(query))

describe('the synonym data', () => {
  it('has at least 150 entries from the tools the issue names', () => {
    expect(synonyms.length).toBeGreaterThanOrEqual(150)
    for (const tool of synonymTools.filter((t) => t !== 'general')) {
      expect(
        synonyms.some((entry) => entry.tool === tool),
        tool
      ).toBe(true)
    }
  })

  it('points every entry at a route that exists', () => {
    expect(routes.size).toBeGreaterThan(200)
    for (const entry of synonyms) {
      expect(routes.has(entry.page), `"${entry.term}" → ${entry.page}`).toBe(
        true
      )
    }
  })

  it('lists no term twice and leaves no field empty', () => {
    const seen = new Set<string>()
    for (const entry of synonyms) {
      const key = entry.term.toLowerCase()
      expect(seen.has(key), `"${entry.term}" listed twice`).toBe(false)
      seen.add(key)
      expect(entry.term.trim(), 'term').not.toBe('')
      expect(entry.cypress.trim(), `cypress term of "${entry.term}"`).not.toBe(
        ''
      )
    }
  })
})

describe('expandQuery', () => {
  it('maps other tools’ names to the Cypress term and its page', () => {
    expect(expand('page.route')).toEqual({
      text: 'intercept',
      pages: ['/api/commands/intercept'],
    })
    expect(expand('locator.fill').pages).toEqual(['/api/commands/type'])
    expect(expand('vi.useFakeTimers').pages).toEqual(['/api/commands/clock'])
    expect(expand('by.binding').pages).toEqual([
      '/guides/end-to-end-testing/protractor-to-cypress',
    ])
    expect(expand('t.typeText').text).toBe('type')
  })

  it('matches names inside a query, and the last parts of a longer name', () => {
    expect(expand('jest.fn callback')).toEqual({
      text: 'stub callback',
      pages: ['/api/commands/stub'],
    })
    expect(expand('expect(locator).toBeVisible()').pages).toEqual([
      '/api/assertions/assertions-reference',
    ])
    expect(expand('driver.switchTo().frame').pages).toEqual([
      '/faq/questions/using-cypress-faq',
    ])
    expect(expand('waitForSelector').pages).toEqual(['/api/commands/get'])
  })

  it('matches phrases word for word, and plain words only as the whole query', () => {
    expect(expand('implicit wait timeout').pages).toEqual([
      '/api/queries/retriability-guide',
    ])
    expect(expand('sleep').pages).toEqual(['/api/commands/wait'])
    expect(expand('sleep mode for the laptop').pages).toEqual([])
  })

  it('leaves other queries alone', () => {
    expect(expand('shadow dom')).toEqual({ text: 'shadow dom', pages: [] })
  })
})
