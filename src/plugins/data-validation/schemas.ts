/**
 * Joi schemas for the site's data: the plugins index (src/data/plugins.ts)
 * and the media lists (src/data/media/*.ts). Used at build time by the
 * data-validation plugin (./index.ts) and by the unit tests; page code never
 * imports this file, so neither Joi nor these messages reach the browser.
 *
 * Every problem becomes one message `${file}: ${entry}: field "${field}" …`,
 * the entry named by its name or title, or by position (`#n`) without one.
 */
import Joi from 'joi'
import type { Plugin } from '../../data/plugins'
import type { MediaEntry, MediaKind } from '../../data/media/types'
import { httpsUrlProblem } from '../../utils/text'

/** Validation options: every problem, no type coercion, no label in messages. */
const OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  convert: false,
  errors: { wrap: { label: false } },
}

/** Text with at least one character that is not white space. */
const NOT_BLANK = /\S/

/** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
const DATE = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/

/** The longest description, in characters. */
const MAX_DESCRIPTION = 240

/** The same template for each of the given error codes. */
const sameMessage = (codes: readonly string[], template: string) =>
  Object.fromEntries(codes.map((code) => [code, template]))

/** A string that is present and not blank. */
const requiredText = () =>
  Joi.string()
    .required()
    .pattern(NOT_BLANK)
    .messages(
      sameMessage(
        ['any.required', 'string.base', 'string.empty', 'string.pattern.base'],
        'is missing or empty'
      )
    )

/** An https URL, checked by `httpsUrlProblem` (error `url.problem`). */
const httpsUrl = (value: string, helpers: Joi.CustomHelpers) => {
  const problem = httpsUrlProblem(value)
  return problem ? helpers.error('url.problem', { problem }) : value
}

/**
 * A value from `allowed`; any other value raises `code`, with `{#got}` the
 * value as `String()` prints it.
 */
const oneOf = (allowed: readonly unknown[], code: string) =>
  Joi.any().custom((value: unknown, helpers) =>
    allowed.includes(value)
      ? value
      : helpers.error(code, { got: String(value) })
  )

/** A list of non-blank lowercase strings; every problem gets `message`. */
const lowercaseList = (message: string) =>
  Joi.array()
    .required()
    .items(Joi.string().pattern(NOT_BLANK).lowercase())
    .messages(
      sameMessage(
        [
          'any.required',
          'array.base',
          'array.min',
          'array.sparse',
          'string.base',
          'string.empty',
          'string.pattern.base',
          'string.lowercase',
        ],
        message
      )
    )

/**
 * The schema of one plugin entry. Unknown fields are allowed, as before.
 * @param badges      the known badges
 * @param categories  the known categories
 */
export function pluginSchema(
  badges: readonly string[],
  categories: readonly string[]
): Joi.ObjectSchema {
  const badgeMessage = `must be one of ${badges.join(', ')} (got {#got})`
  const categoryMessage = 'is not a known category (got {#got})'
  return Joi.object({
    name: requiredText(),
    description: requiredText()
      .max(MAX_DESCRIPTION)
      .messages({
        'string.max': `is longer than ${MAX_DESCRIPTION} characters`,
      }),
    link: requiredText()
      .custom(httpsUrl)
      .messages({ 'url.problem': '{#problem}' }),
    badge: oneOf(badges, 'badge.unknown')
      .required()
      .messages({
        'badge.unknown': badgeMessage,
        'any.required': badgeMessage.replace('{#got}', 'undefined'),
      }),
    category: oneOf(categories, 'category.unknown')
      .required()
      .messages({
        'category.unknown': categoryMessage,
        'any.required': categoryMessage.replace('{#got}', 'undefined'),
      }),
    keywords: lowercaseList('must be a list of non-empty lowercase words'),
    deprecated: oneOf([true], 'deprecated.other').messages({
      'deprecated.other': 'must be true or left out (got {#got})',
    }),
  }).unknown(true)
}

/**
 * The schema of one media entry. Unknown fields are allowed, as before.
 * @param kind   the kind every entry of the list must have
 * @param today  `YYYY-MM-DD`; later dates are rejected as typos
 */
export function mediaSchema(kind: MediaKind, today: string): Joi.ObjectSchema {
  const kindMessage = `must be "${kind}" in this list (got {#got})`
  return Joi.object({
    title: requiredText(),
    author: requiredText(),
    url: requiredText()
      .custom(httpsUrl)
      .messages({ 'url.problem': '{#problem}' }),
    date: Joi.any()
      .custom((value: unknown, helpers) => {
        if (typeof value !== 'string' || !DATE.test(value)) {
          return helpers.error('date.format', { got: String(value) })
        }
        // ISO dates (and their prefixes) compare as plain strings.
        return value > today
          ? helpers.error('date.future', { date: value })
          : value
      })
      .messages({
        'date.format': 'must be YYYY-MM-DD, YYYY-MM or YYYY (got {#got})',
        'date.future': 'is in the future ({#date})',
      }),
    kind: oneOf([kind], 'kind.other')
      .required()
      .messages({
        'kind.other': kindMessage,
        'any.required': kindMessage.replace('{#got}', 'undefined'),
      }),
    topics: lowercaseList('must be a non-empty list of lowercase topics').min(
      1
    ),
    // A blank description gets one message, not also the length one.
    description: Joi.string()
      .pattern(NOT_BLANK)
      .when(Joi.string().pattern(NOT_BLANK), {
        then: Joi.string().max(MAX_DESCRIPTION),
      })
      .messages({
        ...sameMessage(
          ['string.base', 'string.empty', 'string.pattern.base'],
          'must be a non-empty string when present'
        ),
        'string.max': `is longer than ${MAX_DESCRIPTION} characters`,
      }),
  }).unknown(true)
}

