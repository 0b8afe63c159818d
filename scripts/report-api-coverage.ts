/**
 * API-coverage report: for every API page, lists what the Cypress type
 * definitions declare that the page does not mention. The pages are the
 * command pages in `docs/api/commands/` (members of `Cypress.Chainable`), the
 * Cypress API pages in `docs/api/cypress-api/` (members of the `Cypress`
 * object, see {@link CYPRESS_API_MEMBERS}) and the plugin event pages in
 * `docs/api/plugins/` (overloads of `PluginEvents`, see {@link PLUGIN_EVENTS}),
 * and the component-testing API pages (the exports of the `cypress/react`,
 * `cypress/vue`, `cypress/angular` and `cypress/svelte` mount adapters, see
 * {@link MOUNT_ADAPTERS}).
 *
 * - Overloads: each call form of `Cypress.Chainable#<command>` (one per
 *   overload, and one per optional trailing parameter left out) must appear
 *   as a signature line in a code block under `## Syntax`. Forms that differ
 *   only in types collapse into one (see {@link collapseForms}).
 * - Options: every field of the type of a parameter named `options`,
 *   inherited fields included, must appear in the page as inline code, in a
 *   code block or as a table cell of its own. For a `Cypress` property that
 *   is a plain object (`Cypress.browser`, `Cypress.spec`) its fields count as
 *   options; for a plugin event, the fields of the handler's arguments and of
 *   what it may return do.
 * - Plugin events: the Syntax block must show `on('<event>', …)`.
 * - Mount adapters: as for a command, with the options parameter named
 *   `options` or `config`; the Syntax heading may be `##` or `###` (a page
 *   that documents several exports gives each its own section).
 *
 * Usage: `tsx scripts/report-api-coverage.ts`. Exit code 0 whatever the
 * coverage; 1 when there is nothing to check or an MDX page does not parse.
 */
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Nodes, Root, RootContent } from 'mdast'
import ts from 'typescript'
import { visit } from 'unist-util-visit'
import {
  isDocPage,
  mdxSources,
  parseMdx,
  repoRoot,
  type MdxSource,
} from './lib/content'

/** Where the command pages live, relative to the repo root. */
export const COMMANDS_DIR = 'docs/api/commands'

/** Where the Cypress API pages live, relative to the repo root. */
export const CYPRESS_API_DIR = 'docs/api/cypress-api'

/** Where the plugin event pages live, relative to the repo root. */
export const PLUGINS_DIR = 'docs/api/plugins'

/**
 * The members of the `Cypress` object each Cypress API page documents, by
 * page slug. A dotted path names a member of a member
 * (`Commands.add`); a member whose type is an object of methods stands for
 * each of its methods (`Screenshot` → `Screenshot.defaults`).
 */
export const CYPRESS_API_MEMBERS: Readonly<Record<string, readonly string[]>> =
  {
    'custom-commands': ['Commands.add', 'Commands.overwrite'],
    'custom-queries': ['Commands.addQuery', 'Commands.overwriteQuery'],
    arch: ['arch'],
    browser: ['browser'],
    config: ['config'],
    cookies: ['Cookies'],
    currentretry: ['currentRetry'],
    currenttest: ['currentTest'],
    'cypress-log': ['log'],
    dom: ['dom'],
    ensure: ['ensure'],
    env: ['env'],
    isbrowser: ['isBrowser'],
    iscy: ['isCy'],
    'keyboard-api': ['Keyboard'],
    platform: ['platform'],
    require: ['require'],
    'screenshot-api': ['Screenshot'],
    'selector-playground-api': ['SelectorPlayground', 'ElementSelector'],
    session: ['session'],
    spec: ['spec'],
    'testing-type': ['testingType'],
    version: ['version'],
  }

/** The Node event each plugin event page documents, by page slug. */
export const PLUGIN_EVENTS: Readonly<Record<string, readonly string[]>> = {
  'after-run-api': ['after:run'],
  'after-screenshot-api': ['after:screenshot'],
  'after-spec-api': ['after:spec'],
  'before-run-api': ['before:run'],
  'before-spec-api': ['before:spec'],
  'browser-launch-api': ['before:browser:launch', 'after:browser:launch'],
  'preprocessors-api': ['file:preprocessor'],
}

/**
 * The exports of a component-testing mount adapter that each API page
 * documents, by page (relative to the repo root): the adapter module and the
 * names of its exported functions.
 */
export const MOUNT_ADAPTERS: Readonly<
  Record<string, { module: string; exports: readonly string[] }>
> = {
  'docs/guides/component-testing/react/api.mdx': {
    module: 'cypress/react',
    exports: ['mount', 'getContainerEl'],
  },
  'docs/guides/component-testing/vue/api.mdx': {
    module: 'cypress/vue',
    exports: ['mount'],
  },
  'docs/guides/component-testing/angular/api.mdx': {
    module: 'cypress/angular',
    exports: ['mount', 'createOutputSpy'],
  },
  'docs/guides/component-testing/svelte/api.mdx': {
    module: 'cypress/svelte',
    exports: ['mount'],
  },
}

