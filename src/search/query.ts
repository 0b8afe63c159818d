/**
 * Query understanding for the local search: turns what a reader types (a
 * question, a pasted error, another tool's API name, a flag) into the words
 * worth searching for. One module for the search modal and the /search page;
 * pure functions, no index needed.
 *
 * The rules, in order:
 * 1. Cut the query to {@link MAX_QUERY_LENGTH} characters.
 * 2. Normalise what varies in pasted errors: error-class prefixes, URLs,
 *    file paths, HTML tags, numbers (`4000ms`, `1st`), aliases (`@user`) and
 *    quoted values (selectors, text), and call arguments (`cy.task('x')`
 *    becomes `cy.task`).
 * 3. Keep identifiers whole (`cy.get`, `locator.click`, `CYPRESS_RECORD_KEY`,
 *    `--spec`, `baseUrl`, `{enter}`, `window:before:load`): they are never
 *    dropped as stop words or corrected as typos.
 * 4. Strip question words and filler ("how do I", "why does", "cypress") and
 *    English stop words, as long as something is left; a query of nothing
 *    but those has no terms.
 * 5. Stem the remaining words with Porter2, the Snowball English stemmer
 *    that Pagefind applies when it builds the index (`forceLanguage: 'en'`).
 */
import { stem } from 'porter2'

/**
 * Porter2 stems of a text's words (runs of letters and digits, lower-cased,
 * two characters or more), as the index stems them: `cy.intercept` gives
 * `cy` and `intercept`. Used for the query and for the titles, descriptions
 * and headings it is ranked against.
 */
export function stemsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .map((word) => stem(word))
}

/** Longer queries are cut to this many characters before anything else. */
export const MAX_QUERY_LENGTH = 200

/** A query, understood. */
export interface UnderstoodQuery {
  /** What the reader typed, cut to {@link MAX_QUERY_LENGTH}. */
  raw: string
  /** The words to search for, joined by spaces ('' when nothing is left). */
  text: string
  /** The same words, in order: identifiers as typed, others lower-cased. */
  words: string[]
  /** The identifiers among `words`. */
  identifiers: string[]
  /** True when the query reads like a pasted error message. */
  isError: boolean
  /** True when the query is phrased as a question ("how do I …", "…?"). */
  isQuestion: boolean
}

/**
 * Identifiers that are kept whole. Each pattern matches one
 * whitespace-separated token after the clean-up of step 2.
 */
const IDENTIFIER_PATTERNS: readonly RegExp[] = [
  /^--?[a-z][\w-]*$/i, // CLI flags: --spec, -b
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(_[A-Z0-9]+|=\S+)$/, // env vars: CYPRESS_BASE_URL, DEBUG=cypress:*
  /^[\w$]+(\.[\w$]+)+$/, // dotted names: cy.get, locator.fill, cypress.json
  /^[a-z]+[A-Z][\w]*$/, // camelCase: baseUrl, setupNodeEvents
  /^[A-Z][a-z]+[A-Z]\w*$/, // PascalCase: ResizeObserver, WebDriverWait
  /^\{[\w+-]+\}$/, // special keys: {enter}
  /^[a-z]+(:[a-z*]+)+$/i, // events and namespaces: window:before:load
  /^[\w.-]+\/[\w.-]+$/, // images and packages: cypress/included
  /^\$+$/, // jQuery's $
]

/** True for a token that names an API, option, flag or variable. */
export function isIdentifier(token: string): boolean {
  return IDENTIFIER_PATTERNS.some((pattern) => pattern.test(token))
}

