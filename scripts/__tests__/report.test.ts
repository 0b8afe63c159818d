import { describe, expect, it } from 'vitest'
import { reportsToRun, worstExitCode } from '../report'

describe('reportsToRun', () => {
  it('runs the API coverage report only when its script exists', () => {
    expect(reportsToRun(() => false)).toEqual([
      'scripts/report-routes.ts',
      'scripts/report-prose.ts',
      'scripts/report-faq.ts',
    ])
    expect(reportsToRun(() => true)).toEqual([
      'scripts/report-routes.ts',
      'scripts/report-prose.ts',
      'scripts/report-faq.ts',
      'scripts/report-api-coverage.ts',
    ])
  })
})

describe('worstExitCode', () => {
  it('is the highest code, with a killed process counting as 1', () => {
    expect(worstExitCode([0, 0])).toBe(0)
    expect(worstExitCode([0, 2, 1])).toBe(2)
    expect(worstExitCode([0, null])).toBe(1)
    expect(worstExitCode([])).toBe(0)
  })
})
