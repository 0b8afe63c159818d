import type { MediaEntry } from '@site/src/data/media/types'
import { matchesAllWords } from '@site/src/utils/text'

/** The filter state of a media list; it lives in the URL query. */
export interface MediaFilters {
  /** Free text; every word must appear in the title, author, topics or description. */
  q: string
  /** One topic, or `null` for all. */
  topic: string | null
}

export const noMediaFilters: MediaFilters = { q: '', topic: null }

/** Reads `?q=&topic=` from a query string; an empty topic means all. */
export function parseMediaFilters(search: string): MediaFilters {
  const params = new URLSearchParams(search)
  return { q: params.get('q') ?? '', topic: params.get('topic') || null }
}

/** Writes filters back to a query string (`''` when no filter is set). */
export function mediaFiltersToSearch(filters: MediaFilters): string {
  const params = new URLSearchParams()
  if (filters.q !== '') params.set('q', filters.q)
  if (filters.topic) params.set('topic', filters.topic)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The topics of a list, sorted, each once. */
export function mediaTopics(entries: readonly MediaEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.topics))].sort()
}

/** Keeps the entries that match the text and the topic (case-insensitive). */
export function filterMedia(
  entries: readonly MediaEntry[],
  filters: MediaFilters
): MediaEntry[] {
  return entries.filter(
    (entry) =>
      (!filters.topic || entry.topics.includes(filters.topic)) &&
      matchesAllWords(filters.q, [
        entry.title,
        entry.author,
        entry.description ?? '',
        ...entry.topics,
      ])
  )
}

/** English month abbreviations, as `en-US` dates show them. */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/**
 * `2024-03-05` → `Mar 5, 2024`; `2024-03` → `Mar 2024`; `2024` as is.
 * Written out rather than `toLocaleDateString`, whose first call loads the
 * browser's ICU date data while the page renders.
 */
export function formatMediaDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const name = month ? MONTHS[month - 1] : undefined
  if (!name) return String(year)
  return day ? `${name} ${day}, ${year}` : `${name} ${year}`
}
