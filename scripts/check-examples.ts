/**
 * `npm run check:examples`: every fenced code block in docs/**\/*.mdx, the
 * partials and src/pages/**\/*.mdx is extracted and reported by file and
 * line. JS/TS, JSON, YAML, CSS and HTML blocks must be clean under the
 * repo's Prettier settings (`npm run lint` leaves them to this check:
 * scripts/prettier-lint-mdx.mjs), and JS/TS blocks must type-check against the `cypress` type definitions, each block as its
 * own module with the Cypress, Mocha and Chai globals in scope (JS with
 * checkJs), all in one TypeScript program.
 *
 * Fence markers (in the meta after the language):
 * - `fragment="why"`: deliberately incomplete; formatted but not type-checked.
 * - `incorrect`: an "incorrect usage" example whose mistake is a type error;
 *   it must FAIL type checking.
 * - `incorrect="why"`: an incorrect example whose mistake is not a type error
 *   (it fails at run time); counted, and allowed to type-check.
 * - `title="…"`, `showLineNumbers`, `{1,3-4}`: Docusaurus display options.
 * - `config-tabs` (ts only): rendered as cypress.config.js/ts tabs.
 * - `npm2yarn` (shell only): rendered as npm/yarn/pnpm tabs.
 * - `mount="react"` (or angular, vue, svelte): a component test outside that
 *   framework's pages, checked with its `cy.mount()` support file as below.
 *
 * Component-testing pages (docs/guides/component-testing/<framework>/) are
 * checked with the support file their quickstart has readers write, which
 * registers that framework's `mount` as `cy.mount()`. A relative import that
 * does not exist here (the reader's own component, store or routes) resolves
 * to a stand-in module whose imported names are typed `any` (`.vue` and
 * `.svelte` files get their framework's component type), so such a block is
 * checked for its use of Cypress and the libraries; package imports must
 * resolve for real.
 *
 * YAML blocks (`yaml`, `yml`: CI configs, workflow files) must parse as YAML,
 * every document of the block, unless marked `fragment="why"`.
 *
 * Exits 1 on any problem, when no block is found, or when fewer than 85% of
 * the JS/TS blocks (leaving out `incorrect` ones) type-check without being
 * fragments.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'
import type { Code } from 'mdast'
import { check as prettierCheck, type Options } from 'prettier'
import ts from 'typescript'
import { parseAllDocuments } from 'yaml'
import { visit } from 'unist-util-visit'
import { mdxSources, parseMdx, repoRoot, type MdxSource } from './lib/content'
import prettierConfig from '../.prettierrc.json'
import formattedLangs from './lib/formatted-langs.json'

/** The repo's Prettier settings, shared with code examples. */
const prettierOptions = prettierConfig as Options

/** The share of JS/TS blocks that must type-check as whole code. */
export const TARGET_RATIO = 0.85

/**
 * Fence languages whose blocks are checked against Prettier, with the parser
 * (lib/formatted-langs.json): those of our blocks that Prettier itself
 * formats inside Markdown, as `npm run format` does. `npm run lint` leaves
 * these blocks to this check (scripts/prettier-lint-mdx.mjs reads the same
 * file).
 */
export const FORMATTED_LANGS: Readonly<Record<string, string>> = formattedLangs

/** Languages that are type-checked, with their file extension. */
const CHECKED_LANGS: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
}

/** The parsed meta string of a fence. */
export interface FenceMeta {
  title?: string
  /** The reason a fragment is partial. */
  fragment?: string
  /** `true` for a type-error example; a string explains a run-time mistake. */
  incorrect?: true | string
  configTabs: boolean
  npm2yarn: boolean
  /** The framework whose `cy.mount()` the block uses (`mount="…"`). */
  mount?: (typeof CT_FRAMEWORKS)[number]
}

/** One fenced code block, located by file and the line of its opening fence. */
export interface CodeBlock {
  file: string
  line: number
  lang: string
  meta: FenceMeta
  code: string
}

