/**
 * The search behind the /search page, on whichever backend the site uses:
 * the local Pagefind index, or Algolia when configured. Both return pages in
 * the same shape, so the page renders one list either way.
 */
import type { SearchConfig } from './config'
import { searchDocs, type SearchHit, type SearchResponse } from './pagefind'

/** The documentation sections, for the filter. */
export const SECTIONS = [
  { id: 'guides', label: 'Guides' },
  { id: 'api', label: 'API' },
  { id: 'examples', label: 'Examples' },
  { id: 'faq', label: 'FAQ' },
] as const

export type SectionId = (typeof SECTIONS)[number]['id']

/** Accepts a section id from a URL; anything else means all sections. */
export function parseSection(value: string | null): SectionId | null {
  return SECTIONS.find((section) => section.id === value)?.id ?? null
}

/** One Algolia DocSearch record, as much of it as the page reads. */
interface AlgoliaRecord {
  url: string
  hierarchy: Record<string, string | null>
  _snippetResult?: { content?: { value?: string } }
}

/** The part of Algolia's lite client the page uses. */
export interface AlgoliaLiteClient {
  search(input: {
    requests: {
      indexName: string
      query: string
      hitsPerPage: number
      facetFilters?: (string | string[])[]
      attributesToSnippet?: string[]
      highlightPreTag?: string
      highlightPostTag?: string
    }[]
  }): Promise<{ results: unknown[] }>
}

/**
 * Groups Algolia records (one per heading) into pages, keeps those of
 * `section`, and returns the requested slice.
 */
export function algoliaRecordsToHits(
  records: readonly AlgoliaRecord[],
  section: SectionId | null
): SearchHit[] {
  const pages = new Map<string, SearchHit>()
  for (const record of records) {
    const url = new URL(record.url, 'http://site.invalid')
    const path = url.pathname.replace(/(.)\/$/, '$1')
    const recordSection = path.split('/')[1] ?? ''
    if (section && recordSection !== section) continue
    const excerpt = record._snippetResult?.content?.value ?? ''
    const page = pages.get(path)
    if (!page) {
      pages.set(path, {
        url: path,
        title: record.hierarchy.lvl1 ?? path,
        section: recordSection,
        category: record.hierarchy.lvl0 ?? '',
        excerpt,
        subResults: [],
      })
    } else if (url.hash && record.hierarchy.lvl2) {
      page.subResults.push({
        title: record.hierarchy.lvl2,
        url: `${path}${url.hash}`,
        excerpt,
      })
    }
  }
  return [...pages.values()]
}

/**
 * Searches for the /search page. `limit` pages from `offset`, and the total
 * number of matching pages, with the local search's typo correction or
 * suggestions. Rejects when the backend cannot be reached.
 */
export async function searchForPage(
  config: SearchConfig,
  baseUrl: string,
  query: string,
  options: {
    section: SectionId | null
    limit: number
    offset: number
    /** Local search only: no typo correction. */
    exact?: boolean
  },
  createAlgoliaClient?: (appId: string, apiKey: string) => AlgoliaLiteClient
): Promise<SearchResponse> {
  if (config.mode === 'local') {
    return searchDocs(baseUrl, query, { ...options, subResults: 3 })
  }
  const create =
    createAlgoliaClient ??
    ((await import('algoliasearch/lite')).liteClient as unknown as (
      appId: string,
      apiKey: string
    ) => AlgoliaLiteClient)
  const client = create(config.appId, config.apiKey)
  const { results } = await client.search({
    requests: [
      {
        indexName: config.indexName,
        query,
        hitsPerPage: 100,
        facetFilters: config.facetFilters,
        attributesToSnippet: ['content:20'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  })
  const records = (results[0] as { hits?: AlgoliaRecord[] })?.hits ?? []
  const hits = algoliaRecordsToHits(records, options.section)
  return {
    total: hits.length,
    hits: hits.slice(options.offset, options.offset + options.limit),
    correctedQuery: null,
    suggestions: [],
  }
}
