/**
 * Search clients for the DocSearch modal. The modal calls
 * `client.search({ requests })` and reads `{ results: [{ hits, nbHits }] }`,
 * the shape of Algolia's API. `createLocalSearchClient` answers it from the
 * Pagefind index instead, so the same modal works with no hosted service.
 */
import { searchDocs, type SearchHit } from './pagefind'

/** The part of a DocSearch hit the modal reads. */
export interface DocSearchHit {
  objectID: string
  url: string
  type: 'lvl1' | 'lvl2' | 'content'
  content: string | null
  hierarchy: Record<
    'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6',
    string | null
  >
  _highlightResult: { hierarchy: Record<string, { value: string }> }
  _snippetResult: {
    content?: { value: string; matchLevel: 'full' | 'none' }
    hierarchy?: Record<string, { value: string; matchLevel: 'full' | 'none' }>
  }
}

/** The request and response shapes of the modal's search client. */
export interface SearchRequest {
  query?: string
  indexName?: string
  params?: { hitsPerPage?: number }
  hitsPerPage?: number
}

export interface SearchClientLike {
  search(input: { requests: SearchRequest[] }): Promise<{
    results: {
      hits: DocSearchHit[]
      nbHits: number
      index: string
      query: string
    }[]
  }>
}

const SECTION_LABELS: Record<string, string> = {
  guides: 'Guides',
  api: 'API',
  examples: 'Examples',
  faq: 'FAQ',
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/**
 * Converts one page of local results into DocSearch hits: the page itself
 * (`lvl1`, with its excerpt) and one `lvl2` hit per matching heading; a
 * section that is a result of its own becomes one `lvl2` hit under its page.
 * `hierarchy.lvl0` is the sidebar category (or the section), `lvl1` the page
 * title, `lvl2` the heading; URLs are absolute (`origin` + path).
 */
export function toDocSearchHits(
  hit: SearchHit,
  origin: string
): DocSearchHit[] {
  const lvl0 = hit.category || SECTION_LABELS[hit.section] || 'Documentation'
  // Raw hierarchy values are rendered as text; highlight and snippet values
  // are rendered as HTML, so only those are escaped.
  const base = {
    lvl0,
    lvl1: hit.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  }
  /** A heading hit (`lvl2`) under the page titled `lvl1`. */
  const headingHit = (
    lvl1: string,
    heading: { title: string; url: string; excerpt: string }
  ): DocSearchHit => ({
    objectID: heading.url,
    url: `${origin}${heading.url}`,
    type: 'lvl2',
    content: heading.excerpt,
    hierarchy: { ...base, lvl1, lvl2: heading.title },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: escapeHtml(lvl0) },
        lvl1: { value: escapeHtml(lvl1) },
        lvl2: { value: escapeHtml(heading.title) },
      },
    },
    _snippetResult: {
      content: { value: heading.excerpt, matchLevel: 'full' },
      hierarchy: {
        lvl2: { value: escapeHtml(heading.title), matchLevel: 'full' },
      },
    },
  })
  // A section that is a result of its own (an FAQ question, an error entry)
  // is shown as a heading of its page.
  if (hit.pageTitle) return [headingHit(hit.pageTitle, hit)]
  const page: DocSearchHit = {
    objectID: hit.url,
    url: `${origin}${hit.url}`,
    type: 'lvl1',
    content: hit.excerpt,
    hierarchy: base,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: escapeHtml(lvl0) },
        lvl1: { value: escapeHtml(hit.title) },
      },
    },
    _snippetResult: { content: { value: hit.excerpt, matchLevel: 'full' } },
  }
  const headings = hit.subResults.map((sub) => headingHit(hit.title, sub))
  return [page, ...headings]
}

/** What a search came to: hits, nothing, or an error. */
export type SearchOutcome =
  | { status: 'found'; categories: string[] }
  | { status: 'empty' }
  | { status: 'failed' }

/**
 * Wraps a search client so the search bar learns how each search went. A
 * failed search resolves with no hits and reports `failed`: the modal cannot
 * show its own error screen, because the autocomplete core it runs on sets
 * the status back to idle after a failed request. A search with hits reports
 * the categories (`hierarchy.lvl0`) it found, for "Try searching for".
 */
export function observeSearches(
  client: SearchClientLike,
  onOutcome: (outcome: SearchOutcome) => void
): SearchClientLike {
  return {
    async search(input) {
      let response
      try {
        response = await client.search(input)
      } catch {
        onOutcome({ status: 'failed' })
        return {
          results: input.requests.map((request) => ({
            hits: [],
            nbHits: 0,
            index: request.indexName ?? 'local',
            query: request.query ?? '',
          })),
        }
      }
      const hits = response.results.flatMap((result) => result.hits ?? [])
      const categories = [
        ...new Set(
          hits
            .map((hit) => hit.hierarchy?.lvl0)
            .filter((lvl0): lvl0 is string => Boolean(lvl0))
        ),
      ]
      const searched = input.requests.some((r) => (r.query ?? '').trim())
      if (hits.length > 0) onOutcome({ status: 'found', categories })
      else if (searched) onOutcome({ status: 'empty' })
      return response
    },
  }
}

/**
 * A client with the modal's `search` method, answered from the Pagefind
 * index under `baseUrl`. `nbHits` is the number of matching pages. Rejects
 * when the index cannot be loaded or read.
 */
export function createLocalSearchClient(
  baseUrl: string,
  origin: string,
  search: typeof searchDocs = searchDocs
): SearchClientLike {
  return {
    async search({ requests }) {
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = request.query ?? ''
          const limit = request.hitsPerPage ?? request.params?.hitsPerPage ?? 8
          const { total, hits } = query.trim()
            ? await search(baseUrl, query, { limit: Math.min(limit, 8) })
            : { total: 0, hits: [] }
          return {
            hits: hits.flatMap((hit) => toDocSearchHits(hit, origin)),
            nbHits: total,
            index: request.indexName ?? 'local',
            query,
          }
        })
      )
      return { results }
    },
  }
}
