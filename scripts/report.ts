/**
 * Runs the content reports one after another (routes, prose and, when the
 * script exists, API coverage) and exits with the worst exit code.
 *
 * Usage: `tsx scripts/report.ts`. Each report runs as `npx tsx <script>`
 * from the repo root with the output passed through.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './lib/content'

/** The reports, in order; `optional` ones are skipped when absent. */
export const REPORTS: readonly { script: string; optional?: boolean }[] = [
  { script: 'scripts/report-routes.ts' },
  { script: 'scripts/report-prose.ts' },
  { script: 'scripts/report-faq.ts' },
  { script: 'scripts/report-api-coverage.ts', optional: true },
]

/** The scripts to run: every required report, optional ones that exist. */
export function reportsToRun(
  exists: (script: string) => boolean,
  reports = REPORTS
): string[] {
  return reports
    .filter((report) => !report.optional || exists(report.script))
    .map((report) => report.script)
}

/**
 * The worst of several exit codes: the highest, with a process that did not
 * exit normally (null) counted as 1.
 */
export function worstExitCode(codes: readonly (number | null)[]): number {
  return codes.reduce<number>((worst, code) => Math.max(worst, code ?? 1), 0)
}

/** The CLI; returns the worst exit code of the reports. */
export function main(root = repoRoot): number {
  const codes: (number | null)[] = []
  for (const script of reportsToRun((path) => existsSync(join(root, path)))) {
    console.log(`\n> tsx ${script}\n`)
    const result = spawnSync('npx', ['tsx', script], {
      cwd: root,
      stdio: 'inherit',
    })
    if (result.error)
      console.error(`report: ${script}: ${result.error.message}`)
    codes.push(result.status)
  }
  return worstExitCode(codes)
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  process.exitCode = main()
}
