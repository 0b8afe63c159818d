/** The page scripts of the build. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { BUILD_DIR } from './routes'

const JS_DIR = join(BUILD_DIR, 'assets', 'js')

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
