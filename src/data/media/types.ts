/**
 * Media and example resources listed on the /examples pages: blogs, courses,
 * podcasts, screencasts, talks, webinars, tutorial videos, example
 * applications, workshops and projects. Each list lives in its own file in
 * this folder, made with {@link defineMedia}; src/plugins/data-validation
 * checks every list when the site builds.
 */

import { compareText } from '../../utils/text'

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

/** Where {@link definedMediaLists} lives on `globalThis`. */
const REGISTRY = Symbol.for('cypress-docs.definedMediaLists')

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

/** A list as {@link defineMedia} received it, for build-time validation. */
export interface DefinedMediaList {
  /** The data file, e.g. `src/data/media/blogs.ts`. */
  file: string
  /** The kind every entry of the list must have. */
  kind: MediaKind
  /** The entries as written, in file order. */
  entries: readonly MediaEntry[]
}

/**
 * Every list defined so far, one record per file (a re-evaluated file
 * replaces its record). src/plugins/data-validation imports each list and
 * validates the records at build time. The array lives on `globalThis`:
 * Docusaurus loads plugins without a module cache, so the lists it imports
 * may see a fresh copy of this module, and they must still share one registry.
 */
export const definedMediaLists: DefinedMediaList[] = ((
  globalThis as { [REGISTRY]?: DefinedMediaList[] }
)[REGISTRY] ??= [])

/**
 * Records a list in {@link definedMediaLists} and returns it newest first
 * (undated entries last, by title). It does not validate: that happens at
 * build time, so page code never checks data against a reader's clock.
 */
export function defineMedia(
  file: string,
  kind: MediaKind,
  entries: readonly MediaEntry[]
): readonly MediaEntry[] {
  const record = { file, kind, entries }
  const known = definedMediaLists.findIndex((list) => list.file === file)
  if (known === -1) definedMediaLists.push(record)
  else definedMediaLists[known] = record
  // ISO dates order as plain strings, newest first.
  return [...entries].sort(
    (a, b) =>
      compareText(b.date ?? '', a.date ?? '') || compareText(a.title, b.title)
  )
}