/** The declaration file of a mount adapter module, relative to the repo root. */
export const adapterEntry = (module: string): string =>
  `node_modules/${module}/dist/index.d.ts`

/** The entry of the Cypress type definitions, relative to the repo root. */
export const TYPES_ENTRY = 'node_modules/cypress/types/index.d.ts'

// ---------------------------------------------------------------------------
// Parameter names

/**
 * Parameter names that count as the same argument when a Syntax line is
 * compared with the type definitions: canonical name → names writers use.
 * Matching is also case-insensitive and ignores a trailing plural `s`, so
 * `chainers` already matches `chainer` and `Options` matches `option`.
 */
export const PARAM_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fn: ['callbackFn', 'callback', 'func'],
  chainer: ['chainers'],
  options: ['optionsObject', 'opts', 'config'],
  component: ['originalComponent', 'componentOptions'],
  args: ['arguments'],
}

/** Lower case, without `...`/`?` and without one trailing plural `s`. */
function baseName(name: string): string {
  const bare = name
    .trim()
    .replace(/^\.{3}|\.{3}$|\?$/g, '')
    .toLowerCase()
  return bare.length > 2 && bare.endsWith('s') && !bare.endsWith('ss')
    ? bare.slice(0, -1)
    : bare
}

const synonymIndex = new Map<string, string>(
  Object.entries(PARAM_SYNONYMS).flatMap(([canonical, variants]) =>
    [canonical, ...variants].map(
      (variant) => [baseName(variant), baseName(canonical)] as const
    )
  )
)

/**
 * The form of a parameter name used for comparison: case-insensitive,
 * without rest dots or a trailing plural `s`, synonyms mapped to one name
 * (`callbackFn` → `fn`, `optionsObject` → `option`).
 */
export function normalizeParamName(name: string): string {
  const base = baseName(name)
  return synonymIndex.get(base) ?? base
}

/**
 * True when two parameter lists name the same arguments: same count, and
 * each pair of names equal after {@link normalizeParamName}.
 */
export function paramsMatch(
  a: readonly string[],
  b: readonly string[]
): boolean {
  return (
    a.length === b.length &&
    a.every((name, i) => normalizeParamName(name) === normalizeParamName(b[i]!))
  )
}

// ---------------------------------------------------------------------------
// Type definitions

/** One way to call a command, as the type definitions name its arguments. */
export interface CommandForm {
  /** Parameter names as declared (`...args` for a rest parameter). */
  params: string[]
  /** How many declared overloads this form stands for. */
  overloads: number
}

/** What the type definitions declare for one command. */
export interface CommandApi {
  /**
   * The member name that signature lines call, e.g. `selectFile`, `defaults`
   * for `Cypress.Screenshot.defaults`, `on` for a plugin event.
   */
  name: string
  /** How the report names it when it differs: `Cypress.Screenshot.defaults`. */
  label?: string
  /** For a plugin event page: the event, such as `after:run`. */
  event?: string
  /** The distinct call forms, in declaration order. */
  forms: CommandForm[]
  /** The types of the parameters named `options`, as the checker prints them. */
  optionsTypes: string[]
  /** Every field of those types, inherited ones included, sorted. */
  optionsFields: string[]
}

/** A call form before collapsing, with the parameter types to compare. */
export interface RawForm {
  params: string[]
  types: ts.Type[]
  /** Index of the declared signature it comes from. */
  signature: number
}

/** Compiler options for reading declaration files: fast, nothing emitted. */
const programOptions: ts.CompilerOptions = {
  noEmit: true,
  strict: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  types: [],
}

/**
 * Builds one TypeScript Program rooted at a declaration file (the Cypress
 * types entry by default). `host` lets tests serve files from memory.
 */
export function createTypesProgram(
  entry: string,
  host?: ts.CompilerHost,
  extraRoots: readonly string[] = []
): ts.Program {
  return ts.createProgram([entry, ...extraRoots], programOptions, host)
}

/**
 * The `Cypress.Chainable` interface and the checker that resolved it, with
 * the `Cypress.Cypress` (the `Cypress` object) and `Cypress.PluginEvents`
 * interfaces when the program declares them.
 */
export interface ChainableType {
  checker: ts.TypeChecker
  type: ts.Type
  cypress?: ts.Type
  pluginEvents?: ts.Type
  /** The program, to look up the mount adapter modules in. */
  program?: ts.Program
}

/**
 * The symbols of every `namespace Cypress` declaration, including those
 * inside `declare global { … }`.
 */
function cypressNamespaces(
  statements: readonly ts.Statement[],
  checker: ts.TypeChecker
): ts.Symbol[] {
  const found: ts.Symbol[] = []
  for (const statement of statements) {
    if (!ts.isModuleDeclaration(statement)) continue
    if (ts.isIdentifier(statement.name) && statement.name.text === 'Cypress') {
      const symbol = checker.getSymbolAtLocation(statement.name)
      if (symbol) found.push(symbol)
    } else if (statement.body && ts.isModuleBlock(statement.body)) {
      found.push(...cypressNamespaces(statement.body.statements, checker))
    }
  }
  return found
}

