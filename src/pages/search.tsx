import React, { useEffect, useState, type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Heading from '@theme/Heading'
import Layout from '@theme/Layout'
import { searchConfig } from '@site/src/search/config'
import type { SearchHit } from '@site/src/search/pagefind'
import {
  parseSection,
  searchForPage,
  SECTIONS,
  type SectionId,
} from '@site/src/search/pageSearch'
import styles from './_search/styles.module.css'

/** Pages shown at first, and added by each "Load more". */
const PAGE_SIZE = 10

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; total: number; hits: SearchHit[] }
  | { status: 'error' }

/**
 * Runs the search for `query` in `section`, `limit` pages at a time; an
 * empty query is idle. Results for an outdated request are dropped.
 */
function useSearch(
  query: string,
  section: SectionId | null,
  limit: number
): SearchState {
  const { siteConfig } = useDocusaurusContext()
  const config = searchConfig(siteConfig.customFields)
  const baseUrl = useBaseUrl('/')
  const key = `${section ?? ''}\u0000${limit}\u0000${query}`
  const [settled, setSettled] = useState<{
    key: string
    state: SearchState
  } | null>(null)
  useEffect(() => {
    if (query.trim() === '') return
    let current = true
    searchForPage(config, baseUrl, query, { section, limit, offset: 0 }).then(
      (result) =>
        current && setSettled({ key, state: { status: 'done', ...result } }),
      () => current && setSettled({ key, state: { status: 'error' } })
    )
    return () => {
      current = false
    }
    // `config` comes from the site config and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseUrl, key])
  if (query.trim() === '') return { status: 'idle' }
  if (settled?.key !== key) {
    // While more results load, keep showing the ones we have.
    const previous = settled?.state
    return previous?.status === 'done' &&
      settled?.key.startsWith(`${section ?? ''}\u0000`) &&
      settled.key.endsWith(`\u0000${query}`)
      ? previous
      : { status: 'loading' }
  }
  return settled.state
}

/**
 * The search page at /search?q=…&section=…: a search box and section filter
 * whose state lives in the URL, and the matching documentation pages with
 * their breadcrumb, a highlighted excerpt and matching headings, ten at a
 * time. Works on the local index offline, or on Algolia when configured.
 * Queries are only ever rendered as text.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation()
  const history = useHistory()
  const isBrowser = useIsBrowser()
  const params = new URLSearchParams(isBrowser ? location.search : '')
  const query = params.get('q') ?? ''
  const section = parseSection(params.get('section'))
  const [limit, setLimit] = useState(PAGE_SIZE)
  const state = useSearch(query, section, limit)

  const update = (next: { q?: string; section?: SectionId | null }) => {
    const search = new URLSearchParams()
    const q = next.q ?? query
    const s = next.section === undefined ? section : next.section
    if (q !== '') search.set('q', q)
    if (s) search.set('section', s)
    setLimit(PAGE_SIZE)
    history.replace({
      ...location,
      search: search.size === 0 ? '' : `?${search.toString()}`,
    })
  }

  const heading = query
    ? `Search results for “${query}”`
    : 'Search the documentation'
  return (
    <Layout
      title={heading}
      description="Search every page of the Cypress documentation."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
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
            onChange={(event) => update({ q: event.target.value })}
          />
          <fieldset className={styles.sections}>
            <legend className="sr-only">Section</legend>
            {[{ id: null, label: 'All' }, ...SECTIONS].map((option) => (
              <button
                key={option.id ?? 'all'}
                type="button"
                className={styles.section}
                aria-pressed={section === option.id}
                onClick={() => update({ section: option.id })}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        </form>
        <div
          aria-live="polite"
          className={styles.results}
          // Names the query whose results are on screen (for the benchmark).
          data-results-for={state.status === 'done' ? query : undefined}
        >
          <SearchResults
            query={query}
            state={state}
            onMore={() => setLimit((n) => n + PAGE_SIZE)}
          />
        </div>
      </main>
    </Layout>
  )
}

const sectionLabel = (id: string) =>
  SECTIONS.find((section) => section.id === id)?.label ?? id

/** The result list, or the message that stands in for it. */
function SearchResults({
  query,
  state,
  onMore,
}: {
  query: string
  state: SearchState
  onMore: () => void
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
              Try fewer or different words, another section, or browse the{' '}
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
          </p>
          <ol className={styles.list}>
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.hit}>
                <p className={styles.breadcrumb}>
                  {[sectionLabel(hit.section), hit.category]
                    .filter(Boolean)
                    .join(' › ')}
                </p>
                <Link to={hit.url} className={styles.title}>
                  {hit.title}
                </Link>
                {/* Excerpts come escaped from the index, with <mark> added. */}
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
          {state.total > state.hits.length ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={onMore}
            >
              Load more ({state.total - state.hits.length} left)
            </button>
          ) : null}
        </>
      )
  }
}
