/**
 * True when every word of `query` (split on white space, case-insensitive)
 * appears in one of `fields`. An empty query matches everything. Used by the
 * list filters of the plugins index and the media pages.
 */
export function matchesAllWords(
  query: string,
  fields: readonly string[]
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fields.join(' ').toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/**
 * Why `value` is not an https URL, or `null` when it is one. Data
 * validators put the reason after the field name in their messages.
 */
export function httpsUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `is not a URL: ${value}`
  }
  return url.protocol === 'https:' && url.hostname !== ''
    ? null
    : `must be an https URL: ${value}`
}

/**
 * Orders two strings case-insensitively (ties broken by the exact text),
 * for sorting the site's data in the browser. It does not use
 * `localeCompare`: a page's first locale-aware comparison loads the
 * browser's ICU collation data, tens of milliseconds of main thread (see
 * src/plugins/page-load/patches). Names and titles here are English, where the
 * two orders agree except for accented letters.
 * Returns a negative number, zero or a positive number, as `sort` expects.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
