/**
 * HTML validation of every page of the build with the Nu HTML Checker
 * (npm `vnu-jar`, run on the machine's Java, installed from Debian when
 * missing): no errors.
 */
import { execFileSync } from 'node:child_process'
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

test('every page is valid HTML', () => {
  test.setTimeout(300_000)
  const java = ensureProgram({
    program: 'java',
    packages: ['default-jre-headless'],
  })
  const files = [...new Set(buildPages().map((page) => page.file))]
  let output = ''
  try {
    execFileSync(
      java,
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1e8 }
    )
  } catch (error) {
    // vnu exits 1 when it finds errors and prints them on stderr.
    output = (error as { stderr?: string }).stderr ?? String(error)
  }
  const messages: VnuMessage[] = output
    ? (JSON.parse(output) as { messages: VnuMessage[] }).messages
    : []
  const errors = messages
    .filter((message) => message.type === 'error')
    .map(
      (message) =>
        `${message.url?.replace(/^file:.*?\/build\//, 'build/')}:${message.lastLine}: ${message.message}`
    )
  expect(errors.slice(0, 50)).toEqual([])
  expect(files.length).toBeGreaterThan(200)
})