/** One problem of an entry; `slot` orders the problems of an entry. */
interface Problem {
  index: number
  slot: string
  message: string
}

/**
 * The problems of a list: Joi's errors (path `[index, field, …]`) plus the
 * duplicates, ordered by entry and then by `slots` (the order in which the
 * checks ran before Joi), one message per problem.
 */
function listProblems(
  schema: Joi.ObjectSchema,
  entries: readonly unknown[],
  slots: readonly string[],
  describe: (index: number) => string,
  duplicates: Problem[]
): string[] {
  const { error } = Joi.array().items(schema).validate(entries, OPTIONS)
  const problems: Problem[] = (error?.details ?? []).map((detail) => {
    const [index, field] = detail.path
    if (typeof index !== 'number') {
      return { index: -1, slot: '', message: detail.message }
    }
    if (field === undefined) {
      return {
        index,
        slot: '',
        message: `${describe(index)}: is not an object`,
      }
    }
    const slot = detail.type === 'string.max' ? `${field}.long` : String(field)
    return {
      index,
      slot,
      message: `${describe(index)}: field "${field}" ${detail.message}`,
    }
  })
  const rank = (slot: string) => slots.indexOf(slot)
  const seen = new Set<string>()
  return [...problems, ...duplicates]
    .map((problem, order) => ({ ...problem, order }))
    .sort(
      (a, b) =>
        a.index - b.index || rank(a.slot) - rank(b.slot) || a.order - b.order
    )
    .filter(({ index, message }) => {
      // List items report one error each; the field gets one message.
      const key = `${index} ${message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map(({ message }) => message)
}

/** The field of an entry, when the entry is an object. */
const fieldOf = (entry: unknown, field: string): unknown =>
  typeof entry === 'object' && entry !== null
    ? (entry as Record<string, unknown>)[field]
    : undefined

/** `${noun} "${name}"`, or `${noun} #n` when the name is missing or blank. */
const labelOf = (noun: string, name: unknown, index: number) =>
  typeof name === 'string' && name.trim() !== ''
    ? `${noun} "${name}"`
    : `${noun} #${index + 1}`

/** How duplicates compare: case-insensitive, trailing slashes ignored. */
const duplicateKey = (value: string) => value.toLowerCase().replace(/\/+$/, '')

/**
 * One problem per entry whose `field` repeats an earlier entry's (compared
 * by {@link duplicateKey}), naming the first as `${noun} #n`.
 */
function duplicatesOf(
  entries: readonly object[],
  field: string,
  noun: string,
  describe: (index: number) => string
): Problem[] {
  const seen = new Map<string, number>()
  const problems: Problem[] = []
  entries.forEach((entry, index) => {
    const value = fieldOf(entry, field)
    if (typeof value !== 'string' || value === '') return
    const first = seen.get(duplicateKey(value))
    if (first === undefined) {
      seen.set(duplicateKey(value), index)
      return
    }
    problems.push({
      index,
      slot: `${field}.duplicate`,
      message: `${describe(index)}: field "${field}" duplicates ${noun} #${first + 1} (${value})`,
    })
  })
  return problems
}

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
  const describe = (index: number) =>
    `${file}: ${labelOf('plugin', fieldOf(entries[index], 'name'), index)}`
  const duplicates = ['name', 'link'].flatMap((field) =>
    duplicatesOf(entries, field, 'plugin', describe)
  )
  return listProblems(
    pluginSchema(badges, categories),
    entries,
    [
      'name',
      'description',
      'link',
      'description.long',
      'badge',
      'category',
      'keywords',
      'deprecated',
      'name.duplicate',
      'link.duplicate',
    ],
    describe,
    duplicates
  )
}

/**
 * Checks raw media entries and returns one message per problem, each naming
 * the file, the entry (by title, or by index when the title is missing) and
 * the field. An empty array means the list is valid.
 *
 * @param entries  raw entries, typed loosely so missing fields are reported
 * @param kind     the kind every entry of this list must have
 * @param file     the data file named in messages
 * @param today    `YYYY-MM-DD` from the caller's clock (the build's, not a
 *                 reader's); later dates are rejected as typos
 */
export function validateMedia(
  entries: readonly Partial<Record<keyof MediaEntry, unknown>>[],
  kind: MediaKind,
  file: string,
  today: string
): string[] {
  const describe = (index: number) =>
    `${file}: ${labelOf('entry', fieldOf(entries[index], 'title'), index)}`
  const duplicates = duplicatesOf(entries, 'url', 'entry', describe)
  return listProblems(
    mediaSchema(kind, today),
    entries,
    [
      'title',
      'author',
      'url',
      'url.duplicate',
      'date',
      'kind',
      'topics',
      'description',
      'description.long',
    ],
    describe,
    duplicates
  )
}
