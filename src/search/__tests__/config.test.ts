import { describe, expect, it } from 'vitest'
import {
  ALGOLIA_FACET_FILTERS,
  DEFAULT_ISSUES_URL,
  searchConfig,
  searchConfigFromEnv,
  searchPageLink,
} from '../config'

describe('searchConfigFromEnv', () => {
  it('uses the local index unless all three Algolia variables are set', () => {
    expect(searchConfigFromEnv({})).toEqual({
      mode: 'local',
      issuesUrl: DEFAULT_ISSUES_URL,
    })
    expect(
      searchConfigFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key' })
        .mode
    ).toBe('local')
  })

  it('switches to Algolia with language and version facet filters', () => {
    expect(
      searchConfigFromEnv({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'key',
        ALGOLIA_INDEX_NAME: 'cypress',
        DOCS_ISSUES_URL: 'https://example.test/issues/new',
      })
    ).toEqual({
      mode: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'cypress',
      facetFilters: ALGOLIA_FACET_FILTERS,
      issuesUrl: 'https://example.test/issues/new',
    })
    expect(ALGOLIA_FACET_FILTERS[0]).toBe('language:en')
  })

  it('reads the config back, defaulting to local', () => {
    expect(searchConfig(undefined).mode).toBe('local')
    expect(searchConfig({ search: searchConfigFromEnv({}) }).mode).toBe('local')
  })
})

describe('searchPageLink', () => {
  it('encodes the query', () => {
    expect(searchPageLink('a&b <c>')).toBe('/search?q=a%26b%20%3Cc%3E')
    expect(searchPageLink('  ')).toBe('/search')
  })
})
