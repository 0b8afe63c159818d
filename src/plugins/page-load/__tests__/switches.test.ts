import { describe, expect, it } from 'vitest'
import { disabledParts, PAGE_LOAD_PARTS } from '../switches'

describe('PAGE_LOAD_DISABLE', () => {
  it('disables nothing when unset or empty', () => {
    expect([...disabledParts(undefined)]).toEqual([])
    expect([...disabledParts(' , ')]).toEqual([])
  })

  it('reads a comma-separated list of parts', () => {
    expect([...disabledParts('staged-entry, deduped-prefetch')]).toEqual([
      'staged-entry',
      'deduped-prefetch',
    ])
  })

  it('names an unknown part, and the known ones', () => {
    expect(() => disabledParts('staged-entry,stagedentry')).toThrow(
      `PAGE_LOAD_DISABLE: unknown part stagedentry; the parts are ${PAGE_LOAD_PARTS.join(', ')}`
    )
  })
})
