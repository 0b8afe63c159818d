/**
 * Typo correction against the index's own vocabulary. The search index
 * build writes `pagefind/vocabulary.json`: every word of the indexed pages
 * (letters and digits, lower-cased, 3 to 30 characters) with how often it
 * occurs. A query word that is not in it is replaced by the closest word
 * that is: Damerau-Levenshtein distance at most 1 for words of up to five
 * letters, at most 2 for longer ones, ties broken by frequency.
 */
import levenshtein from 'damerau-levenshtein'

/** The vocabulary file as the index build writes it. */
export interface VocabularyFile {
  /** Words, most frequent first. */
  words: string[]
  /** How often each word occurs, in the same order. */
  counts: number[]
  /**
   * Names (options, flags, variables, lower-cased) and the pages whose
   * reference tables define them, the main reference first.
   */
  defines?: Record<string, string[]>
}

/** A vocabulary ready for look-ups. */
export interface Vocabulary {
  has(word: string): boolean
  /** Words and counts, most frequent first. */
  entries: readonly (readonly [string, number])[]
  /** The pages that define `name` in a reference table (may be empty). */
  definedOn(name: string): readonly string[]
}

/** Builds a vocabulary; throws when the file's two lists disagree. */
export function createVocabulary(file: VocabularyFile): Vocabulary {
  if (!Array.isArray(file.words) || file.words.length !== file.counts?.length) {
    throw new Error('vocabulary.json: words and counts differ in length')
  }
  const entries = file.words.map((word, i) => [word, file.counts[i]!] as const)
  const known = new Set(file.words)
  const defines = new Map(Object.entries(file.defines ?? {}))
  return {
    has: (word) => known.has(word),
    entries,
    definedOn: (name) => defines.get(name.toLowerCase()) ?? [],
  }
}

/** Words this short or with characters other than letters are left alone. */
const correctable = (word: string) => /^[a-z]{3,30}$/.test(word)

const maxDistance = (word: string) => (word.length <= 5 ? 1 : 2)

/**
 * The closest known words to `word`, best first: by distance, then by
 * frequency. At most `limit`, within `within` edits (default: the rule in
 * the module comment).
 */
export function closestWords(
  vocabulary: Vocabulary,
  word: string,
  limit = 1,
  within = maxDistance(word)
): string[] {
  if (!correctable(word)) return []
  const found: { word: string; distance: number; count: number }[] = []
  for (const [candidate, count] of vocabulary.entries) {
    if (Math.abs(candidate.length - word.length) > within) continue
    if (candidate === word) continue
    const { steps } = levenshtein(word, candidate)
    if (steps <= within) found.push({ word: candidate, distance: steps, count })
  }
  return found
    .sort((a, b) => a.distance - b.distance || b.count - a.count)
    .slice(0, limit)
    .map((entry) => entry.word)
}

/** A query with its unknown words replaced. */
export interface Correction {
  /** The corrected words, in order. */
  words: string[]
  /** True when at least one word changed. */
  changed: boolean
}

/**
 * Corrects every word of `words` that the vocabulary does not know and that
 * is not in `keep` (identifiers are never corrected, but a `cy.` or
 * `Cypress.` name has its member checked: `cy.cotains` → `cy.contains`).
 */
export function correctWords(
  vocabulary: Vocabulary,
  words: readonly string[],
  keep: readonly string[] = []
): Correction {
  let changed = false
  const corrected = words.map((word) => {
    const member = /^(cy|Cypress)\.([a-zA-Z]+)$/.exec(word)
    if (member) {
      const name = member[2]!.toLowerCase()
      if (vocabulary.has(name)) return word
      const [best] = closestWords(vocabulary, name)
      if (!best) return word
      changed = true
      return `${member[1]}.${best}`
    }
    if (keep.includes(word)) return word
    const lower = word.toLowerCase()
    if (!correctable(lower) || vocabulary.has(lower)) return word
    const [best] = closestWords(vocabulary, lower)
    if (!best) return word
    changed = true
    return best
  })
  return { words: corrected, changed }
}