/**
 * Finds the `Cypress.Chainable<Subject>` interface (all its merged
 * declarations) in a program, with the `Cypress` object and `PluginEvents`
 * interfaces, or `undefined` when no file declares `Chainable`.
 */
export function findChainable(program: ts.Program): ChainableType | undefined {
  const checker = program.getTypeChecker()
  const found = new Map<string, ts.Type>()
  for (const file of program.getSourceFiles()) {
    for (const namespace of cypressNamespaces(file.statements, checker)) {
      for (const symbol of checker.getExportsOfModule(namespace)) {
        if (
          (symbol.flags & ts.SymbolFlags.Interface) !== 0 &&
          !found.has(symbol.name)
        ) {
          found.set(symbol.name, checker.getDeclaredTypeOfSymbol(symbol))
        }
      }
    }
  }
  const type = found.get('Chainable')
  if (!type) return undefined
  return {
    checker,
    type,
    cypress: found.get('Cypress'),
    pluginEvents: found.get('PluginEvents'),
    program,
  }
}

/** The call forms of one signature: with and without each optional tail. */
function expandSignature(
  checker: ts.TypeChecker,
  signature: ts.Signature,
  index: number
): RawForm[] {
  const slots = signature.getParameters().map((parameter) => {
    const declaration = parameter.valueDeclaration
    const isParameter = declaration !== undefined && ts.isParameter(declaration)
    const rest = isParameter && declaration.dotDotDotToken !== undefined
    const declared = checker.getTypeOfSymbol(parameter)
    // A rest parameter is one more argument of its element type.
    const type = rest
      ? (checker.getIndexTypeOfType(declared, ts.IndexKind.Number) ?? declared)
      : declared
    return {
      name: rest ? `...${parameter.name}` : parameter.name,
      optional:
        isParameter && (rest || checker.isOptionalParameter(declaration)),
      type: checker.getNonNullableType(type),
    }
  })
  let required = slots.length
  while (required > 0 && slots[required - 1]!.optional) required--
  const forms: RawForm[] = []
  for (let count = required; count <= slots.length; count++) {
    const used = slots.slice(0, count)
    forms.push({
      params: used.map((slot) => slot.name),
      types: used.map((slot) => slot.type),
      signature: index,
    })
  }
  return forms
}

function assignableAll(
  checker: ts.TypeChecker,
  from: RawForm,
  to: RawForm
): boolean {
  return from.types.every((type, i) =>
    checker.isTypeAssignableTo(type, to.types[i]!)
  )
}

/** Collapsed forms, and the signatures that are not special cases of others. */
interface Collapsed {
  forms: CommandForm[]
  /** Indexes of the signatures with at least one form that did not fold. */
  general: Set<number>
}

function collapse(checker: ts.TypeChecker, raw: readonly RawForm[]): Collapsed {
  // 1. Strict subsumption between forms with the same argument count.
  const parent = raw.map((form, i) =>
    raw.findIndex(
      (other, j) =>
        j !== i &&
        other.types.length === form.types.length &&
        assignableAll(checker, form, other) &&
        !assignableAll(checker, other, form)
    )
  )
  const root = (start: number): number => {
    let current = start
    const seen = new Set<number>()
    while (parent[current]! >= 0 && !seen.has(current)) {
      seen.add(current)
      current = parent[current]!
    }
    return current
  }
  // 2. Group the surviving forms by normalized names.
  const groups = new Map<string, { form: RawForm; signatures: Set<number> }>()
  const general = new Set<number>()
  const keyOf = (form: RawForm) =>
    `${form.params.length}:${form.params.map(normalizeParamName).join(',')}`
  raw.forEach((form, i) => {
    if (parent[i]! >= 0) return
    general.add(form.signature)
    const key = keyOf(form)
    if (!groups.has(key)) groups.set(key, { form, signatures: new Set() })
  })
  raw.forEach((form, i) => {
    groups.get(keyOf(raw[root(i)]!))?.signatures.add(form.signature)
  })
  const forms = [...groups.values()]
    .sort(
      (a, b) =>
        a.form.signature - b.form.signature ||
        a.form.params.length - b.form.params.length
    )
    .map(({ form, signatures }) => ({
      params: form.params,
      overloads: signatures.size,
    }))
  return { forms, general }
}

/**
 * Collapses the call forms of a command's overloads into the distinct forms
 * a Syntax block should list:
 *
 * 1. A form whose every argument type is assignable to another form's with
 *    the same argument count, but not the other way round, is a special case
 *    of it and folds into it. This is what turns the hundreds of
 *    `Chainer<Subject>` overloads of `should` (`chainer: 'have.attr'`, …)
 *    into the catch-all `(chainers: string, value: any, match: any)` ones,
 *    and `get<K extends keyof HTMLElementTagNameMap>(selector: K)` into
 *    `get(selector: string)`. Forms that accept the same arguments under
 *    other names (`get(selector: string)`, `get(alias: string)`) both stay.
 * 2. Forms whose parameter names are the same (after
 *    {@link normalizeParamName}) are one form: overloads that differ only in
 *    generics or types, such as the many `then(fn)` overloads.
 *
 * The names shown are those of the first declared form of each group; the
 * forms come in declaration order, shortest first.
 */