/** Leading question phrases, tried longest first. */
const QUESTION_OPENERS =
  /^(?:(?:how|why|what|when|where|which|who)(?:'s| is| are| do| does| did| can| could| should| would| will| to| come)?(?: i| you| we| one| it| there)?|(?:can|could|should|would|will|do|does|did|is|are)(?: i| you| we| it| there| cypress)?|is there a way to|i want to|i need to|i'm trying to|trying to|help(?: me)?(?: with)?)(?=\s|$)\s*/i

/** Words that ask rather than say: how, why, what … */
const ASKING_WORDS = [
  'how',
  'why',
  'what',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'whose',
]

/** Words dropped wherever they stand (when other words are left). */
const STOP_WORDS = new Set([
  // question words and filler
  ...ASKING_WORDS,
  'cypress',
  'please',
  'possible',
  'way',
  'ways',
  'want',
  'need',
  'needs',
  'trying',
  'try',
  'able',
  'use',
  'using',
  'used',
  'make',
  'doing',
  'anyone',
  'someone',
  'example',
  'examples',
  'something',
  'thing',
  'still',
  'properly',
  'correctly',
  'instead',
  'actually',
  'really',
  // English stop words that are not Cypress commands or assertions
  'a',
  'an',
  'the',
  'i',
  'me',
  'my',
  'mine',
  'we',
  'us',
  'our',
  'you',
  'your',
  'he',
  'she',
  'they',
  'them',
  'their',
  'it',
  "it's",
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'from',
  'by',
  'into',
  'onto',
  'about',
  'over',
  'under',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'do',
  'does',
  'did',
  'done',
  'can',
  'could',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'if',
  'so',
  'than',
  'too',
  'very',
  'just',
  'also',
  'some',
  'any',
  'or',
  'but',
  'because',
  'while',
  'whether',
  'have',
  'has',
  'had',
  "can't",
  'cant',
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "won't",
  'wont',
  "isn't",
  'isnt',
  'i’m',
  "i'm",
  'im',
])

/**
 * Words that never carry meaning on their own: a query made only of these
 * ("how do I", "what is this") has nothing to search for.
 */
const QUESTION_WORDS = new Set([
  ...ASKING_WORDS,
  'is',
  'are',
  'was',
  'were',
  'be',
  'am',
  'do',
  'does',
  'did',
  'can',
  'could',
  'would',
  'should',
  'will',
  'i',
  'me',
  'my',
  'you',
  'we',
  'it',
  'this',
  'that',
  'there',
  'the',
  'a',
  'an',
  'to',
  'of',
  'please',
])

/** Phrases that are one word in the docs: "log in" is "login". */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:log|logs|logged|logging|sign|signs|signed|signing) (?:in|on)\b/gi,
    'login',
  ],
  [/\b(?:log|logs|logged|logging|sign|signs|signed|signing) out\b/gi, 'logout'],
  [/\bset ?up\b/gi, 'setup'],
]

/** A command of the Cypress CLI, as typed in a terminal. */
const CLI_COMMAND =
  /^(?:(?:npx|yarn|pnpm(?: exec)?) )?cypress (?:open|run|install|verify|cache|info|version)\b/i

/** Words that mark a pasted error message. */
const ERROR_MARKERS =
  /^no\b|\b(failed|error|errored|timed out|cannot|can't|could not|couldn't|was not|is not|never|not found|expected|missing|detected|unable|invalid|crashed|oops)\b/i

