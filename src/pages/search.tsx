import React, { useEffect, useRef, useState, type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { useHistory, useLocation } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import useIsBrowser from '@docusaurus/useIsBrowser'
import { PageMetadata } from '@docusaurus/theme-common'
import Heading from '@theme/Heading'
import Layout from '@theme/Layout'
import { searchConfig, searchPageLink } from '@site/src/search/config'
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
  | {
      status: 'done'
      total: number
      hits: SearchHit[]
      /** The words searched instead of unknown ones, if any. */
      correctedQuery: string | null
      /** Known words close to the query's, when nothing matched. */
      suggestions: string[]
    }
  | { status: 'error' }

/**
 * Runs the search for `query` in `section`, `limit` pages at a time; an
 * empty query is idle. Results for an outdated request are dropped.
 */
function useSearch(
  query: string,
  section: SectionId | null,
  limit: number,
  exact: boolean
): SearchState {
  const { siteConfig } = useDocusaurusContext()
  const config = searchConfig(siteConfig.customFields)
  const baseUrl = useBaseUrl('/')
  const key = `${section ?? ''}\u0000${exact ? 'exact' : ''}\u0000${limit}\u0000${query}`
  const [settled, setSettled] = useState<{
    key: string
    state: SearchState
  } | null>(null)
  useEffect(() => {
    if (query.trim() === '') return
    let current = true
    searchForPage(config, baseUrl, query, {
      section,
      limit,
      offset: 0,
      exact,
    }).then(
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
      settled?.key.startsWith(
        `${section ?? ''}\u0000${exact ? 'exact' : ''}\u0000`
      ) &&
      settled.key.endsWith(`\u0000${query}`)
      ? previous
      : { status: 'loading' }
  }
  return settled.state
}

/**
 * How long typing must pause before the query is written to the URL. Each
 * URL change re-renders the whole page shell through the router, so it is
 * kept off the path from keystroke to results; leaving the box (or
 * submitting) writes it at once, so following a result and coming back
 * returns to the query as typed.
 */
const URL_SYNC_DELAY_MS = 400

/**
 * The search page at /search?q=…&section=…: a search box and section filter
 * whose state lives in the URL, and the matching documentation pages with
 * their breadcrumb, a highlighted excerpt and matching headings, ten at a
 * time. Works on the local index offline, or on Algolia when configured.
 * Queries are only ever rendered as text.
 */
export default function SearchPage(): ReactNode {
  return (
    <Layout description="Search every page of the Cypress documentation.">
      <SearchView />
    </Layout>
  )
}

/**
 * The page's title and content. It keeps the state, so that a keystroke
 * re-renders this part only, not the navbar, sidebar and footer around it.
 */
function SearchView(): ReactNode {
  const location = useLocation()
  const history = useHistory()
  const isBrowser = useIsBrowser()
  const params = new URLSearchParams(isBrowser ? location.search : '')
  const section = parseSection(params.get('section'))
  // "Search instead for …" links here with exact=1: no typo correction.
  const exact = params.get('exact') === '1'
  // What was typed, over which URL query string, and the query string it
  // was written to the URL as, while the router has yet to render that: a
  // navigation to any other URL supersedes it.
  const [typed, setTyped] = useState<{
    text: string
    from: string
    writtenAs?: string
  } | null>(null)
  const query =
    typed &&
    (typed.from === location.search || typed.writtenAs === location.search)
      ? typed.text
      : (params.get('q') ?? '')
  const [limit, setLimit] = useState(PAGE_SIZE)
  const state = useSearch(query, section, limit, exact)
  const pendingSync = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(pendingSync.current), [])

  const writeUrl = (q: string, s: SectionId | null) => {
    window.clearTimeout(pendingSync.current)
    pendingSync.current = undefined
    const search = new URLSearchParams()
    if (q !== '') search.set('q', q)
    if (s) search.set('section', s)
    const next = search.size === 0 ? '' : `?${search.toString()}`
    setTyped((current) => current && { ...current, writtenAs: next })
    history.replace({ ...location, search: next })
  }
  const onType = (text: string) => {
    setTyped((current) => ({
      text,
      from: location.search,
      // Still the URL the router is about to render, if it was written.
      writtenAs:
        current?.writtenAs !== location.search ? current?.writtenAs : undefined,
    }))
    setLimit(PAGE_SIZE)
    window.clearTimeout(pendingSync.current)
    pendingSync.current = window.setTimeout(
      () => writeUrl(text, section),
      URL_SYNC_DELAY_MS
    )
  }
  const flushUrl = () => {
    if (pendingSync.current !== undefined) writeUrl(query, section)
  }

  const heading = query
    ? `Search results for “${query}”`
    : 'Search the documentation'
  return (
    <>
      <PageMetadata title={heading} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            flushUrl()
          }}
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
            onChange={(event) => onType(event.target.value)}
            onBlur={flushUrl}
          />
          <fieldset className={styles.sections}>
            <legend className="sr-only">Section</legend>
            {[{ id: null, label: 'All' }, ...SECTIONS].map((option) => (
              <button
                key={option.id ?? 'all'}
                type="button"
                className={styles.section}
                aria-pressed={section === option.id}
                onClick={() => {
                  setLimit(PAGE_SIZE)
                  writeUrl(query, option.id)
                }}
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
    </>
  )
}

/** Labels joined by › , empty and repeated ones ("FAQ › FAQ") left out. */
const breadcrumb = (...labels: (string | undefined)[]) =>
  labels
    .filter(
      (label, i): label is string => Boolean(label) && label !== labels[i - 1]
    )
    .join(' › ')

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
            {state.suggestions.length > 0 ? (
              <p>
                Did you mean:{' '}
                {state.suggestions.map((word, i) => (
                  <React.Fragment key={word}>
                    {i > 0 ? ', ' : null}
                    <Link to={searchPageLink(word)}>{word}</Link>
                  </React.Fragment>
                ))}
                ?
              </p>
            ) : null}
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
          {state.correctedQuery ? (
            <p className={styles.correction}>
              Showing results for <strong>{state.correctedQuery}</strong>.
              Search instead for{' '}
              <Link to={`${searchPageLink(query)}&exact=1`}>{query}</Link>.
            </p>
          ) : null}
          <p className={styles.status}>
            {state.total === 1
              ? '1 result found'
              : `${state.total} results found`}
          </p>
          <ol className={styles.list}>
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.hit}>
                <p className={styles.breadcrumb}>
                  {breadcrumb(
                    sectionLabel(hit.section),
                    hit.category,
                    hit.pageTitle
                  )}
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