export function collapseForms(
  checker: ts.TypeChecker,
  raw: readonly RawForm[]
): CommandForm[] {
  return collapse(checker, raw).forms
}

/**
 * The property names of an options type; each member of a union counts.
 * The methods of an event emitter (declared by Node's types or by Cypress's
 * `cypress-eventemitter.d.ts`, as on a preprocessor's file object) are left
 * out: they are Node's API, not Cypress's.
 */
function fieldsOf(checker: ts.TypeChecker, type: ts.Type): string[] {
  const members = type.isUnion() ? type.types : [type]
  return members
    .filter(
      (member) =>
        (member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0
    )
    .flatMap((member) =>
      checker
        .getPropertiesOfType(member)
        .filter((property) => !declaredByEventEmitter(property))
        .map((property) => property.name)
    )
}

const declaredByEventEmitter = (symbol: ts.Symbol): boolean =>
  (symbol.declarations ?? []).some((declaration) =>
    /[\\/](?:@types[\\/]node[\\/]|cypress-eventemitter\.d\.ts$)/.test(
      declaration.getSourceFile().fileName
    )
  )

/**
 * What the type definitions declare for the Chainable member named `name`
 * (compared case-insensitively, so page slug `selectfile` finds
 * `selectFile`): its collapsed call forms and the fields of its options
 * types, taken from the overloads that are not special cases of others
 * (see {@link collapseForms}). `undefined` when there is no such callable
 * member.
 */
export function commandApi(
  chainable: ChainableType,
  name: string
): CommandApi | undefined {
  const { checker, type } = chainable
  const member = checker
    .getPropertiesOfType(type)
    .find((property) => property.name.toLowerCase() === name.toLowerCase())
  return member ? callableApi(checker, member) : undefined
}

/**
 * The call forms and options fields of a callable member, or `undefined`
 * when its type has no call signature.
 */
function callableApi(
  checker: ts.TypeChecker,
  member: ts.Symbol,
  label?: string
): CommandApi | undefined {
  const signatures = checker.getSignaturesOfType(
    checker.getTypeOfSymbol(member),
    ts.SignatureKind.Call
  )
  if (signatures.length === 0) return undefined
  const raw = signatures.flatMap((signature, i) =>
    expandSignature(checker, signature, i)
  )
  const { forms, general } = collapse(checker, raw)
  // Options of special-case overloads (such as `trigger<K>` with the fields
  // of every DOM event) are left out: the general overload's options count.
  const optionsTypes = new Map<string, ts.Type>()
  for (const [i, signature] of signatures.entries()) {
    if (!general.has(i)) continue
    for (const parameter of signature.getParameters()) {
      if (
        normalizeParamName(parameter.name) !== normalizeParamName('options') &&
        normalizeParamName(parameter.name) !== normalizeParamName('config')
      ) {
        continue
      }
      const optionsType = checker.getNonNullableType(
        checker.getTypeOfSymbol(parameter)
      )
      optionsTypes.set(checker.typeToString(optionsType), optionsType)
    }
  }
  const fields = new Set(
    [...optionsTypes.values()].flatMap((t) => fieldsOf(checker, t))
  )
  return {
    name: member.name,
    ...(label ? { label } : {}),
    forms,
    optionsTypes: [...optionsTypes.keys()],
    optionsFields: [...fields].sort((a, b) => a.localeCompare(b)),
  }
}

const isCallable = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  checker.getSignaturesOfType(
    checker.getTypeOfSymbol(symbol),
    ts.SignatureKind.Call
  ).length > 0

/**
 * What the types declare for a member of the `Cypress` object, by dotted
 * path (`config`, `Commands.add`, `Screenshot`): a method gives its forms
 * and options; an object of methods gives one entry per method, plus one
 * for its other fields (`Keyboard.Keys`); a plain object (`browser`) gives
 * its fields as options; a primitive (`version`) gives an entry with
 * nothing to mention. `[]` when the path does not resolve.
 */
export function cypressMemberApis(
  checker: ts.TypeChecker,
  cypress: ts.Type,
  path: string
): CommandApi[] {
  let owner = cypress
  let member: ts.Symbol | undefined
  for (const part of path.split('.')) {
    member = checker.getPropertyOfType(owner, part)
    if (!member) return []
    owner = checker.getNonNullableType(checker.getTypeOfSymbol(member))
  }
  if (!member) return []
  const label = `Cypress.${path}`
  const callable = callableApi(checker, member, label)
  if (callable) return [callable]
  const properties =
    (owner.flags & ts.TypeFlags.Object) !== 0
      ? checker.getPropertiesOfType(owner)
      : []
  const methods = properties.filter((property) => isCallable(checker, property))
  const apis = methods.flatMap(
    (method) => callableApi(checker, method, `${label}.${method.name}`) ?? []
  )
  const fields = properties
    .filter((property) => !isCallable(checker, property))
    .flatMap((property) => {
      const type = checker.getNonNullableType(checker.getTypeOfSymbol(property))
      const nested = methods.length > 0 ? fieldsOf(checker, type) : []
      return [property.name, ...nested]
    })
  if (fields.length > 0 || apis.length === 0) {
    apis.push({
      name: path.split('.').at(-1)!,
      label,
      forms: [],
      optionsTypes: fields.length > 0 ? [checker.typeToString(owner)] : [],
      optionsFields: [...new Set(fields)].sort((a, b) => a.localeCompare(b)),
    })
  }
  return apis
}

/**
 * What the types declare for a Node event of `PluginEvents` (`after:run`):
 * one form, `on(event, fn)`, and as options the fields of the handler's
 * arguments and of the value it may return (promises unwrapped).
 * `undefined` when no overload takes the event.
 */
export function pluginEventApi(
  checker: ts.TypeChecker,
  pluginEvents: ts.Type,
  event: string
): CommandApi | undefined {
  const signature = checker
    .getSignaturesOfType(pluginEvents, ts.SignatureKind.Call)
    .find((candidate) => {
      const first = candidate.getParameters()[0]
      const type = first && checker.getTypeOfSymbol(first)
      return type?.isStringLiteral() === true && type.value === event
    })
  const handler = signature?.getParameters()[1]
  if (!signature || !handler) return undefined
  const handlerSignatures = checker.getSignaturesOfType(
    checker.getNonNullableType(checker.getTypeOfSymbol(handler)),
    ts.SignatureKind.Call
  )
  const types = handlerSignatures.flatMap((handlerSignature) => [
    ...handlerSignature
      .getParameters()
      .map((parameter) => checker.getTypeOfSymbol(parameter)),
    ...unionMembers(checker.getReturnTypeOfSignature(handlerSignature)).map(
      (member) => checker.getAwaitedType(member) ?? member
    ),
  ])
  const fields = new Set(types.flatMap((type) => fieldsOf(checker, type)))
  return {
    name: 'on',
    label: `on('${event}')`,
    event,
    forms: [{ params: ['event', 'fn'], overloads: 1 }],
    optionsTypes: types.map((type) => checker.typeToString(type)),
    optionsFields: [...fields].sort((a, b) => a.localeCompare(b)),
  }
}

/**
 * What the types declare for the exports of a mount adapter module
 * (`cypress/react`): one entry per exported function in `names`, with its
 * forms and options. `[]` when the module is not in the program.
 */
export function adapterApis(
  program: ts.Program,
  checker: ts.TypeChecker,
  entry: string,
  names: readonly string[]
): CommandApi[] {
  const file = program.getSourceFile(entry)
  const module = file && checker.getSymbolAtLocation(file)
  if (!module) return []
  const exports = checker.getExportsOfModule(module)
  return names.flatMap((name) => {
    const symbol = exports.find((candidate) => candidate.name === name)
    const target =
      symbol && (symbol.flags & ts.SymbolFlags.Alias) !== 0
        ? checker.getAliasedSymbol(symbol)
        : symbol
    return (target && callableApi(checker, target, name)) ?? []
  })
}

const unionMembers = (type: ts.Type): ts.Type[] =>
  type.isUnion() ? type.types : [type]

// ---------------------------------------------------------------------------
// Pages

/** The command pages among the MDX sources: `docs/api/commands/*.mdx`. */
export function commandPages(sources: readonly MdxSource[]): MdxSource[] {
  return sources.filter(
    (source) =>
      isDocPage(source.file) &&
      source.file.startsWith(`${COMMANDS_DIR}/`) &&
      !source.file.slice(COMMANDS_DIR.length + 1).includes('/') &&
      source.file.endsWith('.mdx')
  )
}

/**
 * The API pages among the MDX sources: command pages, then the Cypress API
 * and plugin event pages that {@link CYPRESS_API_MEMBERS} and
 * {@link PLUGIN_EVENTS} map to the types.
 */
export function apiPages(sources: readonly MdxSource[]): MdxSource[] {
  const mapped = (dir: string, map: Readonly<Record<string, unknown>>) =>
    sources.filter(
      (source) =>
        isDocPage(source.file) &&
        source.file.startsWith(`${dir}/`) &&
        Object.hasOwn(map, pageSlug(source.file))
    )
  return [
    ...commandPages(sources),
    ...mapped(CYPRESS_API_DIR, CYPRESS_API_MEMBERS),
    ...mapped(PLUGINS_DIR, PLUGIN_EVENTS),
    ...sources.filter((source) => Object.hasOwn(MOUNT_ADAPTERS, source.file)),
  ]
}

/**
 * The APIs a page documents: its Chainable member for a command page, the
 * `Cypress` members or plugin events mapped to its slug otherwise. `[]` when
 * nothing in the types matches.
 */
export function pageApis(
  types: ChainableType,
  file: string,
  root = repoRoot
): CommandApi[] {
  const slug = pageSlug(file)
  const { checker, cypress, pluginEvents, program } = types
  const adapter = MOUNT_ADAPTERS[file]
  if (adapter) {
    if (!program) return []
    return adapterApis(
      program,
      checker,
      join(root, adapterEntry(adapter.module)),
      adapter.exports
    )
  }
  if (file.startsWith(`${CYPRESS_API_DIR}/`)) {
    if (!cypress) return []
    return (CYPRESS_API_MEMBERS[slug] ?? []).flatMap((path) =>
      cypressMemberApis(checker, cypress, path)
    )
  }
  if (file.startsWith(`${PLUGINS_DIR}/`)) {
    if (!pluginEvents) return []
    return (PLUGIN_EVENTS[slug] ?? []).flatMap(
      (event) => pluginEventApi(checker, pluginEvents, event) ?? []
    )
  }
  const command = commandApi(types, slug)
  return command ? [command] : []
}

/** The slug of a page: `docs/api/commands/selectfile.mdx` → `selectfile`. */
export function pageSlug(file: string): string {
  return basename(file).replace(/\.mdx?$/, '')
}

/** The text of a node: its text, inline code and code values, concatenated. */
function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value
  if ('children' in node) {
    return (node.children as Nodes[]).map(plainText).join('')
  }
  return ''
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * The parameter lists of the signature lines for `command` in a code block:
 * lines such as `.click(x, y, options)`, `cy.get(selector)`,
 * `Cypress.Screenshot.defaults(options)` or `cy.log(message, args...)`. `[options]`, `options?`, `x = 0` and
 * `x: number` are read as `options` and `x`; a line whose arguments are not
 * all plain names (a call example such as `.should('be.visible')`) is not a
 * signature line. The command name is compared case-insensitively.
 */
export function signatureLines(code: string, command: string): string[][] {
  const lines: string[][] = []
  for (const line of code.split('\n')) {
    const match =
      /^\s*\.?(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\s*\((.*)\)\s*;?\s*(?:\/\/.*)?$/.exec(
        line
      )
    if (!match || match[1]!.toLowerCase() !== command.toLowerCase()) continue
    const inner = match[2]!.trim()
    const params =
      inner === ''
        ? []
        : inner.split(',').map((part) =>
            part
              .replace(/[[\]]/g, '')
              .replace(/[:=].*$/, '')
              .replace(/^\s*\.{3}|\.{3}\s*$|\?\s*$/g, '')
              .trim()
          )
    if (params.every((param) => IDENTIFIER.test(param))) lines.push(params)
  }
  return lines
}

/**
 * The code blocks of the `## Syntax` section: those after the heading and
 * before the next heading of any level (so the examples under
 * `### Usage` are not read as signatures).
 */
export function syntaxBlocks(tree: Root, maxDepth = 2): string[] {
  const blocks: string[] = []
  let inSyntax = false
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      inSyntax =
        node.depth <= maxDepth &&
        plainText(node).trim().toLowerCase() === 'syntax'
      continue
    }
    if (!inSyntax) continue
    visit(node, 'code', (code) => {
      blocks.push(code.value)
    })
  }
  return blocks
}

