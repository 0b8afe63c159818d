/**
 * HTML validation of every page of the build with the Nu HTML Checker
 * (npm `vnu-jar`, run on the machine's Java, installed from Debian when
 * missing): no errors.
 */
import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { ensureProgram } from '../../scripts/debian.cjs'
import { buildPages } from './routes'

/** The checker's jar, shipped by the vnu-jar package. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar')

/** One message of vnu's JSON output. */
interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
}

/**
 * The messages of vnu's JSON report (`--format json`, on stderr). Throws,
 * quoting the output, when it is not such a report: a checker that did not
 * run must not pass for one that found nothing.
 */
function parseReport(output: string): VnuMessage[] {
  try {
    const report = JSON.parse(output) as { messages?: unknown }
    if (Array.isArray(report.messages)) return report.messages as VnuMessage[]
  } catch {
    // Not JSON: reported below.
  }
  throw new Error(`vnu gave no report:\n${output.slice(0, 2000)}`)
}

test('every page is valid HTML', () => {
  test.setTimeout(300_000)
  const java = ensureProgram({
    program: 'java',
    packages: ['default-jre-headless'],
  })
  const files = [...new Set(buildPages().map((page) => page.file))]
  // vnu writes its report on stderr and exits 1 when it finds errors; when
  // it fails to run (a Java error, a crash) it writes text instead.
  const run = spawnSync(
    java,
    [
      // The client compiler only (C1): on 255 pages, 20 s of CPU against
      // 29 s with the default tiers, whose optimizing compiler does not pay
      // back in a run this short. C1's frames are larger, and vnu's schema
      // recursion overflows the default 1 MB thread stack with them.
      '-XX:TieredStopAtLevel=1',
      '-Xss16m',
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--format',
      'json',
      ...files,
    ],
    { encoding: 'utf8', maxBuffer: 1e8 }
  )
  const report = run.stderr || run.stdout || String(run.error)
  const messages = parseReport(report)
  const errors = messages
    .filter((message) => message.type === 'error')
    .map(
      (message) =>
        `${message.url?.replace(/^file:.*?\/build\//, 'build/')}:${message.lastLine}: ${message.message}`
    )
  expect(errors.slice(0, 50)).toEqual([])
  expect(files.length).toBeGreaterThan(200)
})
