import { describe, expect, it } from 'vitest'
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer'
import { isPlainText, mergeTokens } from '../tokens'

/** The lines of tokens that the code block renders for `code`. */
function tokenize(code: string, language: string): Token[][] {
  return normalizeTokens(Prism.tokenize(code, Prism.languages[language]!))
}

const EXAMPLE = `describe('login', () => {
  it('signs in', () => {
    cy.visit('/login')

    cy.get('[data-cy=email]').type('ada@example.com')
    cy.contains('button', 'Sign in').click()
  })
})
`

describe('mergeTokens', () => {
  it('joins neighbours of the same types and keeps the rest', () => {
    const line: Token[] = [
      { types: ['punctuation'], content: ')' },
      { types: ['punctuation'], content: '.' },
      { types: ['function'], content: 'click' },
      { types: ['plain'], content: ' ' },
      { types: ['plain'], content: ' ' },
    ]
    expect(mergeTokens(line)).toEqual([
      { types: ['punctuation'], content: ').' },
      { types: ['function'], content: 'click' },
      { types: ['plain'], content: '  ' },
    ])
    expect(line).toHaveLength(5)
  })

  it('never joins an empty token', () => {
    const empty: Token = { types: ['plain'], content: '\n', empty: true }
    const line: Token[] = [empty, { types: ['plain'], content: 'a' }]
    expect(mergeTokens(line)).toEqual(line)
  })

  it('keeps the text of every line of a real example, in fewer tokens', () => {
    const lines = tokenize(EXAMPLE, 'javascript')
    const text = (line: Token[]) => line.map((token) => token.content).join('')
    let before = 0
    let after = 0
    for (const line of lines) {
      const merged = mergeTokens(line)
      expect(text(merged)).toBe(text(line))
      for (let i = 1; i < merged.length; i++) {
        expect(merged[i]!.types).not.toEqual(merged[i - 1]!.types)
      }
      before += line.length
      after += merged.length
    }
    expect(after).toBeLessThan(before)
  })
})

describe('isPlainText', () => {
  it('is true only for non-empty tokens of the single type plain', () => {
    expect(isPlainText({ types: ['plain'], content: 'cy' })).toBe(true)
    expect(isPlainText({ types: ['plain'], content: '' })).toBe(false)
    expect(isPlainText({ types: ['plain'], content: '\n', empty: true })).toBe(
      false
    )
    expect(isPlainText({ types: ['keyword'], content: 'const' })).toBe(false)
    expect(isPlainText({ types: ['plain', 'string'], content: "'a'" })).toBe(
      false
    )
  })
})
