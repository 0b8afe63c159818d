/**
 * Media and example resources listed on the /examples pages: blogs, courses,
 * podcasts, screencasts, talks, webinars, tutorial videos, example
 * applications, workshops and projects. Each list lives in its own file in
 * this folder and is checked by {@link defineMedia} when the site builds.
 */

import { compareText, httpsUrlProblem } from '../../utils/text'

/** The kinds of resource, one list (and one page) each. */
export const mediaKinds = [
  'blog',
  'course',
  'podcast',
  'screencast',
  'talk',
  'webinar',
  'tutorial',
  'application',
  'workshop',
  'project',
] as const

export type MediaKind = (typeof mediaKinds)[number]

/** One resource. */
export interface MediaEntry {
  /** As its author titles it. */
  title: string
  /** Person, company or channel that made it. */
  author: string
  /** Where to read, watch or listen to it: an https URL. */
  url: string
  /**
   * When it was published: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. Left out only
   * when no source records it (course catalogs often do not); never guessed.
   */
  date?: string
  kind: MediaKind
  /** Lowercase topics used by the filter, e.g. `component testing`. */
  topics: string[]
  /** One sentence on what the reader gets from it (at most 240 characters). */
  description?: string
}

const DATE = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/

/**
 * Checks raw entries and returns one message per problem, each naming the
 * file, the entry (by title, or by index when the title is missing) and the
 * field. An empty array means the list is valid.
 *
 * @param entries  raw entries, typed loosely so missing fields are reported
 * @param kind     the kind every entry of this list must have
 * @param file     the data file named in messages
 * @param today    dates after this `YYYY-MM-DD` are rejected as typos
 */
export function validateMedia(
  entries: readonly Partial<Record<keyof MediaEntry, unknown>>[],
  kind: MediaKind,
  file: string,
  today = new Date().toISOString().slice(0, 10)
): string[] {
  const problems: string[] = []
  const seen = new Map<string, number>()
  entries.forEach((entry, index) => {
    const label =
      typeof entry.title === 'string' && entry.title.trim() !== ''
        ? `entry "${entry.title}"`
        : `entry #${index + 1}`
    const fail = (field: keyof MediaEntry, why: string) =>
      problems.push(`${file}: ${label}: field "${field}" ${why}`)

    for (const field of ['title', 'author', 'url'] as const) {
      const value = entry[field]
      if (typeof value !== 'string' || value.trim() === '') {
        fail(field, 'is missing or empty')
      }
    }
    if (typeof entry.url === 'string' && entry.url !== '') {
      const problem = httpsUrlProblem(entry.url)
      if (problem) fail('url', problem)
      const key = entry.url.toLowerCase().replace(/\/+$/, '')
      const first = seen.get(key)
      if (first !== undefined) {
        fail('url', `duplicates entry #${first + 1} (${entry.url})`)
      } else {
        seen.set(key, index)
      }
    }
    if (entry.date !== undefined) {
      if (typeof entry.date !== 'string' || !DATE.test(entry.date)) {
        fail(
          'date',
          `must be YYYY-MM-DD, YYYY-MM or YYYY (got ${String(entry.date)})`
        )
      } else if (entry.date > today) {
        fail('date', `is in the future (${entry.date})`)
      }
    }
    if (entry.kind !== kind) {
      fail('kind', `must be "${kind}" in this list (got ${String(entry.kind)})`)
    }
    if (
      !Array.isArray(entry.topics) ||
      entry.topics.length === 0 ||
      entry.topics.some(
        (t) => typeof t !== 'string' || t.trim() === '' || t !== t.toLowerCase()
      )
    ) {
      fail('topics', 'must be a non-empty list of lowercase topics')
    }
    if (entry.description !== undefined) {
      if (
        typeof entry.description !== 'string' ||
        entry.description.trim() === ''
      ) {
        fail('description', 'must be a non-empty string when present')
      } else if (entry.description.length > 240) {
        fail('description', 'is longer than 240 characters')
      }
    }
  })
  return problems
}

/**
 * Validates a list and returns it newest first (undated entries last, by
 * title). Throws one error listing every problem (file, entry and field
 * named), which fails the build.
 */
export function defineMedia(
  file: string,
  kind: MediaKind,
  entries: readonly MediaEntry[]
): readonly MediaEntry[] {
  const problems = validateMedia(entries, kind, file)
  if (problems.length > 0) {
    throw new Error(`Invalid media data:\n${problems.join('\n')}`)
  }
  // ISO dates order as plain strings, newest first.
  return [...entries].sort(
    (a, b) =>
      compareText(b.date ?? '', a.date ?? '') || compareText(a.title, b.title)
  )
}