/** Removes what varies between two pastes of the same error. */
function normaliseError(query: string): string {
  return (
    query
      // error class prefixes: CypressError:, AssertionError:, Error:
      .replace(/\b[A-Z]?[a-z]*Error:\s*/g, ' ')
      // URLs and host:port pairs
      .replace(/\b[a-z][\w+.-]*:\/\/\S*/gi, ' ')
      .replace(/\b(?:localhost|\d{1,3}(?:\.\d{1,3}){3}):\d+\S*/gi, ' ')
      // HTML tags and their contents' attributes
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      // file paths: absolute, relative, home, Windows, or with an extension
      .replace(
        /(?:^|\s)(?:[A-Z]:\\|~\/|\.{1,2}\/|\/)[^\s'"`]*|(?:^|\s)[\w.-]+(?:\/[\w.-]+){2,}|(?:^|\s)[\w.-]+\/[\w.-]+\.(?:json|js|cjs|mjs|ts|tsx|jsx|html|png|jpg|txt|csv|yml|yaml)\b/g,
        ' '
      )
      // call arguments: cy.task('db:seed') → cy.task
      .replace(/([\w$.]+)\((?:[^()]|\([^()]*\))*\)/g, '$1')
      // aliases: @user
      .replace(/(^|\s)@[\w.-]+/g, ' ')
  )
}

/**
 * Drops the values in a pasted error: quoted text, selectors in brackets and
 * class or id selectors. Quotes count only at word edges, so the apostrophe
 * of "can't" opens nothing.
 */
function dropValues(query: string): string {
  return query
    .replace(
      /(^|[\s(:=,])(['"`‘“])([^'"`’”]*?)(['"`’”])(?=$|[\s),.;:])/g,
      (_, before: string, _open, inner: string) =>
        isIdentifier(inner.trim()) ? `${before} ${inner} ` : `${before} `
    )
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/(^|\s)[.#][\w-]+(?=[\s,.:]|$)/g, ' ')
}

/** Numbers and measures: 4000ms, 60s, 1st, 3, 15.3.0 (kept: versions). */
const NUMBER = /^(?:\d+(?:ms|s|px|st|nd|rd|th)?|\d+(?:\.\d+)?%?)$/i

/** Trailing sentence punctuation and wrappers around a token. */
const trimToken = (token: string) =>
  token
    .replace(/^[([{'"`‘“<]+(?![\w-]*\})/, '')
    .replace(/[)\]'"`’”>,;:.!?]+$/, '')

/**
 * Understands a query: see the module comment for the rules. Never throws;
 * any string (empty, emoji, markup, regex characters) gives a result, with
 * no words when nothing searchable is left.
 */
export function understandQuery(input: string): UnderstoodQuery {
  const raw = input.slice(0, MAX_QUERY_LENGTH)
  const flat = raw.replace(/[\u200B-\u200D\uFEFF]/g, '').replace(/\s+/g, ' ')
  const isError = flat.split(' ').length >= 5 && ERROR_MARKERS.test(flat)
  let text = normaliseError(flat)
  if (isError) text = dropValues(text)
  const isQuestion = QUESTION_OPENERS.test(text.trim()) || /\?\s*$/.test(text)
  text = text.trim().replace(QUESTION_OPENERS, '')
  for (const [phrase, word] of PHRASES) text = text.replace(phrase, word)

  const tokens: { word: string; identifier: boolean }[] = []
  for (const piece of text.split(/\s+/)) {
    const whole = piece.replace(/\(\)$/, '')
    const trimmed = isIdentifier(whole) ? whole : trimToken(whole)
    if (isIdentifier(trimmed)) {
      tokens.push({ word: trimmed.replace(/^\./, ''), identifier: true })
      continue
    }
    // Everything else splits into plain words on anything but letters,
    // digits, dots between digits, apostrophes and hyphens inside words.
    for (const word of trimmed.toLowerCase().split(/[^\p{L}\p{N}'’.-]+/u)) {
      const clean = word.replace(/^[-'’.]+|[-'’.]+$/g, '')
      // Numbers vary between two pastes of an error; elsewhere they are
      // versions ("node 18", "cypress 15") and are kept.
      if (clean === '' || (isError && NUMBER.test(clean))) continue
      if (!/[\p{L}\p{N}]/u.test(clean)) continue
      tokens.push({ word: clean, identifier: false })
    }
  }
  // "cypress" is filler, except in a command of the CLI: `cypress cache clear`.
  const cli = CLI_COMMAND.test(text)
  const meaningful = tokens.filter(
    ({ word, identifier }) =>
      identifier || !STOP_WORDS.has(word) || (cli && word === 'cypress')
  )
  // A query of only stop words ("cypress", "how to use") keeps them, less
  // the question words: "what is this" has nothing to search for.
  const kept =
    meaningful.length > 0
      ? meaningful
      : tokens.filter(({ word }) => !QUESTION_WORDS.has(word))
  const words = [...new Set(kept.map(({ word }) => word))]
  const identifiers = [
    ...new Set(kept.filter((t) => t.identifier).map((t) => t.word)),
  ]
  return {
    raw,
    text: words.join(' '),
    words,
    identifiers,
    isError,
    isQuestion: isQuestion && !isError,
  }
}
