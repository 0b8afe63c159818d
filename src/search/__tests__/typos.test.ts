import { describe, expect, it } from 'vitest'
import { closestWords, correctWords, createVocabulary } from '../typos'

const vocabulary = createVocabulary({
  words: [
    'visit',
    'list',
    'intercept',
    'should',
    'contains',
    'component',
    'wait',
    'with',
  ],
  counts: [900, 300, 500, 700, 400, 350, 600, 800],
  defines: { '--spec': ['/guides/guides/command-line'] },
})

describe('typo correction', () => {
  it('corrects transpositions, missing and extra letters', () => {
    expect(correctWords(vocabulary, ['intrecept']).words).toEqual(['intercept'])
    expect(correctWords(vocabulary, ['shuold']).words).toEqual(['should'])
    expect(correctWords(vocabulary, ['compnent', 'testing']).words).toEqual([
      'component',
      'testing',
    ])
  })

  it('breaks ties between words at the same distance by frequency', () => {
    // "vist" is one edit from both "visit" and "list"; "visit" is commoner.
    expect(closestWords(vocabulary, 'vist')).toEqual(['visit'])
  })

  it('allows one edit up to five letters and two beyond', () => {
    expect(correctWords(vocabulary, ['wiat']).words).toEqual(['wait'])
    expect(correctWords(vocabulary, ['wxyz']).changed).toBe(false)
    expect(closestWords(vocabulary, 'intrcpt')).toEqual(['intercept'])
  })

  it('leaves known words, identifiers and numbers alone, but checks cy. members', () => {
    const result = correctWords(
      vocabulary,
      ['visit', 'baseUrl', '4000', 'cy.cotains'],
      ['baseUrl']
    )
    expect(result.words).toEqual(['visit', 'baseUrl', '4000', 'cy.contains'])
    expect(result.changed).toBe(true)
    expect(correctWords(vocabulary, ['visit']).changed).toBe(false)
  })

  it('knows which pages define a name', () => {
    expect(vocabulary.definedOn('--SPEC')).toEqual([
      '/guides/guides/command-line',
    ])
    expect(vocabulary.definedOn('--nope')).toEqual([])
  })

  it('rejects a vocabulary whose lists disagree', () => {
    expect(() => createVocabulary({ words: ['a'], counts: [] })).toThrow(
      /differ in length/
    )
  })
})
