// The navbar search. The classic theme ships no search bar, and the Algolia
// theme's one always preconnects to Algolia and cannot use a local index, so
// this component renders the same DocSearch button and modal itself:
// - with no hosted search configured, the modal reads the Pagefind index
//   built with the site (src/search/docsearchClient.ts);
// - with ALGOLIA_* set at build time, it queries that Algolia index, with
//   contextual search off and facet filters for language and docs version.
// Shortcuts: Ctrl/Cmd+K and "/" open it, except while focus is in an input,
// select or textarea (spec section 5); Escape closes it.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { DocSearchButton } from '@docsearch/react/button'
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react/modal'
import Head from '@docusaurus/Head'
import Link from '@docusaurus/Link'
import { useHistory } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Loading from '@theme/Loading'
import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/button.css'
import type {
  SearchOutcome,
  SearchClientLike,
} from '@site/src/search/docsearchClient'
import { searchConfig, searchPageLink } from '@site/src/search/config'
import './styles.css'

type ModalComponent = typeof DocSearchModalType
let DocSearchModal: ModalComponent | null = null
/** The search client module, loaded with the modal (it is only used there). */
let searchClients: typeof import('@site/src/search/docsearchClient') | null =
  null

/** Modal wording from the spec (section 8) where DocSearch's differs. */
const modalTranslations = {
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
}

let modalImport: Promise<void> | null = null

/**
 * Loads the modal and its styles on first use. A failed load (a chunk that
 * did not arrive) rejects, and the next call tries again.
 */
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve()
  modalImport ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@site/src/search/docsearchClient'),
    import('@docsearch/css/dist/modal.css'),
  ]).then(
    ([{ DocSearchModal: Modal }, clients]) => {
      searchClients = clients
      DocSearchModal = Modal
    },
    (error: unknown) => {
      modalImport = null
      throw error
    }
  )
  return modalImport
}

/**
 * Starts loading the modal ahead of a click (hover, focus, touch). A failure
 * here stays silent: the click that follows tries again and reports it.
 */
function warmModal(): void {
  importModal().catch(() => undefined)
}

/**
 * What shows while the modal's code loads after a click, and when it fails:
 * the theme's loading screen (spec section 5: an animated loader, then the
 * error text with a "Retry" button) in a dialog that Escape or a click on
 * the backdrop closes.
 */
function ModalLoading({
  error,
  retry,
  onClose,
}: {
  error: Error | null
  retry: () => void
  onClose: () => void
}): ReactNode {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onClose])
  return (
    <div
      className="search-loading"
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <Loading
        isLoading={!error}
        pastDelay
        timedOut={false}
        error={error}
        retry={retry}
      />
    </div>
  )
}

/** The path, query and hash of an absolute hit URL, for client routing. */
function sitePath(url: string): string {
  const parsed = new URL(url, window.location.href)
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}

/** True when the key event comes from a field the reader is typing in. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined
  if (!target) return false
  return (
    target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)
  )
}

/**
 * Ctrl/Cmd+K and "/" open the modal unless the reader is typing in a form
 * field; Escape closes it.
 */
function useSearchShortcuts(
  isOpen: boolean,
  open: () => void,
  close: () => void
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpen) {
        if (event.key === 'Escape') {
          event.preventDefault()
          close()
        }
        return
      }
      const modK =
        event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey
      if ((modK || slash) && !isTyping(event)) {
        event.preventDefault()
        open()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isOpen, open, close])
}

/** Queries offered when nothing was searched yet that found results. */
const DEFAULT_SUGGESTIONS = ['get', 'should', 'retry-ability']

/**
 * Follows an element inside the modal (the modal re-renders it), and sets
 * `className` on the container while mounted.
 */
function useModalElement(
  container: HTMLElement,
  selector: string,
  className: string
): Element | null {
  const [element, setElement] = useState<Element | null>(null)
  useEffect(() => {
    container.classList.add(className)
    const find = () => setElement(container.querySelector(selector))
    const frame = requestAnimationFrame(find)
    const observer = new MutationObserver(find)
    observer.observe(container, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      container.classList.remove(className)
    }
  }, [container, selector, className])
  return element
}

/** Types `query` into the modal's input, as if the reader had. */
function searchFor(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input')
  if (!input) return
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value'
  )?.set
  setValue?.call(input, query)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.focus()
}

/**
 * "Try searching for" on the no-results screen. DocSearch keeps its own
 * suggestions in a shape its screen cannot list, so they are drawn here:
 * categories of earlier results, or a few common queries.
 */
function NoResultsSuggestions({
  container,
  suggestions,
}: {
  container: HTMLElement
  suggestions: readonly string[]
}): ReactNode {
  const screen = useModalElement(
    container,
    '.DocSearch-NoResults .DocSearch-Title',
    'search-modal--empty'
  )
  return screen?.parentElement
    ? createPortal(
        <div className="DocSearch-NoResults-Prefill-List search-suggestions">
          <p className="DocSearch-Help">
            {modalTranslations.noResultsScreen.suggestedQueryText}:
          </p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="DocSearch-Prefill"
                  onClick={() => searchFor(container, suggestion)}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>,
        screen.parentElement
      )
    : null
}