/** A problem found by the check, printed as `file:line: message`. */
export interface Problem {
  file: string
  line: number
  message: string
}

const format = (p: Problem) => `${p.file}:${p.line}: ${p.message}`

/**
 * Parses a fence meta string. Returns the meta, or a list of errors for
 * unknown markers, markers without their required reason, and bad quoting.
 */
export function parseMeta(
  meta: string | null | undefined,
  lang: string
): { meta: FenceMeta; errors: string[] } {
  const result: FenceMeta = { configTabs: false, npm2yarn: false }
  const errors: string[] = []
  const text = (meta ?? '').trim()
  const token =
    /\s*(?:\{[\d,\s-]+\}|([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'))?)(?=\s|$)/y
  let index = 0
  while (index < text.length) {
    token.lastIndex = index
    const match = token.exec(text)
    if (!match) {
      errors.push(`cannot read the fence meta near \`${text.slice(index)}\``)
      break
    }
    index = token.lastIndex
    const key = match[1]
    if (key === undefined) continue // a {1,3-5} highlight range
    const value = match[2] ?? match[3]
    switch (key) {
      case 'title':
        if (value === undefined) errors.push('`title` needs a value')
        else result.title = value
        break
      case 'showLineNumbers':
        break
      case 'fragment':
        if (!value?.trim())
          errors.push('`fragment` needs a reason: fragment="…"')
        else result.fragment = value
        break
      case 'incorrect':
        result.incorrect = value === undefined ? true : value
        if (value !== undefined && !value.trim()) {
          errors.push('`incorrect=""` needs a reason, or drop the value')
        }
        break
      case 'config-tabs':
        result.configTabs = true
        if (lang !== 'ts' && lang !== 'typescript') {
          errors.push('`config-tabs` only goes on ```ts blocks')
        }
        break
      case 'mount': {
        const framework = CT_FRAMEWORKS.find((name) => name === value)
        if (framework) result.mount = framework
        else errors.push(`\`mount\` names one of ${CT_FRAMEWORKS.join(', ')}`)
        break
      }
      case 'npm2yarn':
        result.npm2yarn = true
        if (text !== 'npm2yarn') {
          errors.push('`npm2yarn` must be the only marker of its block')
        }
        break
      default:
        errors.push(`unknown fence marker \`${key}\``)
    }
  }
  if (result.configTabs && result.title !== undefined) {
    errors.push('`config-tabs` blocks are titled by their tabs; drop `title`')
  }
  if (result.fragment !== undefined && result.incorrect !== undefined) {
    errors.push('a block is either `fragment` or `incorrect`, not both')
  }
  return { meta: result, errors }
}

/**
 * Extracts the fenced code blocks of one MDX source, with problems for
 * unparsable MDX, unclosed fences, blocks without a language and bad meta.
 */
export function extractBlocks(source: Pick<MdxSource, 'file' | 'text'>): {
  blocks: CodeBlock[]
  problems: Problem[]
} {
  const blocks: CodeBlock[] = []
  const problems: Problem[] = []
  let tree
  try {
    tree = parseMdx(source)
  } catch (error) {
    const message = (error as Error).message
    const match = /^[^:]+:(\d+):\d+: (.*)$/s.exec(message)
    problems.push({
      file: source.file,
      line: Number(match?.[1] ?? 1),
      message: match?.[2] ?? message,
    })
    return { blocks, problems }
  }
  const lines = source.text.split('\n')
  visit(tree, 'code', (node: Code) => {
    const line = node.position?.start.line ?? 1
    const endLine = node.position?.end.line ?? line
    const opening = (lines[line - 1] ?? '').trim()
    const closing = (lines[endLine - 1] ?? '').trim()
    if (!/^(`{3,}|~{3,})/.test(opening)) return // indented code: not a fence
    const fence = /^(`{3,}|~{3,})/.exec(opening)?.[1] ?? '```'
    if (endLine === line || !closing.startsWith(fence)) {
      problems.push({
        file: source.file,
        line,
        message: `code fence is never closed (expected a line with ${fence})`,
      })
      return
    }
    if (!node.lang) {
      problems.push({
        file: source.file,
        line,
        message: 'code block has no language (use text for plain output)',
      })
      return
    }
    const { meta, errors } = parseMeta(node.meta, node.lang)
    for (const message of errors) {
      problems.push({ file: source.file, line, message })
    }
    blocks.push({
      file: source.file,
      line,
      lang: node.lang,
      meta,
      code: node.value,
    })
  })
  return { blocks, problems }
}

/**
 * Checks one block against Prettier, if its language is one of
 * {@link FORMATTED_LANGS}; returns a problem (not formatted, or does not
 * parse, but for YAML: see {@link checkYaml}) or null.
 */
export async function checkFormatting(
  block: CodeBlock
): Promise<Problem | null> {
  const parser = FORMATTED_LANGS[block.lang]
  if (!parser) return null
  try {
    const clean = await prettierCheck(`${block.code}\n`, {
      ...prettierOptions,
      parser,
    })
    return clean
      ? null
      : {
          file: block.file,
          line: block.line,
          message:
            'not formatted with Prettier (no semicolons, single quotes, width 80)',
        }
  } catch (error) {
    // A YAML block that does not parse is checkYaml's to report (a fragment
    // may be part of a document).
    if (parser === 'yaml') return null
    const first = String((error as Error).message).split('\n')[0]
    return {
      file: block.file,
      line: block.line,
      message: `does not parse: ${first}`,
    }
  }
}

/**
 * Implicit-any diagnostics. Plain JavaScript examples leave parameters
 * untyped, as readers' code does, so these are not held against JS blocks;
 * TypeScript blocks get them like any strict project.
 */
const IMPLICIT_ANY_CODES = new Set([7005, 7006, 7008, 7019, 7031, 7034])

/** Compiler options for example blocks: strict, Cypress + Node globals. */
export const exampleCompilerOptions: ts.CompilerOptions = {
  noEmit: true,
  allowJs: true,
  checkJs: true,
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['cypress', 'node'],
}

/** True for a block that augments the global scope (`declare global`). */
export const augmentsGlobals = (block: Pick<CodeBlock, 'code'>): boolean =>
  /^\s*declare\s+global\b/m.test(block.code)

/** The component-testing frameworks whose pages get a `cy.mount()` prelude. */
export const CT_FRAMEWORKS = ['react', 'angular', 'vue', 'svelte'] as const

/**
 * The framework of a page under docs/guides/component-testing/<framework>/,
 * or `undefined` for any other page.
 */
export function ctFramework(
  file: string
): (typeof CT_FRAMEWORKS)[number] | undefined {
  const match = /(?:^|\/)docs\/guides\/component-testing\/([a-z]+)\//.exec(file)
  return CT_FRAMEWORKS.find((framework) => framework === match?.[1])
}

/**
 * The support file that the framework's quickstart tells readers to write:
 * it registers the framework's `mount` as `cy.mount()`. Examples on that
 * framework's pages are checked as if it were in the project.
 */
export const mountPrelude = (framework: string): string =>
  [
    `import { mount } from 'cypress/${framework}'`,
    '',
    'declare global {',
    '  namespace Cypress {',
    '    interface Chainable {',
    '      mount: typeof mount',
    '    }',
    '  }',
    '}',
  ].join('\n')

/** One TypeScript program's blocks, with the prelude checked beside them. */
export interface ProgramGroup {
  blocks: CodeBlock[]
  prelude?: string
}

/**
 * Splits blocks into type-checking groups: every page with a block that
 * augments the global scope (`declare global { namespace Cypress … }`, as on
 * the custom-commands pages) is a group of its own, so its declarations cover
 * its own later examples and leak into no other page; the other pages of
 * each component-testing framework, with the blocks marked `mount="…"` for
 * it, form one group with that framework's
 * {@link mountPrelude}; all other blocks share one group. Returns the groups
 * in a stable order: the shared one, the frameworks, then the pages.
 */
export function programGroups(blocks: readonly CodeBlock[]): ProgramGroup[] {
  const isolated = new Set(
    blocks.filter(augmentsGlobals).map((block) => block.file)
  )
  const rest = blocks.filter((block) => !isolated.has(block.file))
  const frameworkOf = (block: CodeBlock) =>
    block.meta.mount ?? ctFramework(block.file)
  const shared = rest.filter((block) => !frameworkOf(block))
  const frameworks = CT_FRAMEWORKS.map((framework) => ({
    blocks: rest.filter((block) => frameworkOf(block) === framework),
    prelude: mountPrelude(framework),
  }))
  const pages = [...isolated].sort().map((file) => ({
    blocks: blocks.filter((block) => block.file === file),
  }))
  return [{ blocks: shared }, ...frameworks, ...pages].filter(
    (group) => group.blocks.length > 0
  )
}

/**
 * The stand-in for a module of the reader's own project (a relative import
 * such as `./Stepper` or `../src/store` that exists in their project, not
 * here), built from what the importing code takes from it: a default export
 * and each named export typed `any`, so an example is checked for its use of
 * Cypress and the libraries, not for components we cannot see. `.vue` and
 * `.svelte` files get their framework's component type; style sheets and
 * other side-effect imports are empty modules.
 */
export function projectModuleSource(
  specifier: string,
  imported: ReadonlySet<string>
): string {
  if (/\.(css|scss|sass|less)$/.test(specifier)) return 'export {}'
  if (specifier.endsWith('.vue')) {
    return [
      "import type { DefineComponent } from 'vue'",
      'declare const component: DefineComponent<any, any, any>',
      'export default component',
    ].join('\n')
  }
  if (specifier.endsWith('.svelte')) {
    return [
      "import type { Component } from 'svelte'",
      'declare const component: Component<any>',
      'export default component',
    ].join('\n')
  }
  const lines = [
    'declare const projectModule: any',
    'export default projectModule',
  ]
  for (const name of [...imported].sort()) {
    if (name === 'default') continue
    lines.push(`export declare const ${name}: any`, `export type ${name} = any`)
  }
  return lines.join('\n')
}

/**
 * The names each relative module specifier of `code` is imported or
 * re-exported with (`default` for a default or namespace import).
 */
export function importedNames(code: string): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>()
  const file = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest)
  const add = (specifier: string, name: string) => {
    const set = names.get(specifier) ?? new Set<string>()
    set.add(name)
    names.set(specifier, set)
  }
  for (const statement of file.statements) {
    if (!(
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
    )) {
      continue
    }
    const literal = statement.moduleSpecifier
    if (!literal || !ts.isStringLiteral(literal)) continue
    const specifier = literal.text
    if (!specifier.startsWith('.')) continue
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (!clause) names.set(specifier, names.get(specifier) ?? new Set())
      if (clause?.name) add(specifier, 'default')
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) add(specifier, 'default')
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          add(specifier, (element.propertyName ?? element.name).text)
        }
      }
    } else {
      const clause = statement.exportClause
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          add(specifier, (element.propertyName ?? element.name).text)
        }
      } else add(specifier, 'default')
    }
  }
  return names
}

