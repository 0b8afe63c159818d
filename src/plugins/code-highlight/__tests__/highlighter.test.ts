import { describe, expect, it } from 'vitest'
import { loadHighlighter, palette } from '../highlighter'
import {
  alignLines,
  codeFromJson,
  lineText,
  linesFromJson,
  plainLines,
} from '../lines'

describe('loadHighlighter', () => {
  it('gives each line its class names and texts, the text unchanged', async () => {
    const highlight = await loadHighlighter()
    const code = "cy.get('.a')\n\n  .should('be.visible') // ok"
    const lines = highlight(code, 'JS')
    expect(lines.map(lineText)).toEqual(code.split('\n'))
    expect(lines[1]).toEqual([])
    const [first] = lines
    // `'.a'` is one string token with the string color of both themes.
    const index = first!.indexOf("'.a'")
    expect(first![index - 1]).toBe(palette.className(['string'], 'js'))
    expect(first![index - 1]).toMatch(/^tl\d+ td\d+$/)
  })

  it('joins neighbouring tokens of the same classes', async () => {
    const highlight = await loadHighlighter()
    // Three punctuation tokens in a row: one span.
    const [line] = highlight('f()})', 'js')
    expect(line).toEqual([
      palette.className(['function'], 'js'),
      'f',
      palette.className(['punctuation'], 'js'),
      '()})',
    ])
  })

  it('knows the additional languages, and leaves unknown ones plain', async () => {
    const highlight = await loadHighlighter()
    const [bash] = highlight('npx cypress run --spec "a.cy.js"', 'shell')
    expect(bash!.filter((_, i) => i % 2 === 0).some(Boolean)).toBe(true)
    const [diff] = highlight('+ added', 'diff')
    expect(diff![0]).not.toBe('')
    expect(highlight('any <text>', 'svelte')).toEqual([['', 'any <text>']])
  })
})

describe('alignLines', () => {
  const line = (text: string) => ['', text]

  it('keeps the lines the code has, skipping magic-comment lines', () => {
    const built = [line('a()'), line('// highlight-next-line'), line('b()')]
    expect(alignLines(built, 'a()\nb()')).toEqual([line('a()'), line('b()')])
  })

  it('returns null for lines that do not make up the code, or bad data', () => {
    expect(alignLines([line('a()')], 'a()\nb()')).toBeNull()
    expect(alignLines([line('x')], 'y')).toBeNull()
    expect(alignLines({ lines: [] }, 'a')).toBeNull()
    expect(alignLines([['a']], 'a')).toBeNull()
    expect(alignLines([['', 1]], '1')).toBeNull()
  })

  it('reads the lines from JSON, and gives null for text that is not JSON', () => {
    expect(linesFromJson('[["","a"],[]]', 'a\n')).toEqual([['', 'a'], []])
    expect(linesFromJson('[["","a"]', 'a')).toBeNull()
  })

  it('reads the code from the lines alone, or null for bad data', () => {
    expect(codeFromJson('[["","a"],[],["k","b","","()"]]')).toBe('a\n\nb()')
    expect(codeFromJson('[["","a"]')).toBeNull()
    expect(codeFromJson('[["a"]]')).toBeNull()
    expect(codeFromJson('{"lines":[]}')).toBeNull()
  })

  it('has plain lines for unhighlighted code', () => {
    expect(plainLines('a\n\nb')).toEqual([['', 'a'], [], ['', 'b']])
  })
})
