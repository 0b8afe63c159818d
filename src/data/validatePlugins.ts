import type { Plugin } from './plugins'
import { httpsUrlProblem } from '../utils/text'

/**
 * Checks plugin entries and returns one message per problem, each naming the
 * file, the entry (by name, or by index when the name is missing) and the
 * field. An empty array means the data is valid.
 *
 * @param entries  raw entries, typed loosely so missing fields can be reported
 * @param badges   the known badges
 * @param categories  the known categories
 * @param file     the data file named in messages
 */
export function validatePlugins(
  entries: readonly Partial<Record<keyof Plugin, unknown>>[],
  badges: readonly string[],
  categories: readonly string[],
  file = 'src/data/plugins.ts'
): string[] {
  const problems: string[] = []
  const seenNames = new Map<string, number>()
  const seenLinks = new Map<string, number>()

  entries.forEach((entry, index) => {
    const label =
      typeof entry.name === 'string' && entry.name.trim() !== ''
        ? `plugin "${entry.name}"`
        : `plugin #${index + 1}`
    const fail = (field: keyof Plugin, why: string) =>
      problems.push(`${file}: ${label}: field "${field}" ${why}`)

    for (const field of ['name', 'description', 'link'] as const) {
      const value = entry[field]
      if (typeof value !== 'string' || value.trim() === '') {
        fail(field, 'is missing or empty')
      }
    }
    if (typeof entry.link === 'string' && entry.link !== '') {
      const problem = httpsUrlProblem(entry.link)
      if (problem) fail('link', problem)
    }
    if (
      typeof entry.description === 'string' &&
      entry.description.length > 240
    ) {
      fail('description', 'is longer than 240 characters')
    }
    if (typeof entry.badge !== 'string' || !badges.includes(entry.badge)) {
      fail(
        'badge',
        `must be one of ${badges.join(', ')} (got ${String(entry.badge)})`
      )
    }
    if (
      typeof entry.category !== 'string' ||
      !categories.includes(entry.category)
    ) {
      fail(
        'category',
        `is not a known category (got ${String(entry.category)})`
      )
    }
    if (
      !Array.isArray(entry.keywords) ||
      entry.keywords.some(
        (k) => typeof k !== 'string' || k.trim() === '' || k !== k.toLowerCase()
      )
    ) {
      fail('keywords', 'must be a list of non-empty lowercase words')
    }
    if (entry.deprecated !== undefined && entry.deprecated !== true) {
      fail(
        'deprecated',
        `must be true or left out (got ${String(entry.deprecated)})`
      )
    }

    for (const [field, seen] of [
      ['name', seenNames],
      ['link', seenLinks],
    ] as const) {
      const value = entry[field]
      if (typeof value !== 'string') continue
      const key = value.toLowerCase().replace(/\/+$/, '')
      const first = seen.get(key)
      if (first !== undefined) {
        fail(field, `duplicates plugin #${first + 1} (${value})`)
      } else {
        seen.set(key, index)
      }
    }
  })
  return problems
}