/**
 * Type-checks blocks. Each block becomes a virtual module under the repo
 * root (so `import … from 'cypress'` resolves); the blocks of one
 * {@link programGroups} group share a TypeScript program. Returns, for each
 * block, the list of its diagnostics as `file:line: message` problems.
 * Throws when the Cypress types themselves cannot be loaded.
 */
export function typeCheck(
  blocks: readonly CodeBlock[],
  root = repoRoot,
  shard?: Shard
): Map<CodeBlock, Problem[]> {
  const results = new Map<CodeBlock, Problem[]>()
  // Each block's position names its virtual file, so names never clash.
  const indexes = new Map(blocks.map((block, index) => [block, index]))
  let previous: ts.Program | undefined
  const groups = programGroups(blocks)
  for (const group of shard
    ? shardGroups(groups, shard.count, shard.headStart)[shard.index]!
    : groups) {
    previous = checkGroup(group, indexes, root, results, previous)
  }
  return results
}

/** One of `count` parts of the type-checking groups (`index` from 0). */
export interface Shard {
  index: number
  count: number
  /** The cost each part already has ({@link shardGroups}). */
  headStart?: readonly number[]
}

/**
 * Splits groups into `count` parts of about the same cost, largest first,
 * each to the part with the least so far. Costs are in units of 10 ms: a
 * program costs about 4 s to set up (the Cypress, DOM and Node types) and
 * about 10 ms per block, measured on the 2-core CI machine. `headStart`
 * gives the cost a part already has from other work (by part; 0 when
 * absent). The split depends only on its arguments, so every process that
 * computes it agrees.
 */
