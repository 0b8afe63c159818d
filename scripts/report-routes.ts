/**
 * Compares the built site with the route list in routes.txt: per sidebar,
 * how many expected doc routes are built and which are missing.
 *
 * Usage: `npm run build`, then `tsx scripts/report-routes.ts [--check]`.
 * `ROUTES_FILE` overrides the route list (default `../shared/routes.txt`
 * from the repo root). Without `--check` it is a report and exits 0; with
 * `--check` it exits 1 when the build has a doc route that is neither in
 * routes.txt nor in {@link ALLOWED_EXTRA_ROUTES}.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type CliOptions, repoRoot } from './lib/content'

/**
 * Built doc routes that are deliberately not in routes.txt (a page that is
 * reachable by link only, a redirect target kept for old URLs). Exact
 * routes without a trailing slash, each with a reason in a comment.
 */
export const ALLOWED_EXTRA_ROUTES: readonly string[] = []

/** The top-level sections whose routes are doc pages. */
export const DOC_SECTIONS = ['guides', 'api', 'examples', 'faq'] as const

/** One line of routes.txt. */
export interface ExpectedRoute {
  sidebar: string
  /** Category as written, nested ones joined with ` > `. */
  category: string
  route: string
  title: string
}

/** Drops a trailing slash (but keeps `/`). */
export function normalizeRoute(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route
}

/**
 * Parses routes.txt: `## <sidebar> · <Category>` headings followed by
 * `- /route — Title` lines. Other lines are prose and are skipped. Throws
 * with the line number on a route line outside a heading, a malformed route
 * line or a heading without ` · `.
 */
export function parseRoutes(
  text: string,
  file = 'routes.txt'
): ExpectedRoute[] {
  const routes: ExpectedRoute[] = []
  let section: { sidebar: string; category: string } | undefined
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    const where = `${file}:${index + 1}`
    if (line.startsWith('## ')) {
      const heading = line.slice(3).trim()
      const dot = heading.indexOf(' · ')
      if (dot === -1) {
        throw new Error(
          `${where}: heading "${heading}" is not "<sidebar> · <Category>"`
        )
      }
      section = {
        sidebar: heading.slice(0, dot).trim(),
        category: heading.slice(dot + 3).trim(),
      }
      return
    }
    if (!line.startsWith('- /')) return
    const match = /^- (\/\S*)\s+—\s+(.+)$/.exec(line)
    if (!match?.[1] || !match[2]) {
      throw new Error(`${where}: route line is not "- /route — Title"`)
    }
    if (!section) {
      throw new Error(`${where}: route ${match[1]} comes before any heading`)
    }
    routes.push({
      ...section,
      route: normalizeRoute(match[1]),
      title: match[2].trim(),
    })
  })
  return routes
}

/**
 * The doc routes written to a Docusaurus build directory (trailingSlash
 * undefined: `/a/b` is `build/a/b/index.html`, and `build/a/b.html` is
 * accepted too), only under {@link DOC_SECTIONS}. Sorted.
 */
export function builtRoutes(buildDir: string): string[] {
  const routes = new Set<string>()
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        walk(path)
        continue
      }
      if (!entry.name.endsWith('.html')) continue
      const rel = relative(buildDir, path).split(sep).join('/')
      const route = `/${rel}`.replace(/(\/index)?\.html$/, '')
      if (route) routes.add(route)
    }
  }
  for (const section of DOC_SECTIONS) {
    const dir = join(buildDir, section)
    if (existsSync(dir) && statSync(dir).isDirectory()) walk(dir)
    if (existsSync(`${dir}.html`)) routes.add(`/${section}`)
  }
  return [...routes].sort()
}

/**
 * Built routes that are neither expected nor allowed, sorted. Trailing
 * slashes are ignored on all three lists.
 */
export function unexpectedRoutes(
  built: readonly string[],
  expected: readonly string[],
  allowed: readonly string[] = ALLOWED_EXTRA_ROUTES
): string[] {
  const known = new Set([...expected, ...allowed].map(normalizeRoute))
  return [...new Set(built.map(normalizeRoute))]
    .filter((route) => !known.has(route))
    .sort()
}

