import { describe, expect, it } from 'vitest'
import {
  MAX_QUERY_LENGTH,
  isIdentifier,
  stemsOf,
  understandQuery,
} from '../query'

const text = (query: string) => understandQuery(query).text

describe('understandQuery', () => {
  it('strips question words and filler from questions', () => {
    expect(text('how can I test a file download')).toBe('test file download')
    expect(text('what node version do I need')).toBe('node version')
    expect(text('why does my test pass locally but fail in CI')).toBe(
      'test pass locally fail ci'
    )
    expect(text('Can I use Cypress with Vite?')).toBe('vite')
  })

  it('keeps identifiers whole', () => {
    const { identifiers } = understandQuery(
      'cy.get locator.click CYPRESS_RECORD_KEY --spec baseUrl {enter} window:before:load cypress/included'
    )
    expect(identifiers).toEqual([
      'cy.get',
      'locator.click',
      'CYPRESS_RECORD_KEY',
      '--spec',
      'baseUrl',
      '{enter}',
      'window:before:load',
      'cypress/included',
    ])
    expect(isIdentifier('DEBUG=cypress:*')).toBe(true)
    expect(isIdentifier('download')).toBe(false)
  })

  it('normalises what varies in pasted errors', () => {
    expect(
      text(
        'Timed out retrying after 4000ms: Expected to find element: [data-cy=submit], but never found it.'
      )
    ).toBe('timed out retrying after expected find element never found')
    expect(
      text("cy.task('db:seed') failed with the following error: oops")
    ).toBe('cy.task failed following error oops')
    expect(
      text('cy.visit() failed trying to load: http://localhost:8080/users')
    ).toBe('cy.visit failed load')
    expect(
      text('A fixture file could not be found at cypress/fixtures/users.json')
    ).toBe('fixture file not found')
    expect(
      text(
        'No version of Cypress is installed in: /root/.cache/Cypress/15.3.0/Cypress'
      )
    ).toBe('no version installed')
    expect(
      understandQuery(
        'cy.type() failed because it requires a valid typeable element'
      ).isError
    ).toBe(true)
  })

  it('does not treat apostrophes inside words as quotes', () => {
    expect(text("why can't I assign cy.get to a variable")).toBe(
      'assign cy.get variable'
    )
  })

  it('stems words the way the index does (Porter2), identifiers by part', () => {
    expect(stemsOf('retrying downloads')).toEqual(['retri', 'download'])
    expect(stemsOf('cy.intercept')).toEqual(['cy', 'intercept'])
  })

  it('has nothing to search for in question words, markup or punctuation alone', () => {
    for (const query of [
      '',
      '   ',
      'what is this',
      'how do I',
      '.*[(',
      "'",
      '"',
    ]) {
      expect(understandQuery(query).words, JSON.stringify(query)).toEqual([])
    }
    expect(text('cypress')).toBe('cypress')
    expect(text('<script>alert(1)</script>')).toBe('alert')
    expect(text('🙂 emoji')).toBe('emoji')
  })

  it('cuts long queries', () => {
    const long = 'intercept '.repeat(300)
    expect(understandQuery(long).raw.length).toBe(MAX_QUERY_LENGTH)
    expect(text(long)).toBe('intercept')
  })
})
