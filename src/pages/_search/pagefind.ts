/**
 * A typed loader for the Pagefind search bundle that `npm run build` writes to
 * `build/pagefind/`. The bundle is loaded on first use only, so pages that do
 * not search never download it.
 */

/** One heading-level match inside a page. */
export interface SearchSubResult {
  title: string
  url: string
  excerpt: string
}

/** A page that matched, with Pagefind's highlighted excerpt (HTML with <mark>). */
export interface SearchHit {
  url: string
  title: string
  excerpt: string
  subResults: SearchSubResult[]
}

interface PagefindResultData {
  url: string
  excerpt: string
  meta: { title?: string }
  sub_results?: { title: string; url: string; excerpt: string }[]
}

interface PagefindApi {
  search(query: string): Promise<{
    results: { id: string; data(): Promise<PagefindResultData> }[]
  }>
}

let api: Promise<PagefindApi> | undefined

/** Loads the Pagefind bundle once; rejects when it cannot be fetched. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  api ??= import(
    /* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`
  ).catch((error: unknown) => {
    api = undefined // let a later search try again
    throw error
  }) as Promise<PagefindApi>
  return api
}

/**
 * Turns Pagefind's URLs into the site's clean routes: no `index.html`, no
 * trailing slash before a hash or at the end (except the root).
 */
export function cleanUrl(url: string): string {
  const [path = '', hash] = url.split('#')
  const clean = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1')
  return hash === undefined ? clean : `${clean}#${hash}`
}

/** Runs a search and returns at most `limit` pages, best first. */
export async function searchDocs(
  baseUrl: string,
  query: string,
  limit = 20
): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadPagefind(baseUrl)
  const { results } = await pagefind.search(query)
  const data = await Promise.all(
    results.slice(0, limit).map((result) => result.data())
  )
  return {
    total: results.length,
    hits: data.map((page) => ({
      url: cleanUrl(page.url),
      title: page.meta.title ?? cleanUrl(page.url),
      excerpt: page.excerpt,
      subResults: (page.sub_results ?? [])
        .filter((sub) => cleanUrl(sub.url) !== cleanUrl(page.url))
        .slice(0, 3)
        .map((sub) => ({ ...sub, url: cleanUrl(sub.url) })),
    })),
  }
}
