import { describe, expect, it } from 'vitest'
import { searchConfigFromEnv } from '../config'
import {
  algoliaRecordsToHits,
  parseSection,
  searchForPage,
  type AlgoliaLiteClient,
} from '../pageSearch'

const records = [
  {
    url: 'https://docs.test/api/commands/get',
    hierarchy: { lvl0: 'Queries', lvl1: 'get', lvl2: null },
    _snippetResult: { content: { value: 'Get <mark>elements</mark>' } },
  },
  {
    url: 'https://docs.test/api/commands/get#options',
    hierarchy: { lvl0: 'Queries', lvl1: 'get', lvl2: 'Options' },
    _snippetResult: { content: { value: 'the timeout' } },
  },
  {
    url: 'https://docs.test/guides/overview/why-cypress',
    hierarchy: { lvl0: 'Overview', lvl1: 'Why Cypress?', lvl2: null },
  },
]

describe('algoliaRecordsToHits', () => {
  it('groups heading records under their page', () => {
    const hits = algoliaRecordsToHits(records, null)
    expect(hits.map((h) => h.url)).toEqual([
      '/api/commands/get',
      '/guides/overview/why-cypress',
    ])
    expect(hits[0]).toMatchObject({
      title: 'get',
      section: 'api',
      category: 'Queries',
      excerpt: 'Get <mark>elements</mark>',
      subResults: [{ title: 'Options', url: '/api/commands/get#options' }],
    })
  })

  it('keeps only the chosen section', () => {
    expect(algoliaRecordsToHits(records, 'guides').map((h) => h.title)).toEqual(
      ['Why Cypress?']
    )
  })
})

describe('searchForPage with Algolia configured', () => {
  it('queries the hosted index with its facet filters, never the local one', async () => {
    const config = searchConfigFromEnv({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'cypress',
    })
    const sent: unknown[] = []
    const stub = (appId: string, apiKey: string): AlgoliaLiteClient => ({
      async search(input) {
        sent.push({ appId, apiKey, ...input })
        return { results: [{ hits: records }] }
      },
    })
    const result = await searchForPage(
      config,
      '/',
      'get',
      { section: null, limit: 1, offset: 0 },
      stub
    )
    expect(result.total).toBe(2)
    expect(result.hits.map((h) => h.url)).toEqual(['/api/commands/get'])
    expect(sent).toEqual([
      {
        appId: 'APP',
        apiKey: 'key',
        requests: [
          expect.objectContaining({
            indexName: 'cypress',
            query: 'get',
            facetFilters: [
              'language:en',
              ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
            ],
          }),
        ],
      },
    ])
  })
})

describe('parseSection', () => {
  it('accepts known sections only', () => {
    expect(parseSection('api')).toBe('api')
    expect(parseSection('API')).toBeNull()
    expect(parseSection(null)).toBeNull()
  })
})
