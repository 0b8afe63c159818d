import { describe, expect, it } from 'vitest'
import { checkPlan } from '../check.mts'
import {
  cpuTicks,
  formatTable,
  PLAN,
  runPlan,
  stagesOf,
  type Stage,
} from '../stages.mts'

const node = (name: string, code: string): Stage => ({
  name,
  command: [process.execPath, '-e', code],
})

describe('runPlan', () => {
  it('runs side-by-side stages together and stops after a failed step', async () => {
    const results = await runPlan([
      { parallel: [node('a', 'setTimeout(() => {}, 300)'), node('b', '')] },
      node('fails', 'process.exit(3)'),
      node('never', ''),
    ])
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['a', true],
      ['b', true],
      ['fails', false],
    ])
    // Side by side: the step took as long as its longest stage.
    expect(results[1]!.seconds).toBeLessThan(results[0]!.seconds)
  })

  it('runs every step with keepGoing, and only the included stages', async () => {
    const results = await runPlan(
      [node('fails', 'process.exit(1)'), node('next', ''), node('left', '')],
      (name) => name !== 'left',
      { keepGoing: true }
    )
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['fails', false],
      ['next', true],
    ])
  })
})

describe('formatTable', () => {
  it('lists each stage with its seconds, CPU and status, then the total', () => {
    expect(
      formatTable(
        [
          { name: 'lint', seconds: 12.4, ok: true, cpuBusy: 0.504 },
          { name: 'sweep', seconds: 301, ok: false },
        ],
        320
      ).split('\n')
    ).toEqual([
      'lint           12 s  cpu 50%  ok',
      'sweep         301 s           FAILED',
      'total (wall)  320 s',
    ])
  })
})

describe('cpuTicks', () => {
  it('reads busy and total ticks from the first line of /proc/stat', () => {
    expect(
      cpuTicks(() => 'cpu  10 2 8 70 10 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8\n')
    ).toEqual({ busy: 20, total: 100 })
  })

  it('is null when /proc/stat is missing or not as expected', () => {
    expect(
      cpuTicks(() => {
        throw new Error('ENOENT')
      })
    ).toBeNull()
    expect(cpuTicks(() => 'intr 1 2 3')).toBeNull()
  })
})

describe('PLAN', () => {
  it('names each stage once, in a later step than the builds it needs', () => {
    const names = PLAN.flatMap(stagesOf).map((s) => s.name)
    expect(new Set(names).size).toBe(names.length)
    const stepOf = (name: string) =>
      PLAN.findIndex((step) => stagesOf(step).some((s) => s.name === name))
    for (const needsBuild of ['check:routes', 'sweep', 'test:e2e']) {
      expect(stepOf(needsBuild)).toBeGreaterThan(stepOf('build'))
    }
    expect(stepOf('test:e2e')).toBeGreaterThan(stepOf('build:fixture'))
  })
})

describe('checkPlan', () => {
  const names = (files: string[]) =>
    checkPlan(files).flatMap((step) => stagesOf(step).map((s) => s.command))

  it('lints the touched files and checks the examples of touched pages and partials only', () => {
    const commands = names([
      'docs/api/commands/get.mdx',
      'docs/api/_partials/x.mdx',
      'src/search/query.ts',
      'static/img/a.png',
    ])
    expect(commands).toContainEqual([
      'npx',
      'prettier',
      '--check',
      '--ignore-unknown',
      '--plugin',
      './scripts/prettier-lint-mdx.mjs',
      'docs/api/commands/get.mdx',
      'docs/api/_partials/x.mdx',
      'src/search/query.ts',
    ])
    expect(commands).toContainEqual(['npx', 'eslint', 'src/search/query.ts'])
    expect(commands).toContainEqual([
      'npx',
      'tsx',
      'scripts/check-examples.ts',
      'docs/api/commands/get.mdx',
      'docs/api/_partials/x.mdx',
    ])
    expect(commands).toContainEqual([
      'npx',
      'vitest',
      'related',
      '--run',
      '--passWithNoTests',
      'src/search/query.ts',
    ])
  })

  it('skips the example and unit stages when no page or code changed', () => {
    const commands = names(['README.md']).map((c) => c.join(' '))
    expect(commands.some((c) => c.includes('check-examples'))).toBe(false)
    expect(commands.some((c) => c.includes('vitest'))).toBe(false)
    expect(commands).toContain('npm run --silent check:pages')
  })
})
