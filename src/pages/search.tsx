import React, { useEffect, useState, type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Heading from '@theme/Heading'
import Layout from '@theme/Layout'
import { searchDocs, type SearchHit } from './_search/pagefind'
import styles from './_search/styles.module.css'

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; total: number; hits: SearchHit[] }
  | { status: 'error' }

/**
 * Runs the search for `query` whenever it changes; an empty query is idle.
 * Results for an outdated query are dropped.
 */
function useSearch(query: string): SearchState {
  const baseUrl = useBaseUrl('/')
  const [settled, setSettled] = useState<{
    query: string
    state: SearchState
  } | null>(null)
  useEffect(() => {
    if (query.trim() === '') return
    let current = true
    searchDocs(baseUrl, query).then(
      (result) =>
        current && setSettled({ query, state: { status: 'done', ...result } }),
      () => current && setSettled({ query, state: { status: 'error' } })
    )
    return () => {
      current = false
    }
  }, [baseUrl, query])
  if (query.trim() === '') return { status: 'idle' }
  if (settled?.query !== query) return { status: 'loading' }
  return settled.state
}

/**
 * The search page at /search?q=…: a search box whose text lives in the `q`
 * query parameter, and the matching documentation pages from the Pagefind
 * index built with the site. Works offline; shows the query escaped.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation()
  const history = useHistory()
  const isBrowser = useIsBrowser()
  const query = isBrowser
    ? (new URLSearchParams(location.search).get('q') ?? '')
    : ''
  const state = useSearch(query)

  const setQuery = (q: string) =>
    history.replace({
      ...location,
      search: q === '' ? '' : `?${new URLSearchParams({ q }).toString()}`,
    })

  return (
    <Layout
      title={
        query ? `Search results for “${query}”` : 'Search the documentation'
      }
      description="Search every page of the Cypress documentation."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">
          {query ? `Search results for “${query}”` : 'Search the documentation'}
        </Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="search-page-input" className="sr-only">
            Search the documentation
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            value={query}
            placeholder="Search commands, guides and examples"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <div aria-live="polite" className={styles.results}>
          <SearchResults query={query} state={state} />
        </div>
      </main>
    </Layout>
  )
}

/** The result list, or the message that stands in for it. */
function SearchResults({
  query,
  state,
}: {
  query: string
  state: SearchState
}): ReactNode {
  switch (state.status) {
    case 'idle':
      return (
        <p>
          Type a command, option or topic, such as <code>intercept</code> or{' '}
          <code>retry-ability</code>.
        </p>
      )
    case 'loading':
      return <p className={styles.status}>Searching…</p>
    case 'error':
      return (
        <div role="alert">
          <p>
            <strong>Unable to fetch results</strong>
          </p>
          <p>You might want to check your network connection.</p>
        </div>
      )
    case 'done':
      if (state.hits.length === 0) {
        return (
          <div>
            <p>
              No results for <strong>“{query}”</strong>
            </p>
            <p>
              Try fewer or different words, or browse the{' '}
              <Link to="/guides/overview/why-cypress">guides</Link> and the{' '}
              <Link to="/api/assertions/assertions-reference">
                API reference
              </Link>
              .
            </p>
          </div>
        )
      }
      return (
        <>
          <p className={styles.status}>
            {state.total === 1 ? '1 page found' : `${state.total} pages found`}
            {state.total > state.hits.length
              ? `, showing the first ${state.hits.length}`
              : ''}
          </p>
          <ol className={styles.list}>
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.hit}>
                <Link to={hit.url} className={styles.title}>
                  {hit.title}
                </Link>
                {/* Pagefind escapes page text and adds only <mark> tags. */}
                <p
                  className={styles.excerpt}
                  dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                />
                {hit.subResults.length > 0 ? (
                  <ul className={styles.subs}>
                    {hit.subResults.map((sub) => (
                      <li key={sub.url}>
                        <Link to={sub.url}>{sub.title}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )
  }
}