/**
 * The modal's "Unable to fetch results" screen, drawn into its results area.
 * DocSearch has this screen, but the autocomplete core under it resets the
 * status to idle after a failed request, so it never shows on its own; the
 * wrapper sets `search-modal--failed` on the container, which hides the
 * "no results" screen while this one is up.
 */
function SearchFailure({ container }: { container: HTMLElement }): ReactNode {
  const dropdown = useModalElement(
    container,
    '.DocSearch-Dropdown',
    'search-modal--failed'
  )
  return dropdown
    ? createPortal(
        <div className="DocSearch-ErrorScreen" role="alert">
          <p className="DocSearch-Title">
            {modalTranslations.errorScreen.titleText}
          </p>
          <p className="DocSearch-Help">
            {modalTranslations.errorScreen.helpText}
          </p>
        </div>,
        dropdown
      )
    : null
}

/**
 * The navbar search button and, once opened, the DocSearch modal. Results
 * come from the local index or Algolia (see src/search/config.ts); the
 * modal's footer links to the /search page with the same query.
 */
export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  const config = searchConfig(siteConfig.customFields)
  const baseUrl = useBaseUrl('/')
  const history = useHistory()
  const searchButtonRef = useRef<HTMLButtonElement>(null)
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [loading, setLoading] = useState(false)
  const [loadError, setLoadError] = useState<Error | null>(null)
  // How the last search went; the error screen and suggestions use it.
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null)
  // Categories of earlier results, offered when a query finds nothing.
  const [suggestions, setSuggestions] = useState(DEFAULT_SUGGESTIONS)
  const onOutcome = useCallback((next: SearchOutcome) => {
    setOutcome(next)
    if (next.status === 'found') {
      setSuggestions((current) =>
        [...new Set([...next.categories, ...current])].slice(0, 3)
      )
    }
  }, [])

  const open = useCallback(() => {
    setLoadError(null)
    if (!DocSearchModal) setLoading(true)
    importModal().then(
      () => {
        setContainer((existing) => {
          if (existing) return existing
          const element = document.createElement('div')
          // Lets the styles hide Algolia's logo when the index is local.
          element.className = `search-modal search-modal--${config.mode}`
          document.body.insertBefore(element, document.body.firstChild)
          return element
        })
        setLoading(false)
        setIsOpen(true)
      },
      (error: unknown) => {
        setLoading(false)
        setLoadError(error instanceof Error ? error : new Error(String(error)))
      }
    )
  }, [config.mode])
  const dismissLoading = useCallback(() => {
    setLoading(false)
    setLoadError(null)
    searchButtonRef.current?.focus()
  }, [])
  const close = useCallback(() => {
    setIsOpen(false)
    setOutcome(null)
    searchButtonRef.current?.focus()
  }, [])
  useSearchShortcuts(isOpen, open, close)

  const transformSearchClient = useMemo(
    () => (algoliaClient: unknown) => {
      // Only called by the modal, which loads after searchClients.
      const { createLocalSearchClient, observeSearches } = searchClients!
      return observeSearches(
        config.mode === 'local'
          ? createLocalSearchClient(baseUrl, window.location.origin)
          : (algoliaClient as SearchClientLike),
        onOutcome
      ) as never
    },
    [config.mode, baseUrl, onOutcome]
  )
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(sitePath(itemUrl))
      },
    }),
    [history]
  )
  const Footer = useCallback(
    ({
      state,
    }: {
      state: { query: string; context: { nbHits?: unknown } }
    }) => (
      <Link to={searchPageLink(state.query)} onClick={close}>
        {`See all ${Number(state.context.nbHits ?? 0)} results`}
      </Link>
    ),
    [close]
  )

  return (
    <>
      {config.mode === 'algolia' ? (
        <Head>
          <link
            rel="preconnect"
            href={`https://${config.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      ) : null}
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={warmModal}
        onFocus={warmModal}
        onMouseOver={warmModal}
        onClick={open}
        translations={{ buttonText: 'Search', buttonAriaLabel: 'Search' }}
      />
      {loading || loadError
        ? createPortal(
            <ModalLoading
              error={loadError}
              retry={open}
              onClose={dismissLoading}
            />,
            document.body
          )
        : null}
      {isOpen && DocSearchModal && container
        ? createPortal(
            <DocSearchModal
              appId={config.mode === 'algolia' ? config.appId : 'local'}
              apiKey={config.mode === 'algolia' ? config.apiKey : 'local'}
              indexName={config.mode === 'algolia' ? config.indexName : 'local'}
              searchParameters={
                config.mode === 'algolia'
                  ? { facetFilters: config.facetFilters }
                  : undefined
              }
              transformSearchClient={transformSearchClient}
              initialScrollY={window.scrollY}
              onClose={close}
              navigator={navigator}
              hitComponent={({ hit, children }) => (
                <Link to={sitePath(hit.url)}>{children}</Link>
              )}
              resultsFooterComponent={Footer}
              getMissingResultsUrl={({ query }) =>
                `${config.issuesUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
              }
              placeholder="Search the docs"
              translations={modalTranslations}
              onAskAiToggle={() => undefined}
            />,
            container
          )
        : null}
      {isOpen && outcome?.status === 'failed' && container ? (
        <SearchFailure container={container} />
      ) : null}
      {isOpen && outcome?.status === 'empty' && container ? (
        <NoResultsSuggestions container={container} suggestions={suggestions} />
      ) : null}
    </>
  )
}
