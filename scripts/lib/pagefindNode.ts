/**
 * Loads a built Pagefind bundle (`<buildDir>/pagefind/pagefind.js`) in Node,
 * for measuring search on the real index without a browser. Pagefind fetches
 * its WebAssembly and index chunks with `fetch`; file URLs under the build
 * are answered from disk. Returns the same API the browser gets.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { PagefindApi } from '../../src/search/pagefind'

let installed = false

function answerFileUrlsFromDisk() {
  if (installed) return
  installed = true
  const networkFetch = globalThis.fetch
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.href
          : input.url
    if (!url.startsWith('file:')) return networkFetch(input, init)
    const body = await readFile(fileURLToPath(url.replace(/[?#].*$/, '')))
    const type = url.endsWith('.wasm')
      ? 'application/wasm'
      : 'application/octet-stream'
    return new Response(body, { headers: { 'content-type': type } })
  }) as typeof fetch
}

/**
 * The Pagefind API of `buildDir`'s index, with result URLs relative to `/`.
 * Rejects when the build has no index.
 */
export async function loadBuiltPagefind(
  buildDir: string
): Promise<PagefindApi> {
  answerFileUrlsFromDisk()
  const bundle = pathToFileURL(join(buildDir, 'pagefind', 'pagefind.js')).href
  const pagefind = (await import(bundle)) as PagefindApi
  await pagefind.options({ baseUrl: '/' })
  return pagefind
}
