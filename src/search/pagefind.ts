/**
 * The browser side of the local search: loads the Pagefind bundle that
 * `npm run build` writes to `build/pagefind/` on first use (pages that never
 * search never download it), runs queries, and returns pages with their
 * heading-level matches, using the site's clean URLs.
 */
import { expandQuery } from './synonyms'

/** A heading inside a page that matched. */
export interface SearchSubResult {
  title: string
  /** Root-relative URL with the heading's anchor. */
  url: string
  /** Escaped text with `<mark>` around matches. */
  excerpt: string
}

/** A page that matched. */
export interface SearchHit {
  /** Root-relative clean URL, e.g. `/api/commands/get`. */
  url: string
  title: string
  /** `guides`, `api`, `examples` or `faq`. */
  section: string
  /** The sidebar category, e.g. `Getting Started` (may be empty). */
  category: string
  /** Escaped page text with `<mark>` around matches. */
  excerpt: string
  subResults: SearchSubResult[]
}

interface PagefindResultData {
  url: string
  excerpt: string
  meta: {
    title?: string
    section?: string
    category?: string
    description?: string
  }
  sub_results?: { title: string; url: string; excerpt: string }[]
}

interface PagefindResult {
  id: string
  data(): Promise<PagefindResultData>
}

interface PagefindApi {
  options(options: { baseUrl?: string }): Promise<void>
  search(
    query: string,
    options?: { filters?: Record<string, string | string[]> }
  ): Promise<{ results: PagefindResult[] } | null>
}

let api: Promise<PagefindApi> | undefined

/**
 * Loads the Pagefind bundle once. Rejects when it cannot be fetched (offline
 * with nothing cached, or no index in this build); a later call tries again.
 */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  api ??= (
    import(
      /* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`
    ) as Promise<PagefindApi>
  ).then(
    async (pagefind) => {
      await pagefind.options({ baseUrl })
      return pagefind
    },
    (error: unknown) => {
      api = undefined
      throw error
    }
  )
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

/** The words of a query that carry meaning (three letters or more). */
function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3)
    ),
  ]
}

/**
 * Reorders pages so those whose title and description mention more of the
 * query's words come first; Pagefind's order breaks ties. Pagefind scores
 * body text, where a page that only mentions "find" or "login" in passing can
 * outrank the page that is about the query; the title and one-sentence
 * description say what a page is about. Words match by prefix, so "tests"
 * finds "test" and "test" finds "tests".
 */
export function rerank<T extends { title: string; description?: string }>(
  pages: readonly T[],
  query: string
): T[] {
  const words = queryWords(query)
  if (words.length === 0) return [...pages]
  const score = (page: T) => {
    const about = `${page.title} ${page.description ?? ''}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
    return words.filter((word) =>
      about.some(
        (term) =>
          term.length >= 3 && (term.startsWith(word) || word.startsWith(term))
      )
    ).length
  }
  return pages
    .map((page, index) => ({ page, index, score: score(page) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ page }) => page)
}

/** Options of one search. */
export interface SearchOptions {
  /** Only pages of this section. */
  section?: string | null
  /** How many pages to load (the total is always counted). */
  limit?: number
  /** Skip this many pages first (for "load more"). */
  offset?: number
  /** Headings per page. */
  subResults?: number
}

/**
 * Runs a query against the local index. Queries are searched as plain text,
 * after cross-tool synonyms are applied (see synonyms.ts). Returns the total
 * number of matching pages and the requested slice, best first. Rejects when
 * the index cannot be loaded or read.
 */
export async function searchDocs(
  baseUrl: string,
  query: string,
  { section = null, limit = 10, offset = 0, subResults = 3 }: SearchOptions = {}
): Promise<{ total: number; hits: SearchHit[] }> {
  const pagefind = await loadPagefind(baseUrl)
  const response = await pagefind.search(
    expandQuery(query),
    section ? { filters: { section } } : {}
  )
  const results = response?.results ?? []
  // The first page of results is re-ranked as a whole, so "Load more" keeps
  // the order of what is already on screen.
  const fetched = Math.max(offset + limit, 10)
  const data = await Promise.all(
    results.slice(0, fetched).map((result) => result.data())
  )
  const ranked = rerank(
    data.map((page) => ({
      page,
      title: page.meta.title ?? '',
      description: page.meta.description,
    })),
    query
  ).slice(offset, offset + limit)
  return {
    total: results.length,
    hits: ranked.map(({ page }) => {
      const url = cleanUrl(page.url)
      return {
        url,
        title: page.meta.title ?? url,
        section: page.meta.section ?? '',
        category: page.meta.category ?? '',
        excerpt: page.excerpt,
        subResults: (page.sub_results ?? [])
          .map((sub) => ({ ...sub, url: cleanUrl(sub.url) }))
          .filter((sub) => sub.url !== url)
          .slice(0, subResults),
      }
    }),
  }
}
