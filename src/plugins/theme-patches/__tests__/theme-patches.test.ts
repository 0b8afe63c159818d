import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ORIGINAL, REPLACEMENT } from '..'

const ORIGINAL_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));'
const PATCHED_SORT =
  'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));'

const original = readFileSync(ORIGINAL, 'utf8')
const replacement = readFileSync(REPLACEMENT, 'utf8')

/** The module's code: its first `//` comment lines and source map left out. */
const code = (text: string) =>
  text
    .replace(/^(\/\/.*\n)+/, '')
    .replace(/\n\/\/# sourceMappingURL=.*$/, '')
    .trimEnd()

describe('theme-patches', () => {
  it('is still needed: the installed hook sorts with localeCompare', () => {
    expect(original).toContain(ORIGINAL_SORT)
  })

  it('replaces the module with a copy that differs in that line only', () => {
    expect(replacement).toContain(PATCHED_SORT)
    expect(replacement).not.toMatch(/\.localeCompare\(/)
    expect(code(replacement).replace(PATCHED_SORT, ORIGINAL_SORT)).toBe(
      code(original)
    )
  })

  it('orders the keys the same whatever order the object has them in', () => {
    const sort = new Function(
      'deps',
      `${PATCHED_SORT} return deps.map((d) => d[0])`
    ) as (deps: [string][]) => string[]
    const keys = ['sidebar', 'path', 'Attributes', 'childList', 'subtree']
    const sorted = sort(keys.map((key) => [key]))
    expect(sort([...keys].reverse().map((key) => [key]))).toEqual(sorted)
    expect(sorted).toEqual([
      'Attributes',
      'childList',
      'path',
      'sidebar',
      'subtree',
    ])
  })
})
