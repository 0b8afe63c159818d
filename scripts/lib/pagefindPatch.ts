/**
 * Two fixes to the Pagefind 1.5.2 browser bundle (`pagefind/pagefind.js`),
 * applied by scripts/build-search-index.mts as it writes the index.
 *
 * Pagefind's `build_excerpt` splits a page's whole text into words on every
 * call, and a result calls it once per heading that holds a match: a long
 * API page matching "get" under 40 headings was split 40 times. The fix
 * keeps the last split (the same page's headings come one after another)
 * and hands each call a copy, which it marks up as before.
 *
 * Measured with a CPU profile of 19 new queries on /search (2-core machine):
 * `build_excerpt` took 577 ms of main-thread time before, 122 ms after. The
 * same change is written up for upstream in src/search/UPSTREAM.md.
 *
 * Second, `loadFragment` writes each query's excerpt, match locations and
 * sub-results onto the one cached fragment object and returns that object,
 * so when two searches read the same page at once (the modal and a new
 * keystroke, or the several searches of one long query), the first caller
 * can find the second query's excerpt and headings in its result. It now
 * returns a copy, taken in the same synchronous step as those writes.
 *
 * Each replacement must match the bundle exactly once; otherwise the build
 * fails with "upstream changed", so a Pagefind upgrade cannot drop it
 * silently.
 */

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The Pagefind version the patch was written against. */
export const PATCHED_PAGEFIND_VERSION = '1.5.2'

const SPLIT =
  'let fragment_words=[];if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(/[\\r\\n\\s]+/g);}'

const CACHED_SPLIT =
  'let fragment_words=[];if(excerpt_words.content!==content){excerpt_words.content=content;excerpt_words.words=is_zws_delimited?content.split("\\u200B"):content.split(/[\\r\\n\\s]+/g);}fragment_words=excerpt_words.words.slice();'

const DECLARATION = 'var build_excerpt='

const SHARED_RETURN =
  'fragment.sub_results=calculate_sub_results(fragment,this.excerptLength);return fragment;}'

const COPY_RETURN =
  'fragment.sub_results=calculate_sub_results(fragment,this.excerptLength);return{...fragment};}'

/**
 * Returns `source` (the text of Pagefind's `pagefind.js`) with both fixes
 * applied. Throws "upstream changed: …" when the code either replaces is not
 * in the bundle exactly once.
 */
export function patchPagefindBundle(source: string): string {
  const count = (needle: string) => source.split(needle).length - 1
  for (const [needle, what] of [
    [SPLIT, "build_excerpt's word split"],
    [DECLARATION, 'the build_excerpt declaration'],
    [SHARED_RETURN, "loadFragment's return of the cached fragment"],
  ] as const) {
    if (count(needle) !== 1) {
      throw new Error(
        `upstream changed: re-check scripts/lib/pagefindPatch.ts, written for Pagefind ${PATCHED_PAGEFIND_VERSION}; ${what} was not found exactly once in pagefind.js`
      )
    }
  }
  return source
    .replace(
      DECLARATION,
      `var excerpt_words={content:null,words:[]};${DECLARATION}`
    )
    .replace(SPLIT, CACHED_SPLIT)
    .replace(SHARED_RETURN, COPY_RETURN)
}

/**
 * Writes Pagefind's files (from `index.getFiles()`) under `outDir`, with
 * `edit` (the fixes above, by default) applied to `pagefind.js`.
 */
export function writePagefindFiles(
  files: readonly { path: string; content: Uint8Array }[],
  outDir: string,
  edit: (bundle: string) => string = patchPagefindBundle
): void {
  for (const file of files) {
    const target = join(outDir, file.path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(
      target,
      file.path === 'pagefind.js'
        ? edit(Buffer.from(file.content).toString('utf8'))
        : file.content
    )
  }
}