/** Per-sidebar coverage of the expected routes. */
export interface SidebarCoverage {
  sidebar: string
  expected: number
  present: number
  missing: ExpectedRoute[]
}

/** Coverage per sidebar, in routes.txt order. */
export function coverage(
  expected: readonly ExpectedRoute[],
  built: readonly string[]
): SidebarCoverage[] {
  const have = new Set(built.map(normalizeRoute))
  const bySidebar = new Map<string, SidebarCoverage>()
  for (const entry of expected) {
    let row = bySidebar.get(entry.sidebar)
    if (!row) {
      row = { sidebar: entry.sidebar, expected: 0, present: 0, missing: [] }
      bySidebar.set(entry.sidebar, row)
    }
    row.expected++
    if (have.has(entry.route)) row.present++
    else row.missing.push(entry)
  }
  return [...bySidebar.values()]
}

/** The report as lines of text. */
export function formatReport(
  rows: readonly SidebarCoverage[],
  unexpected: readonly string[],
  { listMissing = true }: { listMissing?: boolean } = {}
): string[] {
  const present = rows.reduce((sum, row) => sum + row.present, 0)
  const expected = rows.reduce((sum, row) => sum + row.expected, 0)
  const lines = [`Routes: ${present}/${expected} expected doc routes built`]
  for (const row of rows) {
    lines.push('', `${row.sidebar}: ${row.present}/${row.expected}`)
    if (!listMissing) continue
    if (row.missing.length > 0) lines.push(`  missing (${row.missing.length}):`)
    for (const entry of row.missing) {
      lines.push(`    ${entry.route} — ${entry.title}`)
    }
  }
  lines.push(
    '',
    unexpected.length === 0
      ? 'Unexpected doc routes (built, not in routes.txt): none'
      : `Unexpected doc routes (built, not in routes.txt): ${unexpected.length}`,
    ...unexpected.map((route) => `    ${route}`)
  )
  return lines
}

/** Where routes.txt is: `ROUTES_FILE` (from the cwd) or the shared default. */
export function routesFilePath(
  env: NodeJS.ProcessEnv = process.env,
  root = repoRoot
): string {
  return env.ROUTES_FILE
    ? resolve(env.ROUTES_FILE)
    : resolve(root, '../shared/routes.txt')
}

/** The CLI; returns the exit code. */
export function main(options: CliOptions = {}): number {
  const {
    args = process.argv.slice(2),
    env = process.env,
    root = repoRoot,
    log = console.log,
    error = console.error,
  } = options
  const check = args.includes('--check')
  const routesFile = routesFilePath(env, root)
  if (!existsSync(routesFile)) {
    error(
      `report-routes: route list not found at ${routesFile}; set ROUTES_FILE to its path`
    )
    return 1
  }
  const buildDir = join(root, 'build')
  if (!existsSync(buildDir)) {
    error(`report-routes: no build at ${buildDir}; run \`npm run build\` first`)
    return 1
  }
  let expected: ExpectedRoute[]
  try {
    expected = parseRoutes(readFileSync(routesFile, 'utf8'), routesFile)
  } catch (problem) {
    error(`report-routes: ${(problem as Error).message}`)
    return 1
  }
  if (expected.length === 0) {
    error(`report-routes: no routes found in ${routesFile}`)
    return 1
  }
  const built = builtRoutes(buildDir)
  const unexpected = unexpectedRoutes(
    built,
    expected.map((entry) => entry.route)
  )
  // As a gate (--check) only the counts matter; the report lists what is missing.
  for (const line of formatReport(coverage(expected, built), unexpected, {
    listMissing: !check,
  })) {
    log(line)
  }
  if (check && unexpected.length > 0) {
    error(
      `report-routes: ${unexpected.length} built doc route(s) not in routes.txt; add them there or to ALLOWED_EXTRA_ROUTES in scripts/report-routes.ts`
    )
    return 1
  }
  return 0
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  process.exitCode = main()
}
