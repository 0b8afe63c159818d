import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { describe, expect, it } from 'vitest'
import {
  PATCHED_PAGEFIND_VERSION,
  patchPagefindBundle,
  writePagefindFiles,
} from '../lib/pagefindPatch'
import { loadBuiltPagefind } from '../lib/pagefindNode'

/** A long page whose word "apple" sits under several headings. */
const PAGE = `<html><body><main><h1>Fruit</h1>${[
  'Orchard',
  'Harvest',
  'Storage',
  'Cider',
]
  .map(
    (heading, i) =>
      `<h2 id="h${i}">${heading}</h2><p>${'filler words here '.repeat(40)}an apple in the ${heading.toLowerCase()} ${'more words '.repeat(30)}</p>`
  )
  .join('')}</main></body></html>`

/** Writes a one-page index to a new folder, its bundle changed by `edit`. */
async function writeIndex(edit: (bundle: string) => string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-patch-'))
  const { index } = await pagefind.createIndex({})
  if (!index) throw new Error('no Pagefind index')
  await index.addHTMLFile({ url: '/fruit', content: PAGE })
  const { files } = await index.getFiles()
  writePagefindFiles(files, join(dir, 'pagefind'), edit)
  return dir
}

describe('patchPagefindBundle', () => {
  it('was written for the installed Pagefind', () => {
    const installed = JSON.parse(
      readFileSync(
        join(__dirname, '..', '..', 'node_modules', 'pagefind', 'package.json'),
        'utf8'
      )
    ) as { version: string }
    expect(
      installed.version,
      'upstream changed: re-check scripts/lib/pagefindPatch.ts against the new pagefind.js'
    ).toBe(PATCHED_PAGEFIND_VERSION)
  })

  it('gives the same excerpts and sub-results as the unpatched bundle', async () => {
    const plain = await loadBuiltPagefind(await writeIndex((text) => text))
    const patched = await loadBuiltPagefind(
      await writeIndex(patchPagefindBundle)
    )
    const read = async (api: typeof plain) => {
      const results = (await api.search('apple'))?.results ?? []
      return Promise.all(results.map((result) => result.data()))
    }
    const [before, after] = await Promise.all([read(plain), read(patched)])
    expect(before).toHaveLength(1)
    // Several headings: the cached split was used more than once.
    expect(before[0]?.sub_results?.length).toBeGreaterThan(2)
    expect(after.map((page) => [page.excerpt, page.sub_results])).toEqual(
      before.map((page) => [page.excerpt, page.sub_results])
    )
    await pagefind.close()
  }, 30_000)

  it('gives two searches reading the same page at once their own excerpts', async () => {
    const read = async (api: Awaited<ReturnType<typeof loadBuiltPagefind>>) => {
      const [apple, cider] = await Promise.all(
        ['apple', 'cider'].map(async (word) => {
          const results = (await api.search(word))?.results ?? []
          return results[0]!
        })
      )
      return Promise.all([apple!.data(), cider!.data()])
    }
    const plain = await read(
      await loadBuiltPagefind(await writeIndex((text) => text))
    )
    // Unpatched, both calls get the one cached object, last query's fields.
    expect(plain[0]).toBe(plain[1])
    const patched = await read(
      await loadBuiltPagefind(await writeIndex(patchPagefindBundle))
    )
    expect(patched[0]).not.toBe(patched[1])
    // Each keeps the positions of its own query's matches.
    const locations = (page: object) =>
      (page as { locations?: number[] }).locations
    expect(locations(patched[0])).not.toEqual(locations(patched[1]))
    expect(patched[0].excerpt).toContain('<mark>apple</mark>')
    await pagefind.close()
  }, 30_000)

  it('fails with "upstream changed" when the code it replaces is missing', () => {
    expect(() => patchPagefindBundle('var build_excerpt=()=>{}')).toThrow(
      /^upstream changed: re-check scripts\/lib\/pagefindPatch\.ts/
    )
  })
})
