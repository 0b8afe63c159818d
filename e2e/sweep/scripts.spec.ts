/**
 * The page scripts of the build, as src/plugins/page-load/compile-hints and
 * src/plugins/page-load/staged-entry leave them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { COMPILE_HINT } from '../../src/plugins/page-load/compile-hints'
import { BUILD_DIR } from './routes'

const JS_DIR = join(BUILD_DIR, 'assets', 'js')

test('every page script asks V8 to compile it off the main thread', () => {
  const scripts = readdirSync(JS_DIR).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(10)
  const without = scripts.filter(
    (file) =>
      !readFileSync(join(JS_DIR, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)
  )
  expect(without, 'scripts without the compile hint').toEqual([])
})

test('the service worker keeps V8 default compilation', () => {
  const worker = readFileSync(join(BUILD_DIR, 'sw.js'), 'utf8')
  expect(worker).not.toContain(COMPILE_HINT)
})

test('no page script carries the data validation', () => {
  // src/plugins/data-validation checks the data at build time; these words
  // of its messages in a page script would mean the checks shipped again.
  const fragments = [
    'is missing or empty',
    'is not a known category',
    'must be a non-empty list of lowercase topics',
    'Invalid plugin data',
    'Invalid media data',
  ]
  const scripts = readdirSync(JS_DIR).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(10)
  const found = scripts.flatMap((file) => {
    const text = readFileSync(join(JS_DIR, file), 'utf8')
    return fragments
      .filter((fragment) => text.includes(fragment))
      .map((fragment) => `${file}: ${fragment}`)
  })
  expect(found, 'validation messages in page scripts').toEqual([])
})
