/**
 * Which search the site uses, read from `customFields.search`, which
 * docusaurus.config.ts fills from the environment at build time.
 */

/** The local Pagefind index (default) or a hosted Algolia index. */
export type SearchConfig =
  | { mode: 'local'; issuesUrl: string }
  | {
      mode: 'algolia'
      appId: string
      apiKey: string
      indexName: string
      /** Language and docs version tag, as DocSearch facet filters. */
      facetFilters: (string | string[])[]
      issuesUrl: string
    }

/** Where "Let us know" sends readers whose query found nothing. */
export const DEFAULT_ISSUES_URL =
  'https://github.com/cypress-io/cypress-documentation/issues/new'

/** The facet filters of the hosted index: English, the current docs. */
export const ALGOLIA_FACET_FILTERS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
]

/**
 * Builds the search config from environment variables. Algolia is used only
 * when its app id, search key and index name are all set.
 */
export function searchConfigFromEnv(env: NodeJS.ProcessEnv): SearchConfig {
  const issuesUrl = env.DOCS_ISSUES_URL || DEFAULT_ISSUES_URL
  const { ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME } = env
  if (ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME) {
    return {
      mode: 'algolia',
      appId: ALGOLIA_APP_ID,
      apiKey: ALGOLIA_API_KEY,
      indexName: ALGOLIA_INDEX_NAME,
      facetFilters: ALGOLIA_FACET_FILTERS,
      issuesUrl,
    }
  }
  return { mode: 'local', issuesUrl }
}

/** Reads the config back on the client; local search when absent. */
export function searchConfig(
  customFields: Record<string, unknown> | undefined
): SearchConfig {
  const value = customFields?.search as SearchConfig | undefined
  return value ?? { mode: 'local', issuesUrl: DEFAULT_ISSUES_URL }
}

/** The /search page URL for a query. */
export function searchPageLink(query: string): string {
  return query.trim() === ''
    ? '/search'
    : `/search?q=${encodeURIComponent(query)}`
}