export function shardGroups(
  groups: readonly ProgramGroup[],
  count: number,
  headStart: readonly number[] = []
): ProgramGroup[][] {
  const cost = (group: ProgramGroup) => 400 + group.blocks.length
  const parts = Array.from({ length: count }, (_, index) => ({
    cost: headStart[index] ?? 0,
    groups: [] as ProgramGroup[],
  }))
  for (const group of [...groups].sort((a, b) => cost(b) - cost(a))) {
    const lightest = parts.reduce((a, b) => (b.cost < a.cost ? b : a))
    lightest.cost += cost(group)
    lightest.groups.push(group)
  }
  return parts.map((part) => part.groups)
}

/**
 * What Prettier's check of one block costs, in {@link shardGroups}'s
 * units: 9.4 s for 2,222 blocks on the 2-core CI machine.
 */
const FORMAT_COST_PER_BLOCK = 0.42

/**
 * The first step of {@link typeCheck} on two cores: starts a child process
 * (this script with `--typecheck-shard`) that type-checks the second part
 * of the groups of `blocks`, sent to it as JSON on its standard input, and
 * resolves with its results by block position. This process is left the
 * first part, plus the Prettier check of `formatting` blocks (counted as a
 * head start, so that both processes end together). Rejects when the
 * child fails or prints no results.
 */