/** The places on a page where an options field may be mentioned. */
export interface PageMentions {
  /** Inline code and code blocks anywhere on the page. */
  code: string[]
  /** The text of every table cell. */
  cells: string[]
}

/** Collects the inline code, code blocks and table cells of a page. */
export function pageMentions(tree: Root): PageMentions {
  const mentions: PageMentions = { code: [], cells: [] }
  visit(tree, (node) => {
    if (node.type === 'inlineCode' || node.type === 'code') {
      mentions.code.push(node.value)
    } else if (node.type === 'tableCell') {
      mentions.cells.push(plainText(node).trim())
    }
  })
  return mentions
}

/**
 * True when an options field is mentioned: as a whole word inside inline
 * code or a code block (`` `timeout` ``, `{ timeout: 10000 }`), or as the
 * whole text of a table cell (the Option column of an options table).
 */
export function isFieldMentioned(
  field: string,
  mentions: PageMentions
): boolean {
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const word = new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`)
  return (
    mentions.code.some((text) => word.test(text)) ||
    mentions.cells.some((cell) => cell === field)
  )
}

// ---------------------------------------------------------------------------
// Coverage

/** The coverage of one call form. */
export interface FormCoverage {
  form: CommandForm
  mentioned: boolean
  /** Syntax lines with the same argument count but other names. */
  nearMisses: string[][]
}

/** The coverage of one command page. */
export interface PageCoverage {
  file: string
  slug: string
  /** `undefined` when `Cypress.Chainable` has no member for the slug. */
  api: CommandApi | undefined
  forms: FormCoverage[]
  fields: { name: string; mentioned: boolean }[]
}

/** Mentioned and total items of a page or of all pages. */
export interface Counts {
  forms: { mentioned: number; total: number }
  fields: { mentioned: number; total: number }
  mentioned: number
  total: number
}

/**
 * Compares a parsed command page with the command's API: which forms have a
 * matching signature line under `## Syntax`, which options fields the page
 * mentions.
 */
export function pageCoverage(
  page: { file: string; tree: Root },
  api: CommandApi | undefined
): PageCoverage {
  const slug = pageSlug(page.file)
  if (!api) return { file: page.file, slug, api, forms: [], fields: [] }
  const syntax = syntaxBlocks(
    page.tree,
    Object.hasOwn(MOUNT_ADAPTERS, page.file) ? 3 : 2
  )
  const lines = syntax.flatMap((code) => signatureLines(code, api.name))
  const mentions = pageMentions(page.tree)
  const event = api.event
  const eventCall =
    event === undefined
      ? undefined
      : new RegExp(
          `\\bon\\(\\s*(['"\`])${event.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`
        )
  return {
    file: page.file,
    slug,
    api,
    forms: api.forms.map((form) => ({
      form,
      mentioned: eventCall
        ? syntax.some((code) => eventCall.test(code))
        : lines.some((line) => paramsMatch(line, form.params)),
      nearMisses: lines.filter(
        (line) =>
          line.length === form.params.length && !paramsMatch(line, form.params)
      ),
    })),
    fields: api.optionsFields.map((name) => ({
      name,
      mentioned: isFieldMentioned(name, mentions),
    })),
  }
}

/** Counts the mentioned and total items of one page. */
export function pageCounts(page: PageCoverage): Counts {
  const forms = {
    mentioned: page.forms.filter((form) => form.mentioned).length,
    total: page.forms.length,
  }
  const fields = {
    mentioned: page.fields.filter((field) => field.mentioned).length,
    total: page.fields.length,
  }
  return {
    forms,
    fields,
    mentioned: forms.mentioned + fields.mentioned,
    total: forms.total + fields.total,
  }
}

/**
 * Adds up the items of the pages that match a command, so the total
 * percentage weighs every overload and field the same (not every page).
 */
export function totalCounts(pages: readonly PageCoverage[]): Counts {
  const total: Counts = {
    forms: { mentioned: 0, total: 0 },
    fields: { mentioned: 0, total: 0 },
    mentioned: 0,
    total: 0,
  }
  for (const page of pages) {
    const counts = pageCounts(page)
    total.forms.mentioned += counts.forms.mentioned
    total.forms.total += counts.forms.total
    total.fields.mentioned += counts.fields.mentioned
    total.fields.total += counts.fields.total
    total.mentioned += counts.mentioned
    total.total += counts.total
  }
  return total
}

/** A percentage with one decimal; 100 when there is nothing to mention. */
export function percent(mentioned: number, total: number): number {
  return total === 0 ? 100 : Math.round((mentioned / total) * 1000) / 10
}

// ---------------------------------------------------------------------------
// Output

/** `should(chainers, value)`. */
export function formatForm(command: string, params: readonly string[]): string {
  return `${command}(${params.join(', ')})`
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => row[column]!.length))
  )
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1
            ? cell.padStart(widths[column]!)
            : cell.padEnd(widths[column]!)
        )
        .join('  ')
        .trimEnd()
    )
    .join('\n')
}

