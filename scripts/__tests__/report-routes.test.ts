import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  builtRoutes,
  coverage,
  formatReport,
  main,
  parseRoutes,
  routesFilePath,
  unexpectedRoutes,
} from '../report-routes'

const ROUTES = `# Documentation routes

Prose that mentions - /not-a-route and /guides/overview in passing.

## guides · Overview
- /guides/overview/why-cypress — Why Cypress?
- /guides/overview/key-differences — Key Differences — and more

## guides · End-to-End Testing > Introduction
- /guides/end-to-end-testing/first/ — Writing Your First E2E Test

## api · Commands
- /api/commands/and — and
`

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A temporary folder holding the given files (empty text for each). */
function tree(files: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-routes-'))
  dirs.push(dir)
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), '')
  }
  return dir
}

describe('parseRoutes', () => {
  it('reads sidebar, category, route and title under each heading', () => {
    expect(parseRoutes(ROUTES)).toEqual([
      {
        sidebar: 'guides',
        category: 'Overview',
        route: '/guides/overview/why-cypress',
        title: 'Why Cypress?',
      },
      {
        sidebar: 'guides',
        category: 'Overview',
        route: '/guides/overview/key-differences',
        title: 'Key Differences — and more',
      },
      {
        sidebar: 'guides',
        category: 'End-to-End Testing > Introduction',
        route: '/guides/end-to-end-testing/first',
        title: 'Writing Your First E2E Test',
      },
      {
        sidebar: 'api',
        category: 'Commands',
        route: '/api/commands/and',
        title: 'and',
      },
    ])
  })

  it('names the line of a malformed route or heading', () => {
    expect(() => parseRoutes('## guides · A\n- /a/b Title\n', 'r.txt')).toThrow(
      'r.txt:2: route line is not "- /route — Title"'
    )
    expect(() => parseRoutes('## Overview\n')).toThrow(
      'routes.txt:1: heading "Overview" is not "<sidebar> · <Category>"'
    )
    expect(() => parseRoutes('- /a — A\n')).toThrow(
      'routes.txt:1: route /a comes before any heading'
    )
  })
})

describe('builtRoutes', () => {
  it('maps index.html files under the doc sections to routes', () => {
    const dir = tree([
      'index.html',
      '404.html',
      'search/index.html',
      'plugins/index.html',
      'partials/component-testing-config/index.html',
      'guides/overview/why-cypress/index.html',
      'api/commands/and/index.html',
      'api/commands/should.html',
      'examples/recipes/index.html',
      'faq/index.html',
      'guides/overview/why-cypress/diagram.svg',
    ])
    expect(builtRoutes(dir)).toEqual([
      '/api/commands/and',
      '/api/commands/should',
      '/examples/recipes',
      '/faq',
      '/guides/overview/why-cypress',
    ])
  })

  it('returns nothing for a build without doc sections', () => {
    expect(builtRoutes(tree(['index.html']))).toEqual([])
  })
})

describe('unexpectedRoutes', () => {
  it('lists built routes in neither list, ignoring trailing slashes', () => {
    expect(
      unexpectedRoutes(
        ['/guides/z', '/guides/a', '/guides/b/', '/api/old', '/api/new'],
        ['/guides/a/', '/guides/b'],
        ['/api/old']
      )
    ).toEqual(['/api/new', '/guides/z'])
  })

  it('returns nothing when every route is known', () => {
    expect(unexpectedRoutes(['/a'], ['/a'], [])).toEqual([])
  })
})

describe('coverage and formatReport', () => {
  it('counts present routes per sidebar and lists the missing ones', () => {
    const rows = coverage(parseRoutes(ROUTES), [
      '/guides/overview/why-cypress',
      '/api/commands/and',
      '/guides/extra',
    ])
    expect(
      rows.map(({ sidebar, present, expected }) => [sidebar, present, expected])
    ).toEqual([
      ['guides', 1, 3],
      ['api', 1, 1],
    ])
    expect(formatReport(rows, ['/guides/extra'])).toEqual([
      'Routes: 2/4 expected doc routes built',
      '',
      'guides: 1/3',
      '  missing (2):',
      '    /guides/overview/key-differences — Key Differences — and more',
      '    /guides/end-to-end-testing/first — Writing Your First E2E Test',
      '',
      'api: 1/1',
      '',
      'Unexpected doc routes (built, not in routes.txt): 1',
      '    /guides/extra',
    ])
    expect(formatReport(rows, [], { listMissing: false })).toEqual([
      'Routes: 2/4 expected doc routes built',
      '',
      'guides: 1/3',
      '',
      'api: 1/1',
      '',
      'Unexpected doc routes (built, not in routes.txt): none',
    ])
  })
})

describe('main', () => {
  /** Runs main() on a temporary root; returns code and output. */
  function run(
    root: string,
    args: string[],
    env: NodeJS.ProcessEnv
  ): { code: number; out: string[]; err: string[] } {
    const out: string[] = []
    const err: string[] = []
    const code = main({
      root,
      args,
      env,
      log: (line) => out.push(line),
      error: (line) => err.push(line),
    })
    return { code, out, err }
  }

  const root = tree([
    'build/guides/overview/why-cypress/index.html',
    'build/guides/surprise/index.html',
  ])
  const routesFile = join(root, 'routes.txt')
  writeFileSync(routesFile, ROUTES)

  it('reports and exits 0 without --check, even with unexpected routes', () => {
    const { code, out } = run(root, [], { ROUTES_FILE: routesFile })
    expect(code).toBe(0)
    expect(out).toContain('guides: 1/3')
    expect(out).toContain('    /guides/surprise')
  })

  it('exits 1 with --check when a built route is unexpected', () => {
    const { code, err } = run(root, ['--check'], { ROUTES_FILE: routesFile })
    expect(code).toBe(1)
    expect(err.join('\n')).toMatch(/1 built doc route\(s\) not in routes\.txt/)
  })

  it('exits 0 with --check when every built route is expected', () => {
    const clean = tree(['build/guides/overview/why-cypress/index.html'])
    const { code } = run(clean, ['--check'], { ROUTES_FILE: routesFile })
    expect(code).toBe(0)
  })

  it('says clearly when routes.txt or build/ is missing', () => {
    const missing = run(root, [], { ROUTES_FILE: join(root, 'nope.txt') })
    expect(missing.code).toBe(1)
    expect(missing.err[0]).toMatch(/route list not found at .*nope\.txt/)

    const unbuilt = tree([])
    const noBuild = run(unbuilt, [], { ROUTES_FILE: routesFile })
    expect(noBuild.code).toBe(1)
    expect(noBuild.err[0]).toMatch(/no build at .*; run `npm run build` first/)
  })

  it('defaults to ../shared/routes.txt beside the repo root', () => {
    expect(routesFilePath({}, '/x/main')).toBe('/x/shared/routes.txt')
    expect(routesFilePath({ ROUTES_FILE: '/y/r.txt' }, '/x/main')).toBe(
      '/y/r.txt'
    )
  })
})

describe('the CLI', () => {
  it('runs main when executed directly and honours ROUTES_FILE', () => {
    const script = fileURLToPath(
      new URL('../report-routes.ts', import.meta.url)
    )
    const result = spawnSync('npx', ['tsx', script], {
      encoding: 'utf8',
      env: { ...process.env, ROUTES_FILE: '/nonexistent/routes.txt' },
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'report-routes: route list not found at /nonexistent/routes.txt'
    )
  }, 30_000)
})