function typeCheckInChild(
  blocks: readonly CodeBlock[],
  formatting: number
): { headStart: number[]; results: Promise<[number, Problem[]][]> } {
  const headStart = [formatting * FORMAT_COST_PER_BLOCK, 0]
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--typecheck-shard',
      JSON.stringify(headStart),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] }
  )
  child.stdin.end(JSON.stringify(blocks))
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  const results = new Promise<[number, Problem[]][]>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`the type-checking child process exited with ${code}`))
        return
      }
      try {
        resolve(JSON.parse(output) as [number, Problem[]][])
      } catch {
        reject(new Error('the type-checking child process printed no results'))
      }
    })
  })
  return { headStart, results }
}

/** The child of {@link typeCheckInChild}: blocks on stdin, results on stdout. */
async function typeCheckShard(headStart: number[]): Promise<void> {
  let input = ''
  for await (const chunk of process.stdin) input += String(chunk)
  const blocks = JSON.parse(input) as CodeBlock[]
  const results = typeCheck(blocks, repoRoot, { index: 1, count: 2, headStart })
  const indexes = new Map(blocks.map((block, index) => [block, index]))
  process.stdout.write(
    JSON.stringify([...results].map(([block, p]) => [indexes.get(block), p]))
  )
}

/**
 * The installed files (type definitions, the TypeScript library) that
 * programs have read, by path, parsed once for all of them. The same
 * SourceFile objects let TypeScript reuse each one, bound, in the next
 * program (`oldProgram`); a host that parses anew gives it new objects,
 * which it parses and binds again: that was a third of this check's time.
 */
const installedFiles = new Map<string, ts.SourceFile>()