const ratio = (part: { mentioned: number; total: number }) =>
  `${part.mentioned}/${part.total}`

const percentText = (counts: Counts) =>
  `${percent(counts.mentioned, counts.total).toFixed(1)}%`

/** How the report names an API: `should`, `Cypress.Screenshot.defaults`. */
const apiLabel = (api: CommandApi) => api.label ?? api.name

/** A call form as the report prints it, in the names the types use. */
function displayForm(api: CommandApi, params: readonly string[]): string {
  return api.event === undefined
    ? formatForm(apiLabel(api), params)
    : `on('${api.event}', ${params.slice(1).join(', ')})`
}

/** The details of one page: what is missing, in the names the types use. */
function pageDetails(page: PageCoverage): string[] {
  if (!page.api) {
    return [
      `${page.file}: nothing in the Cypress types matches \`${page.slug}\`, skipped`,
    ]
  }
  const { api } = page
  const counts = pageCounts(page)
  const lines = [
    `${page.file} (${apiLabel(api)}): ${percentText(counts)}, ${counts.mentioned} of ${counts.total} items`,
    `  Forms declared: ${api.forms.map((form) => displayForm(api, form.params)).join(', ') || 'none (not callable)'}`,
  ]
  const missingForms = page.forms.filter((form) => !form.mentioned)
  if (missingForms.length > 0) {
    lines.push('  Forms missing from the Syntax block:')
    for (const { form, nearMisses } of missingForms) {
      const overloads =
        form.overloads > 1 ? ` (stands for ${form.overloads} overloads)` : ''
      lines.push(`    - ${displayForm(api, form.params)}${overloads}`)
      for (const near of nearMisses) {
        const differ = near
          .map((name, i) => [name, form.params[i]!] as const)
          .filter(([name, typed]) => !paramsMatch([name], [typed]))
          .map(([name, typed]) => `${name} → ${typed}`)
        lines.push(
          `      Syntax has ${displayForm(api, near)}; the types name it ${differ.join(', ')}`
        )
      }
    }
  }
  if (api.optionsTypes.length === 0) {
    lines.push('  Options: none')
  } else {
    const missing = page.fields.filter((field) => !field.mentioned)
    lines.push(
      `  Options ${api.optionsTypes.join(' | ')}: ${counts.fields.mentioned} of ${counts.fields.total} fields mentioned`
    )
    if (missing.length > 0) {
      lines.push(
        `  Fields missing: ${missing.map((field) => field.name).join(', ')}`
      )
    }
  }
  return lines
}

