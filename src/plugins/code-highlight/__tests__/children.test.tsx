import React from 'react'
import { describe, expect, it } from 'vitest'
import { codeBlockChildren } from '../children'

describe('codeBlockChildren', () => {
  it('reads the code of a fenced block from its highlighted lines', () => {
    expect(codeBlockChildren(undefined, '[["k","cy"],["","  "],[]]')).toBe(
      'cy\n  \n'
    )
  })

  it('gives nothing, not an error, when those lines are not valid', () => {
    expect(codeBlockChildren(undefined, 'not json')).toBeUndefined()
    expect(codeBlockChildren(undefined, undefined)).toBeUndefined()
  })

  it('joins text children, and keeps element children as given', () => {
    expect(codeBlockChildren(['a', '\n', 'b'], undefined)).toBe('a\nb')
    expect(codeBlockChildren('a', '[["","x"]]')).toBe('a')
    const bold = <b>bold</b>
    expect(codeBlockChildren(bold, undefined)).toBe(bold)
  })
})