/**
 * Checks one group of blocks in one program (reusing the installed files
 * of `oldProgram`: {@link installedFiles}) and records each block's
 * problems in `results`.
 */
function checkGroup(
  { blocks, prelude }: ProgramGroup,
  indexes: ReadonlyMap<CodeBlock, number>,
  root: string,
  results: Map<CodeBlock, Problem[]>,
  oldProgram: ts.Program | undefined
): ts.Program {
  const virtual = new Map<string, CodeBlock>()
  for (const block of blocks) {
    const ext = CHECKED_LANGS[block.lang]
    if (!ext) continue
    const name = block.file.replace(/[^\w]+/g, '_')
    virtual.set(
      join(
        root,
        '.examples',
        `${name}_L${block.line}_${indexes.get(block) ?? 0}.${ext}`
      ),
      block
    )
  }
  // Supporting files: the prelude, and a stand-in for each project module
  // that a block imports and that does not exist here.
  const supporting = new Map<string, string>()
  const preludePath = join(root, '.examples', 'prelude.ts')
  if (prelude) supporting.set(preludePath, prelude)
  for (const [path, block] of virtual) {
    for (const [specifier, names] of importedNames(block.code)) {
      const resolved = ts.resolveModuleName(
        specifier,
        path,
        exampleCompilerOptions,
        ts.sys
      ).resolvedModule
      if (resolved) continue
      const stub = `${path}.${specifier.replace(/[^\w]+/g, '_')}.ts`
      supporting.set(stub, projectModuleSource(specifier, names))
    }
  }
  const text = (path: string) => virtual.get(path)?.code ?? supporting.get(path)
  const host = ts.createCompilerHost(exampleCompilerOptions, true)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getCurrentDirectory = () => root
  host.fileExists = (path) =>
    text(path) !== undefined || ts.sys.fileExists(path)
  host.readFile = (path) => text(path) ?? ts.sys.readFile(path)
  host.getSourceFile = (path, language, onError, shouldCreate) => {
    const code = text(path)
    if (code !== undefined) {
      return ts.createSourceFile(path, code, language, true)
    }
    let file = installedFiles.get(path)
    if (!file) {
      file = getSourceFile(path, language, onError, shouldCreate)
      if (file) installedFiles.set(path, file)
    }
    return file
  }
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const stub = `${containingFile}.${literal.text.replace(/[^\w]+/g, '_')}.ts`
      if (supporting.has(stub)) {
        return {
          resolvedModule: {
            resolvedFileName: stub,
            extension: ts.Extension.Ts,
            isExternalLibraryImport: false,
          },
        }
      }
      return ts.resolveModuleName(
        literal.text,
        containingFile,
        exampleCompilerOptions,
        host
      )
    })
  const program = ts.createProgram(
    [...virtual.keys(), ...(prelude ? [preludePath] : [])],
    exampleCompilerOptions,
    host,
    oldProgram
  )
  const preludeFile = prelude ? program.getSourceFile(preludePath) : undefined
  const preludeProblems = preludeFile
    ? program.getSemanticDiagnostics(preludeFile)
    : []
  if (preludeProblems[0]) {
    throw new Error(
      `the cy.mount() prelude does not type-check: ${ts.flattenDiagnosticMessageText(preludeProblems[0].messageText, ' ')}`
    )
  }
  const global = ts.getPreEmitDiagnostics(program).filter((d) => !d.file)
  if (global.length > 0) {
    throw new Error(
      `the example program does not load: ${ts.flattenDiagnosticMessageText(global[0]?.messageText ?? '', ' ')}`
    )
  }
  for (const [path, block] of virtual) {
    const file = program.getSourceFile(path)
    const isJs = /\.jsx?$/.test(path)
    const diagnostics = (
      file
        ? [
            ...program.getSyntacticDiagnostics(file),
            ...program.getSemanticDiagnostics(file),
          ]
        : []
    ).filter((d) => !(isJs && IMPLICIT_ANY_CODES.has(d.code)))
    results.set(
      block,
      diagnostics.map((d) => {
        const at =
          file && d.start !== undefined
            ? file.getLineAndCharacterOfPosition(d.start).line
            : 0
        return {
          file: block.file,
          line: block.line + 1 + at,
          message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
        }
      })
    )
  }
  return program
}