/**
 * The report text: a table of pages with their percentages and a total,
 * then the missing items of each page.
 */
export function formatReport(
  pages: readonly PageCoverage[],
  typesLabel = 'Cypress types'
): string {
  const checked = pages.filter((page) => page.api)
  const rows = [
    ['Page', 'API', 'Forms', 'Options fields', 'Coverage'],
    ...checked.map((page) => {
      const counts = pageCounts(page)
      return [
        page.file,
        apiLabel(page.api!),
        ratio(counts.forms),
        ratio(counts.fields),
        percentText(counts),
      ]
    }),
  ]
  const total = totalCounts(checked)
  rows.push([
    `Total (${new Set(checked.map((page) => page.file)).size} page${checked.length === 1 ? '' : 's'})`,
    '',
    ratio(total.forms),
    ratio(total.fields),
    percentText(total),
  ])
  const synonyms = Object.entries(PARAM_SYNONYMS).map(
    ([canonical, variants]) => `${canonical} = ${variants.join(' = ')}`
  )
  return [
    `API coverage of ${COMMANDS_DIR}, ${CYPRESS_API_DIR} and ${PLUGINS_DIR} against the ${typesLabel}`,
    '',
    table(rows),
    '',
    ...pages.flatMap((page) => [...pageDetails(page), '']),
    'A form counts when a signature line in a code block under "## Syntax" has',
    'as many arguments with the same names: case-insensitive, a trailing "s"',
    "ignored, and these synonyms (a plugin event counts when the block has on('<event>'):",
    ...synonyms.map((line) => `  ${line}`),
    'A field counts when it appears in inline code, in a code block or as a',
    'table cell of its own.',
  ].join('\n')
}

