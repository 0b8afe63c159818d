import { describe, expect, it } from 'vitest'
import { compareText } from '../text'

describe('compareText', () => {
  it('orders case-insensitively, like a reader expects a list of names', () => {
    const names = ['cypress-axe', 'Applitools Eyes', 'axe', 'Cypress Cloud']
    expect([...names].sort(compareText)).toEqual([
      'Applitools Eyes',
      'axe',
      'Cypress Cloud',
      'cypress-axe',
    ])
  })

  it('breaks a case-only tie by the exact text, so the order is stable', () => {
    expect(compareText('Axe', 'axe')).toBeLessThan(0)
    expect(compareText('axe', 'Axe')).toBeGreaterThan(0)
    expect(compareText('axe', 'axe')).toBe(0)
  })

  it('orders ISO dates by time', () => {
    expect(['2023-11', '2024-03-05', '2024'].sort(compareText)).toEqual([
      '2023-11',
      '2024',
      '2024-03-05',
    ])
  })
})