/** Languages whose blocks are parsed as YAML. */
const YAML_LANGS = new Set(['yaml', 'yml'])

/**
 * Parses a YAML block (all its documents). Returns a problem at the line of
 * the first error, or `null` when it parses.
 */
export function checkYaml(block: CodeBlock): Problem | null {
  for (const document of parseAllDocuments(block.code)) {
    const [error] = document.errors
    if (error) {
      const at = error.linePos?.[0]?.line ?? 1
      return {
        file: block.file,
        line: block.line + at,
        message: `YAML does not parse: ${error.message.split('\n')[0]}`,
      }
    }
  }
  return null
}

/** The figures and problems of a whole check. */
export interface ExampleReport {
  total: number
  /** YAML blocks, and how many of them parse (fragments are not parsed). */
  yaml: { total: number; parsed: number }
  byLang: Record<string, number>
  scripts: number
  /** Blocks checked against Prettier ({@link FORMATTED_LANGS}). */
  formattable: number
  formatted: number
  typeChecked: number
  fragments: number
  incorrect: { failing: number; runtime: number }
  ratio: number
  problems: Problem[]
}

/** The blocks that are type-checked: JS/TS blocks that are not fragments. */
const blocksToType = (blocks: readonly CodeBlock[]): CodeBlock[] =>
  blocks.filter(
    (block) => CHECKED_LANGS[block.lang] && block.meta.fragment === undefined
  )

/**
 * Runs every check over the given sources. With `twoCores`, type checking
 * is split with a child process ({@link typeCheckInChild}), which starts
 * first and type-checks while this process runs Prettier.
 */
export async function checkExamples(
  sources: readonly Pick<MdxSource, 'file' | 'text'>[],
  root = repoRoot,
  { twoCores = false }: { twoCores?: boolean } = {}
): Promise<ExampleReport> {
  const problems: Problem[] = []
  const blocks: CodeBlock[] = []
  for (const source of sources) {
    const extracted = extractBlocks(source)
    blocks.push(...extracted.blocks)
    problems.push(...extracted.problems)
  }
  const scripts = blocks.filter((block) => CHECKED_LANGS[block.lang])
  const byLang: Record<string, number> = {}
  for (const block of blocks) byLang[block.lang] = (byLang[block.lang] ?? 0) + 1

  const formattable = blocks.filter((block) => FORMATTED_LANGS[block.lang])
  const toCheck = blocksToType(blocks)
  const child =
    twoCores && programGroups(toCheck).length >= 2
      ? typeCheckInChild(toCheck, formattable.length)
      : undefined
  // Not left unhandled while Prettier runs; awaited below.
  child?.results.catch(() => undefined)

  let formatted = 0
  for (const block of formattable) {
    const problem = await checkFormatting(block)
    if (problem) problems.push(problem)
    else formatted += 1
  }

  const diagnostics = typeCheck(
    toCheck,
    root,
    child ? { index: 0, count: 2, headStart: child.headStart } : undefined
  )
  for (const [index, found] of child ? await child.results : []) {
    diagnostics.set(toCheck[index]!, found)
  }
  let typeChecked = 0
  const incorrect = { failing: 0, runtime: 0 }
  for (const block of toCheck) {
    const found = diagnostics.get(block) ?? []
    if (block.meta.incorrect === undefined) {
      if (found.length === 0) typeChecked += 1
      problems.push(...found)
    } else if (found.length > 0) {
      incorrect.failing += 1
    } else if (block.meta.incorrect === true) {
      problems.push({
        file: block.file,
        line: block.line,
        message:
          'marked `incorrect` but type-checks: if its mistake only shows at run time, say why with incorrect="…"',
      })
    } else {
      incorrect.runtime += 1
    }
  }
  const yamlBlocks = blocks.filter((block) => YAML_LANGS.has(block.lang))
  let parsed = 0
  for (const block of yamlBlocks) {
    if (block.meta.fragment !== undefined) continue
    const problem = checkYaml(block)
    if (problem) problems.push(problem)
    else parsed += 1
  }
  const fragments = scripts.filter((b) => b.meta.fragment !== undefined).length
  const counted = scripts.filter((b) => b.meta.incorrect === undefined).length
  return {
    total: blocks.length,
    yaml: { total: yamlBlocks.length, parsed },
    byLang,
    scripts: scripts.length,
    formattable: formattable.length,
    formatted,
    typeChecked,
    fragments,
    incorrect,
    ratio: counted === 0 ? 0 : typeChecked / counted,
    problems,
  }
}