/** The result of a run: what to print and the exit code. */
export interface ReportResult {
  exitCode: number
  stdout: string
  stderr: string
}

/**
 * Runs the report on the given sources (see {@link apiPages}).
 * `loadChainable` is called only when there are command pages to check, so
 * a site without them stays fast.
 * Exit code 1 when a page does not parse, when there are no command pages,
 * when `Cypress.Chainable` cannot be found or when no page matches one of
 * its members; otherwise 0, whatever the coverage.
 */
export function runReport(
  sources: readonly MdxSource[],
  loadChainable: () => ChainableType | undefined,
  typesLabel?: string
): ReportResult {
  const fail = (stderr: string): ReportResult => ({
    exitCode: 1,
    stdout: '',
    stderr,
  })
  const pages = apiPages(sources)
  if (commandPages(sources).length === 0) {
    return fail(`No command pages in ${COMMANDS_DIR}/*.mdx: nothing to check.`)
  }
  const parsed: { file: string; tree: Root }[] = []
  for (const page of pages) {
    try {
      parsed.push({ file: page.file, tree: parseMdx(page) })
    } catch (error) {
      return fail((error as Error).message)
    }
  }
  const chainable = loadChainable()
  if (!chainable) {
    return fail(
      `Cypress.Chainable not found in the Cypress type definitions (${TYPES_ENTRY}): nothing to check.`
    )
  }
  const coverage = parsed.flatMap((page) => {
    const apis = pageApis(chainable, page.file)
    return apis.length === 0
      ? [pageCoverage(page, undefined)]
      : apis.map((api) => pageCoverage(page, api))
  })
  if (!coverage.some((page) => page.api)) {
    return fail(
      `None of the ${pages.length} command pages matches a member of Cypress.Chainable: nothing to check.`
    )
  }
  return { exitCode: 0, stdout: formatReport(coverage, typesLabel), stderr: '' }
}

/** Runs the report on the repository and prints it; returns the exit code. */
export function main(root = repoRoot): number {
  const entry = join(root, TYPES_ENTRY)
  let typesLabel = 'Cypress types'
  try {
    const pkg = JSON.parse(
      readFileSync(join(root, 'node_modules/cypress/package.json'), 'utf8')
    ) as { version?: string }
    if (pkg.version) typesLabel = `cypress ${pkg.version} types`
  } catch {
    // No cypress package: loadChainable below reports it.
  }
  const result = runReport(
    mdxSources(root),
    () =>
      findChainable(
        createTypesProgram(
          entry,
          undefined,
          Object.values(MOUNT_ADAPTERS).map(({ module }) =>
            join(root, adapterEntry(module))
          )
        )
      ),
    typesLabel
  )
  if (result.stdout) console.log(result.stdout)
  if (result.stderr) console.error(result.stderr)
  return result.exitCode
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  process.exitCode = main()
}
