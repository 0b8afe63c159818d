/**
 * The browser side of the local search: loads the Pagefind bundle that
 * `npm run build` writes to `build/pagefind/` on first use (pages that never
 * search never download it), runs queries, and returns pages with their
 * heading-level matches, using the site's clean URLs.
 */
import { stemsOf, understandQuery } from './query'
import { expandQuery } from './synonyms'
import {
  closestWords,
  correctWords,
  createVocabulary,
  type Vocabulary,
  type VocabularyFile,
} from './typos'

/** A heading inside a page that matched. */
export interface SearchSubResult {
  title: string
  /** Root-relative URL with the heading's anchor. */
  url: string
  /** Escaped text with `<mark>` around matches. */
  excerpt: string
}

/** A page, or a section that is a result of its own, that matched. */
export interface SearchHit {
  /**
   * Root-relative clean URL, e.g. `/api/commands/get`; a section's has its
   * heading's anchor (`/faq/questions/using-cypress-faq#how-do-i-…`).
   */
  url: string
  /** The page title, or for a section its heading. */
  title: string
  /** For a section: the title of the page it belongs to. */
  pageTitle?: string
  /** `guides`, `api`, `examples` or `faq`. */
  section: string
  /** The sidebar category, e.g. `Getting Started` (may be empty). */
  category: string
  /** Escaped page text with `<mark>` around matches. */
  excerpt: string
  subResults: SearchSubResult[]
}

interface PagefindResultData {
  url: string
  excerpt: string
  meta: {
    title?: string
    section?: string
    category?: string
    description?: string
    /** Set on section records: the title of the page they belong to. */
    page?: string
  }
  sub_results?: { title: string; url: string; excerpt: string }[]
}

interface PagefindResult {
  id: string
  score?: number
  data(): Promise<PagefindResultData>
}

/** The part of Pagefind's browser API the site uses. */
export interface PagefindApi {
  options(options: { baseUrl?: string; noWorker?: boolean }): Promise<void>
  search(
    query: string,
    options?: { filters?: Record<string, string | string[]> }
  ): Promise<{ results: PagefindResult[] } | null>
}

let api: Promise<PagefindApi> | undefined

let vocabulary: Promise<Vocabulary | null> | undefined

/**
 * Loads the index's vocabulary (`pagefind/vocabulary.json`, written by the
 * index build) once, for typo correction and the names that reference tables
 * define. Resolves null when it cannot be fetched or read: search then works
 * without them, and a later search tries again.
 */
export function loadVocabulary(baseUrl: string): Promise<Vocabulary | null> {
  vocabulary ??= fetch(`${baseUrl}pagefind/vocabulary.json`)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.json() as Promise<VocabularyFile>
    })
    .then(createVocabulary)
    .catch(() => {
      vocabulary = undefined
      return null
    })
  return vocabulary
}