/**
 * `npm run check:examples [-- <file.mdx> …]`: every MDX file, or only the
 * ones named (as `npm run check` does for the files a change touched; the
 * site-wide type-checking target is then reported but not enforced).
 */
async function main(args: string[]): Promise<number> {
  if (args[0] === '--typecheck-shard') {
    await typeCheckShard(JSON.parse(args[1] ?? '[]') as number[])
    return 0
  }
  const all = mdxSources()
  const named = new Set(args.map((arg) => arg.replace(/^\.\//, '')))
  const unknown = [...named].filter((file) => !all.some((s) => s.file === file))
  if (unknown.length > 0) {
    console.error(`check:examples: not an MDX page: ${unknown.join(', ')}`)
    return 2
  }
  const sources =
    named.size > 0 ? all.filter((source) => named.has(source.file)) : all
  const report = await checkExamples(sources, repoRoot, { twoCores: true })
  if (report.total === 0 && named.size > 0) {
    console.log(`check:examples: no code blocks in ${sources.length} file(s)`)
    return 0
  }
  if (report.total === 0) {
    console.error(
      `check:examples: no code blocks found in ${sources.length} MDX files; nothing was checked`
    )
    return 1
  }
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`
  console.log(`Code blocks: ${report.total} in ${sources.length} MDX files`)
  console.log(
    `  by language: ${Object.entries(report.byLang)
      .sort(([, a], [, b]) => b - a)
      .map(([lang, n]) => `${lang} ${n}`)
      .join(', ')}`
  )
  console.log(
    `YAML blocks: ${report.yaml.total}, ${report.yaml.parsed} parse (the rest are fragments)`
  )
  console.log(
    `Prettier-clean: ${report.formatted} of ${report.formattable} blocks (JS/TS, JSON, YAML, CSS, HTML)`
  )
  console.log(`JS/TS blocks: ${report.scripts}`)
  console.log(`  type-checked and passing: ${report.typeChecked}`)
  console.log(`  fragments: ${report.fragments}`)
  console.log(
    `  incorrect: ${report.incorrect.failing + report.incorrect.runtime} (${report.incorrect.failing} fail type checking as they should, ${report.incorrect.runtime} are run-time mistakes)`
  )
  console.log(
    `  whole and type-checking: ${pct(report.ratio)} of JS/TS blocks that are not incorrect examples (target ${pct(TARGET_RATIO)})`
  )
  if (report.ratio < TARGET_RATIO && named.size === 0) {
    report.problems.push({
      file: 'docs',
      line: 0,
      message: `only ${pct(report.ratio)} of JS/TS blocks type-check as whole code; the target is ${pct(TARGET_RATIO)}`,
    })
  }
  if (report.problems.length > 0) {
    console.error(`\n${report.problems.length} problem(s):`)
    for (const problem of report.problems) console.error(format(problem))
    return 1
  }
  console.log('All code examples pass.')
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`check:examples failed: ${(error as Error).message}`)
      process.exit(1)
    }
  )
}
