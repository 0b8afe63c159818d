import { describe, expect, it } from 'vitest'
import {
  createLocalSearchClient,
  observeSearches,
  toDocSearchHits,
} from '../docsearchClient'
import type { SearchHit } from '../pagefind'

const hit: SearchHit = {
  url: '/api/commands/get',
  title: 'get <all>',
  section: 'api',
  category: 'Queries',
  excerpt: 'Get one or more <mark>elements</mark>',
  subResults: [
    {
      title: 'Options & more',
      url: '/api/commands/get#options',
      excerpt: 'the <mark>timeout</mark>',
    },
  ],
}

describe('toDocSearchHits', () => {
  it('maps a page and its headings to lvl1 and lvl2 hits with absolute URLs', () => {
    const [page, heading] = toDocSearchHits(hit, 'https://docs.test')
    expect(page).toMatchObject({
      type: 'lvl1',
      url: 'https://docs.test/api/commands/get',
      hierarchy: { lvl0: 'Queries', lvl1: 'get <all>', lvl2: null },
      _snippetResult: { content: { value: hit.excerpt } },
    })
    expect(heading).toMatchObject({
      type: 'lvl2',
      url: 'https://docs.test/api/commands/get#options',
      hierarchy: { lvl0: 'Queries', lvl1: 'get <all>', lvl2: 'Options & more' },
    })
  })

  it('escapes titles where the modal renders HTML, never in raw text', () => {
    const [page, heading] = toDocSearchHits(hit, '')
    expect(page?._highlightResult.hierarchy.lvl1?.value).toBe('get &lt;all&gt;')
    expect(heading?._highlightResult.hierarchy.lvl2?.value).toBe(
      'Options &amp; more'
    )
  })

  it('falls back to the section label when a page has no category', () => {
    const [page] = toDocSearchHits({ ...hit, category: '' }, '')
    expect(page?.hierarchy.lvl0).toBe('API')
  })
})

describe('createLocalSearchClient', () => {
  it('answers the modal request shape from the local search', async () => {
    const calls: string[] = []
    const client = createLocalSearchClient(
      '/',
      'https://docs.test',
      async (_base, query) => {
        calls.push(query)
        return { total: 12, hits: [hit], correctedQuery: null, suggestions: [] }
      }
    )
    const { results } = await client.search({
      requests: [{ query: 'get', indexName: 'local' }],
    })
    expect(calls).toEqual(['get'])
    expect(results[0]?.nbHits).toBe(12)
    expect(results[0]?.hits.map((h) => h.type)).toEqual(['lvl1', 'lvl2'])
  })

  it('does not search for an empty query', async () => {
    const client = createLocalSearchClient('/', '', async () => {
      throw new Error('should not be called')
    })
    const { results } = await client.search({ requests: [{ query: '  ' }] })
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0 })
  })

  it('rejects when the index cannot be read', async () => {
    const client = createLocalSearchClient('/', '', async () => {
      throw new Error('fetch failed')
    })
    await expect(
      client.search({ requests: [{ query: 'get' }] })
    ).rejects.toThrow('fetch failed')
  })
})

describe('observeSearches', () => {
  it('reports a failure and answers with no hits instead of rejecting', async () => {
    const outcomes: unknown[] = []
    const failing = observeSearches(
      { search: () => Promise.reject(new Error('offline')) },
      (outcome) => outcomes.push(outcome)
    )
    const { results } = await failing.search({
      requests: [{ query: 'get', indexName: 'docs' }],
    })
    expect(results).toEqual([
      { hits: [], nbHits: 0, index: 'docs', query: 'get' },
    ])
    expect(outcomes).toEqual([{ status: 'failed' }])
  })

  it('reports the categories found, or an empty search', async () => {
    const outcomes: unknown[] = []
    const [page, heading] = toDocSearchHits(hit, '')
    const found = {
      results: [
        { hits: [page!, heading!], nbHits: 1, index: 'x', query: 'get' },
      ],
    }
    const none = { results: [{ hits: [], nbHits: 0, index: 'x', query: 'zz' }] }
    let next = found
    const client = observeSearches({ search: async () => next }, (outcome) =>
      outcomes.push(outcome)
    )
    expect(await client.search({ requests: [{ query: 'get' }] })).toBe(found)
    next = none
    await client.search({ requests: [{ query: 'zz' }] })
    await client.search({ requests: [{ query: '' }] })
    expect(outcomes).toEqual([
      { status: 'found', categories: ['Queries'] },
      { status: 'empty' },
    ])
  })
})