/**
 * Loads the Pagefind bundle once. Rejects when it cannot be fetched (offline
 * with nothing cached, or no index in this build); a later call tries again.
 */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  api ??= (
    import(
      /* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`
    ) as Promise<PagefindApi>
  ).then(
    async (pagefind) => {
      // On the main thread: Pagefind's web worker adds a message round trip
      // per result, and its fetches are invisible to the page, which tells
      // the service worker which index chunks to keep for offline search
      // (src/clientModules/offlineReading.ts).
      await pagefind.options({ baseUrl, noWorker: true })
      return pagefind
    },
    (error: unknown) => {
      api = undefined
      throw error
    }
  )
  return api
}

/** The route a result belongs to: its URL without the heading's anchor. */
export const routeOf = (url: string) => url.replace(/#.*$/, '')

/**
 * Turns Pagefind's URLs into the site's clean routes: no `index.html`, no
 * trailing slash before a hash or at the end (except the root).
 */
export function cleanUrl(url: string): string {
  const [path = '', hash] = url.split('#')
  const clean = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1')
  return hash === undefined ? clean : `${clean}#${hash}`
}

/** The share of `stems` found in `field`'s stems (prefix match either way). */
function coverage(stems: readonly string[], field: readonly string[]): number {
  if (stems.length === 0) return 0
  const found = stems.filter((wanted) =>
    field.some(
      (term) =>
        term === wanted ||
        (term.length >= 3 &&
          wanted.length >= 3 &&
          (term.startsWith(wanted) || wanted.startsWith(term)))
    )
  )
  return found.length / stems.length
}

/** What the ranking reads of a result. */
export interface Rankable {
  url: string
  title: string
  description?: string
  /** Headings of the page's matching sections. */
  headings?: readonly string[]
  /** The sidebar category, which gives "Overview" its context. */
  category?: string
  /** Pagefind's score (higher is better); 0 when unknown. */
  score?: number
  /** True for a section that is a result of its own (an FAQ question, an error entry). */
  isSection?: boolean
}

/**
 * Weights of the ranking signals. A page's score is the sum of: its share of
 * the query's words in the title, in the description and in its best
 * matching heading, each times its weight; Pagefind's body-text score
 * relative to the best result's; a bonus when the title is the query itself
 * (`contains`); its share in the sidebar category; the
 * boost when a synonym maps the query to it; one when its reference table
 * defines a name in the query (halved for the second such page, a third for
 * the third); and for a pasted error, one for sections (error entries).
 */
export const RANKING_WEIGHTS = {
  title: 3,
  description: 2,
  heading: 1.5,
  body: 2,
  synonymPage: 10,
  exactTitle: 3,
  category: 1.5,
  definition: 8,
  errorEntry: 3,
} as const

/**
 * Reorders results so those whose title, description and headings cover
 * more of the query come first, blended with Pagefind's body-text score.
 * Pagefind scores body text, where a page that only mentions "find" or
 * "login" in passing can outrank the page that is about the query; the
 * title, the one-sentence description and the headings say what a page or
 * section is about. `pages` are the routes synonyms map the query to
 * (ranked first). Ties keep Pagefind's order.
 */
export function rerank<T extends Rankable>(
  results: readonly T[],
  stems: readonly string[],
  pages: readonly string[] = [],
  isError = false,
  definitions: readonly string[] = []
): T[] {
  const best = Math.max(0, ...results.map((r) => r.score ?? 0))
  const score = (result: T) => {
    const titleStems = stemsOf(result.title)
    const headings = (result.headings ?? []).map((h) =>
      coverage(stems, stemsOf(h))
    )
    const route = routeOf(result.url)
    return (
      RANKING_WEIGHTS.title * coverage(stems, titleStems) +
      (titleStems.length > 0 && titleStems.join(' ') === stems.join(' ')
        ? RANKING_WEIGHTS.exactTitle
        : 0) +
      RANKING_WEIGHTS.description *
        coverage(stems, stemsOf(result.description ?? '')) +
      RANKING_WEIGHTS.category *
        coverage(stems, stemsOf(result.category ?? '')) +
      RANKING_WEIGHTS.heading * Math.max(0, ...headings) +
      (best > 0 ? (RANKING_WEIGHTS.body * (result.score ?? 0)) / best : 0) +
      (pages.includes(route) && !result.url.includes('#')
        ? RANKING_WEIGHTS.synonymPage
        : 0) +
      (definitions.includes(route) && !result.url.includes('#')
        ? RANKING_WEIGHTS.definition / (definitions.indexOf(route) + 1)
        : 0) +
      (isError && result.isSection ? RANKING_WEIGHTS.errorEntry : 0)
    )
  }
  return results
    .map((result, index) => ({ result, index, score: score(result) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ result }) => result)
}

/**
 * Searches each word on its own and merges the results, best first: a page
 * scores each word it has by the word's rarity (log of pages / pages with
 * the word), times its score for that word relative to the word's best.
 * A rare word ("ResizeObserver") counts for more than several common ones.
 */
async function searchAnyWord(
  pagefind: PagefindApi,
  words: readonly string[],
  filters: { filters?: Record<string, string | string[]> }
): Promise<PagefindResult[]> {
  const perWord = await Promise.all(
    words.slice(0, 8).map(async (word) => {
      const results = (await pagefind.search(word, filters))?.results ?? []
      const best = Math.max(0, ...results.map((r) => r.score ?? 0))
      const rarity = Math.log(1 + RARITY_SCALE / Math.max(1, results.length))
      return results.map((result) => ({
        result,
        score: rarity * (0.5 + (best > 0 ? (result.score ?? 0) / best : 0) / 2),
      }))
    })
  )
  const merged = new Map<string, { result: PagefindResult; score: number }>()
  for (const results of perWord) {
    for (const { result, score } of results) {
      const entry = merged.get(result.id)
      if (entry) entry.score += score
      else merged.set(result.id, { result, score })
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.score - a.score)
    .map(({ result, score }) => ({
      id: result.id,
      score,
      data: () => result.data(),
    }))
}

/**
 * The record count that a word's rarity is measured against: about twice the
 * index's pages and sections, so a word on every record still counts a little.
 */
const RARITY_SCALE = 1000

/** Options of one search. */
export interface SearchOptions {
  /** Only pages of this section. */
  section?: string | null
  /** How many results to load (the total is always counted). */
  limit?: number
  /** Skip this many results first (for "load more"). */
  offset?: number
  /** Headings per page. */
  subResults?: number
  /** Search the words as typed, with no typo correction. */
  exact?: boolean
  /** A loaded Pagefind to use instead of the site's bundle (tests, Node). */
  engine?: PagefindApi
  /** A vocabulary to use instead of fetching the site's (tests, Node). */
  vocabulary?: Vocabulary | null
}

/** What one search came to. */
export interface SearchResponse {
  /** How many pages and sections matched. */
  total: number
  /** The requested slice, best first. */
  hits: SearchHit[]
  /**
   * Set when unknown words were corrected: the words searched instead
   * ("Showing results for …"). Search again with `exact` for the original.
   */
  correctedQuery: string | null
  /**
   * When nothing matched: the known words closest to the query's unknown
   * ones, to offer as searches of their own (at most 3).
   */
  suggestions: string[]
}

/** Results whose page data is read and re-ranked (the rest keep their order). */
const RANKED_RESULTS = 12

/** Error entries or FAQ questions searched on their own that are ranked. */
const KIND_RESULTS = 4

/** How many of the best results may come from one page. */
const MAX_PER_PAGE = 2

/** Pages with most but not all of a long query's words that are ranked. */
const PARTIAL_RESULTS = 4

/** How far down the results a synonym's or definition's page is looked for. */
const MAX_LOOKAHEAD = 48

/**
 * Runs a query against the local index: understands it (query.ts), corrects
 * unknown words against the index's vocabulary (typos.ts), applies other
 * tools' vocabulary (synonyms.ts), searches, and re-ranks the best results
 * by how much of the query their title, description and headings cover.
 * Resolves with no hits for a query with nothing to search for. Rejects when
 * the index cannot be loaded or read.
 */
export async function searchDocs(
  baseUrl: string,
  query: string,
  {
    section = null,
    limit = 10,
    offset = 0,
    subResults = 3,
    exact = false,
    engine,
    vocabulary: givenVocabulary,
  }: SearchOptions = {}
): Promise<SearchResponse> {
  const understood = understandQuery(query)
  const none: SearchResponse = {
    total: 0,
    hits: [],
    correctedQuery: null,
    suggestions: [],
  }
  if (understood.words.length === 0) return none
  const filters = section ? { filters: { section } } : {}
  // The vocabulary loads beside the Pagefind bundle on the first search.
  const vocabularyLoad =
    givenVocabulary === undefined ? loadVocabulary(baseUrl) : givenVocabulary
  const pagefind = await (engine ?? loadPagefind(baseUrl))
  // The words as typed are searched while the vocabulary loads; the search
  // is only repeated when a word turns out to need correcting.
  const typed = expandQuery(understood)
  const typedSearch = pagefind
    .search(typed.text, filters)
    .then((r) => r?.results ?? [])
  // Unused when a word is corrected; its failure then must not go unhandled.
  typedSearch.catch(() => undefined)
  const known = await vocabularyLoad
  let words = understood.words
  let correctedQuery: string | null = null
  if (known && !exact) {
    const correction = correctWords(known, words, understood.identifiers)
    if (correction.changed) {
      words = correction.words
      correctedQuery = words.join(' ')
    }
  }
  const expanded = correctedQuery
    ? expandQuery({ ...understood, words })
    : typed
  // Pages whose reference table defines a name in the query (an option,
  // flag or variable) rank higher.
  const definitions = [
    ...new Set(
      [
        ...understood.identifiers,
        ...(words.length > 1 ? [words.join(' ')] : []),
      ].flatMap((name) => known?.definedOn(name) ?? [])
    ),
  ]
  const terms = expanded.text.split(' ')
  // A pasted error is also searched among the error entries alone, and a
  // question among the FAQ questions, so that the best of them are ranked
  // even when long pages outscore them on body text.
  const kind = understood.isError
    ? 'error'
    : understood.isQuestion
      ? 'faq'
      : null
  const kindFilters = {
    filters: { ...(section ? { section } : {}), kind: kind ?? '' },
  }
  // Pagefind wants every known word on a page. For a longer query (a
  // question, a pasted error) the best answer may phrase one word
  // differently, so the pages with most of the words are searched too and
  // the best of them join the ranking.
  const [all, someWords, entries] = await Promise.all([
    correctedQuery
      ? pagefind.search(expanded.text, filters).then((r) => r?.results ?? [])
      : typedSearch,
    terms.length >= 3 ? searchAnyWord(pagefind, terms, filters) : null,
    kind
      ? (terms.length >= 3
          ? searchAnyWord(pagefind, terms, kindFilters)
          : pagefind
              .search(expanded.text, kindFilters)
              .then((r) => r?.results ?? [])
        ).then((results) => results.slice(0, KIND_RESULTS))
      : [],
  ])
  const some =
    someWords ??
    (all.length === 0 && terms.length > 1
      ? await searchAnyWord(pagefind, terms, filters)
      : [])
  const inAll = new Set(all.map((result) => result.id))
  const partial = some.filter((result) => !inAll.has(result.id))
  const results = all.length > 0 ? all : some
  // A few pages that lack a word are always ranked, and as many as it takes
  // to fill the first batch when few pages have every word.
  const partialShare =
    all.length > 0 ? Math.max(PARTIAL_RESULTS, RANKED_RESULTS - all.length) : 0
  if (results.length === 0) {
    const unknown = words.filter((word) => known && !known.has(word))
    const suggestions = known
      ? [...new Set(unknown.flatMap((word) => closestWords(known, word, 3, 3)))]
      : []
    return { ...none, correctedQuery, suggestions: suggestions.slice(0, 3) }
  }
  // The best results are re-ranked as a whole, so "Load more" keeps the
  // order of what is already on screen. Pages that synonyms or definitions
  // point to are looked for further down, a batch at a time.
  let fetched = Math.max(offset + limit, RANKED_RESULTS)
  // Pages that lack a word have no body score comparable to the others',
  // unless no page has every word.
  const toData = (list: readonly PagefindResult[]) =>
    Promise.all(
      list.map(async (result) => ({
        page: await result.data(),
        score:
          all.length === 0 || inAll.has(result.id) ? (result.score ?? 0) : 0,
      }))
    )
  const read = (from: number, to: number) => toData(results.slice(from, to))
  const data = [
    ...(await read(0, fetched)),
    // The best pages that lack a word, ranked by their titles and headings.
    ...(await toData(partial.slice(0, partialShare))),
  ]
  const have = new Set(
    [...results.slice(0, fetched), ...partial.slice(0, partialShare)].map(
      (result) => result.id
    )
  )
  data.push(...(await toData(entries.filter((entry) => !have.has(entry.id)))))
  const missing = () =>
    [...expanded.pages, ...definitions].some(
      (route) => !data.some(({ page }) => cleanUrl(page.url) === route)
    )
  while (missing() && fetched < Math.min(results.length, MAX_LOOKAHEAD)) {
    data.push(...(await read(fetched, fetched + RANKED_RESULTS)))
    fetched += RANKED_RESULTS
  }
  const stems = [...new Set(stemsOf(expanded.text))]
  const ranked = rerank(
    data.map(({ page, score }) => ({
      page,
      url: cleanUrl(page.url),
      title: page.meta.title ?? '',
      description: page.meta.description,
      headings: (page.sub_results ?? []).map((sub) => sub.title),
      category: page.meta.category,
      score,
      isSection: Boolean(page.meta.page),
    })),
    stems,
    expanded.pages,
    understood.isError,
    definitions
  )
  // A page is shown once: where one of its sections is a result of its own
  // and ranks above it, the page itself is left out.
  // At most two of the best results come from one page, so that one long
  // page's sections do not crowd out the other pages; the rest follow.
  const sectionPages = new Set<string>()
  const perPage = new Map<string, number>()
  const first: typeof ranked = []
  const later: typeof ranked = []
  for (const result of ranked) {
    const route = routeOf(result.url)
    if (result.isSection) sectionPages.add(route)
    else if (sectionPages.has(route)) continue
    const count = (perPage.get(route) ?? 0) + 1
    perPage.set(route, count)
    ;(count <= MAX_PER_PAGE ? first : later).push(result)
  }
  const shown = [...first, ...later].slice(offset, offset + limit)
  return {
    // The pages with every word, plus the few others ranked among them.
    total: results.length + data.length - Math.min(fetched, results.length),
    correctedQuery,
    suggestions: [],
    hits: shown.map(({ page, url }) => ({
      url,
      title: page.meta.title ?? url,
      ...(page.meta.page ? { pageTitle: page.meta.page } : {}),
      section: page.meta.section ?? '',
      category: page.meta.category ?? '',
      excerpt: page.excerpt,
      subResults: page.meta.page
        ? []
        : (page.sub_results ?? [])
            .map((sub) => ({ ...sub, url: cleanUrl(sub.url) }))
            .filter((sub) => sub.url !== url)
            .slice(0, subResults),
    })),
  }
}
