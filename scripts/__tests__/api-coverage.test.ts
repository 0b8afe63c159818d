// Unit tests for the API-coverage report. The type definitions come from a
// small in-memory program shaped like the Cypress ones; one test reads the
// real `node_modules/cypress/types` to pin the `should` example of the issue.
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it, vi } from 'vitest'
import { parseMdx, repoRoot, type MdxSource } from '../lib/content'
import {
  type ChainableType,
  type CommandApi,
  collapseForms,
  commandApi,
  commandPages,
  apiPages,
  pageApis,
  createTypesProgram,
  findChainable,
  isFieldMentioned,
  normalizeParamName,
  pageCounts,
  pageCoverage,
  pageMentions,
  paramsMatch,
  percent,
  runReport,
  signatureLines,
  syntaxBlocks,
  totalCounts,
  TYPES_ENTRY,
  MOUNT_ADAPTERS,
  adapterEntry,
} from '../report-api-coverage'

const cypressTypes = `
declare namespace Cypress {
  interface Loggable { log: boolean }
  interface Timeoutable { timeout: number }
  interface Forceable { force: boolean }
  interface ClickOptions extends Loggable, Timeoutable, Forceable {
    multiple: boolean
  }
  interface EventMap { click: { clientX: number } }
  type PositionType = 'topLeft' | 'center'

  interface Chainer<Subject> {
    (chainer: 'be.visible'): Chainable<Subject>
    (chainer: 'have.length', value: number): Chainable<Subject>
    (chainer: 'have.attr', value: string, match?: string): Chainable<Subject>
    (chainer: 'be.within', start: number, end: number): Chainable<Subject>
    (chainer: 'have.been.calledWith', ...args: any[]): Chainable<Subject>
    (chainers: string, value?: any): Chainable<Subject>
    (chainers: string, value: any, match: any): Chainable<Subject>
    (fn: (currentSubject: Subject) => void): Chainable<Subject>
  }

  interface Chainable<Subject = any> {
    should: Chainer<Subject>
    click(options?: Partial<ClickOptions>): Chainable<Subject>
    click(position: PositionType, options?: Partial<ClickOptions>): Chainable<Subject>
    click(x: number, y: number, options?: Partial<ClickOptions>): Chainable<Subject>
    get<K extends 'div' | 'span'>(selector: K, options?: Partial<Loggable & Timeoutable>): Chainable<K>
    get<E = unknown>(selector: string, options?: Partial<Loggable & Timeoutable>): Chainable<E>
    get<S = any>(alias: string, options?: Partial<Loggable & Timeoutable>): Chainable<S>
    then<S>(fn: (currentSubject: Subject) => Chainable<S>): Chainable<S>
    then<S extends string>(fn: (currentSubject: Subject) => S): Chainable<S>
    trigger<K extends keyof EventMap>(eventName: K, options?: Partial<Loggable & EventMap[K]>): Chainable<Subject>
    trigger(eventName: string, options?: Partial<Loggable>): Chainable<Subject>
    selectFile(files: string | string[], options?: Partial<Loggable>): Chainable<Subject>
    wrap(subject: unknown, opts?: { retries: number }): Chainable<unknown>
    subjectCount: number
  }
}
`

const netStubbingTypes = `
declare namespace Cypress {
  interface Chainable<Subject = any> {
    intercept(url: string, response?: object): Chainable<null>
  }
}
`

/** A compiler host that serves `files` from memory and the lib from disk. */
function memoryHost(files: Record<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost({})
  return {
    ...host,
    fileExists: (name) => name in files || host.fileExists(name),
    readFile: (name) => files[name] ?? host.readFile(name),
    getSourceFile: (name, languageVersion, ...rest) => {
      const text = files[name]
      return text === undefined
        ? host.getSourceFile(name, languageVersion, ...rest)
        : ts.createSourceFile(name, text, languageVersion)
    },
  }
}

function memoryProgram(files: Record<string, string>): ts.Program {
  return createTypesProgram('/virtual/index.d.ts', memoryHost(files))
}

const program = memoryProgram({
  '/virtual/index.d.ts': [
    '/// <reference path="./cypress.d.ts" />',
    '/// <reference path="./net-stubbing.d.ts" />',
  ].join('\n'),
  '/virtual/cypress.d.ts': cypressTypes,
  '/virtual/net-stubbing.d.ts': netStubbingTypes,
})

function chainable(): ChainableType {
  const found = findChainable(program)
  if (!found) throw new Error('Cypress.Chainable not found in the test types')
  return found
}

function api(name: string): CommandApi {
  const found = commandApi(chainable(), name)
  if (!found) throw new Error(`no command ${name} in the test types`)
  return found
}

const paramsOf = (command: CommandApi) =>
  command.forms.map((form) => form.params)

function source(file: string, text: string): MdxSource {
  return { path: join(repoRoot, file), file, text }
}

describe('findChainable', () => {
  it('finds Cypress.Chainable with the members of every declaration', () => {
    const members = chainable()
      .checker.getPropertiesOfType(chainable().type)
      .map((member) => member.name)
    expect(members).toEqual(expect.arrayContaining(['click', 'intercept']))
  })

  it('returns undefined when no file declares Cypress.Chainable', () => {
    const other = memoryProgram({
      '/virtual/index.d.ts':
        'declare namespace Cypress { interface Other {} }\n' +
        'declare namespace Elsewhere { interface Chainable {} }\n',
    })
    expect(findChainable(other)).toBeUndefined()
  })

  it('returns undefined when the entry file does not exist', () => {
    expect(findChainable(memoryProgram({}))).toBeUndefined()
  })
})

describe('commandApi: signatures', () => {
  it('lists each overload with and without its optional options', () => {
    expect(paramsOf(api('click'))).toEqual([
      [],
      ['options'],
      ['position'],
      ['position', 'options'],
      ['x', 'y'],
      ['x', 'y', 'options'],
    ])
  })

  it('finds the member case-insensitively, as page slugs spell it', () => {
    expect(api('selectfile').name).toBe('selectFile')
    expect(paramsOf(api('SELECTFILE'))).toEqual([
      ['files'],
      ['files', 'options'],
    ])
  })

  it('finds members added by another declaration of the interface', () => {
    expect(paramsOf(api('intercept'))).toEqual([['url'], ['url', 'response']])
  })

  it('returns undefined for unknown and for non-callable members', () => {
    expect(commandApi(chainable(), 'nosuchcommand')).toBeUndefined()
    expect(commandApi(chainable(), 'subjectCount')).toBeUndefined()
  })
})

describe('collapseForms', () => {
  it('folds literal chainer overloads into the catch-all forms', () => {
    const should = api('should')
    expect(paramsOf(should)).toEqual([
      ['chainers'],
      ['chainers', 'value'],
      ['chainers', 'value', 'match'],
      ['fn'],
    ])
    // (chainers): be.visible, calledWith without args, the catch-all.
    // (chainers, value, match): have.attr, be.within, the catch-all.
    expect(should.forms.map((form) => form.overloads)).toEqual([3, 4, 3, 1])
  })

  it('merges overloads that differ only in generics or types', () => {
    expect(api('then').forms).toEqual([{ params: ['fn'], overloads: 2 }])
  })

  it('keeps forms that take the same types under other names', () => {
    expect(paramsOf(api('get'))).toEqual([
      ['selector'],
      ['selector', 'options'],
      ['alias'],
      ['alias', 'options'],
    ])
    expect(api('get').forms[0]!.overloads).toBe(2)
  })

  it('works on raw forms directly', () => {
    const { checker } = chainable()
    const string = checker.getStringType()
    const number = checker.getNumberType()
    const literal = checker.getStringLiteralType('be.visible')
    expect(
      collapseForms(checker, [
        { params: ['chainer'], types: [literal], signature: 0 },
        { params: ['chainers'], types: [string], signature: 1 },
        { params: ['count'], types: [number], signature: 2 },
        { params: ['Chainer'], types: [string], signature: 3 },
      ])
    ).toEqual([
      { params: ['chainers'], overloads: 3 },
      { params: ['count'], overloads: 1 },
    ])
  })
})

describe('commandApi: options fields', () => {
  it('includes the fields ClickOptions inherits', () => {
    const click = api('click')
    expect(click.optionsTypes).toEqual(['Partial<ClickOptions>'])
    expect(click.optionsFields).toEqual(['force', 'log', 'multiple', 'timeout'])
  })

  it('reads intersections such as Partial<Loggable & Timeoutable>', () => {
    expect(api('get').optionsFields).toEqual(['log', 'timeout'])
  })

  it('leaves out the options of special-case overloads', () => {
    // trigger<K> adds EventMap[K] (clientX); trigger(string) is the general one.
    expect(api('trigger').optionsFields).toEqual(['log'])
  })

  it('counts a parameter named with an options synonym', () => {
    expect(api('wrap').optionsFields).toEqual(['retries'])
  })

  it('has no fields when no parameter is named options', () => {
    expect(api('should').optionsTypes).toEqual([])
    expect(api('should').optionsFields).toEqual([])
  })
})

describe('parameter names', () => {
  it('compares case-insensitively and ignores a trailing plural s', () => {
    expect(normalizeParamName('Chainers')).toBe(normalizeParamName('chainer'))
    expect(paramsMatch(['values'], ['value'])).toBe(true)
    expect(paramsMatch(['X', 'Y'], ['x', 'y'])).toBe(true)
  })

  it('applies the synonym table', () => {
    expect(paramsMatch(['callbackFn'], ['fn'])).toBe(true)
    expect(paramsMatch(['callback'], ['fn'])).toBe(true)
    expect(paramsMatch(['optionsObject'], ['options'])).toBe(true)
    expect(paramsMatch(['args...'], ['...args'])).toBe(true)
  })

  it('tells different names and counts apart', () => {
    expect(paramsMatch(['method'], ['value'])).toBe(false)
    expect(paramsMatch(['callbackFn'], ['options'])).toBe(false)
    expect(paramsMatch(['chainers'], ['chainers', 'value'])).toBe(false)
    expect(paramsMatch(['class'], ['clas'])).toBe(false)
  })
})

describe('signatureLines', () => {
  it('reads signature lines for the command and skips call examples', () => {
    const code = [
      '.should(chainers)',
      'cy.get(selector).should(chainers, value)',
      ".should('be.visible')",
      '.should(chainers, value)',
      '.and(chainers)',
      '.should()',
    ].join('\n')
    expect(signatureLines(code, 'should')).toEqual([
      ['chainers'],
      ['chainers', 'value'],
      [],
    ])
  })

  it('reads optional, rest, typed and default notations as plain names', () => {
    const code = [
      'cy.click([options])',
      'cy.log(message, args...)',
      '.click(x: number, y = 0)',
      'cy.Click(position?) // comment',
    ].join('\n')
    expect(signatureLines(code, 'click')).toEqual([
      ['options'],
      ['x', 'y'],
      ['position'],
    ])
    expect(signatureLines(code, 'log')).toEqual([['message', 'args']])
    expect(
      signatureLines(
        'Cypress.Screenshot.defaults(options)\nCypress.config(key, value)',
        'defaults'
      )
    ).toEqual([['options']])
  })
})

const clickPage = `---
title: click
description: Click an element.
---

Use \`{ timeout: 1000 }\` to wait longer. The log shows the click.

## Syntax

\`\`\`text
.click()
.click(options)
.click(pos)
.click(x, y)
\`\`\`

### Usage

\`\`\`js
cy.click(options, x)
\`\`\`

### Arguments

| Option  | Default | Description                          |
| ------- | ------- | ------------------------------------ |
| force   | false   | Forces the action, log or not        |
| \`multipleChoice\` | false | Not the multiple option     |

## Examples

\`\`\`js
cy.get('button').click({ force: true })
\`\`\`
`

describe('page reading', () => {
  const tree = parseMdx({
    file: 'docs/api/commands/click.mdx',
    text: clickPage,
  })

  it('takes only the code blocks directly under ## Syntax', () => {
    expect(syntaxBlocks(tree)).toEqual([
      '.click()\n.click(options)\n.click(pos)\n.click(x, y)',
    ])
  })

  it('finds fields in inline code, code blocks and whole table cells', () => {
    const mentions = pageMentions(tree)
    expect(isFieldMentioned('timeout', mentions)).toBe(true)
    expect(isFieldMentioned('force', mentions)).toBe(true)
    // "log" is only prose (and part of a description cell); "multiple" only
    // part of another identifier.
    expect(isFieldMentioned('log', mentions)).toBe(false)
    expect(isFieldMentioned('multiple', mentions)).toBe(false)
  })
})

describe('coverage', () => {
  const tree = parseMdx({
    file: 'docs/api/commands/click.mdx',
    text: clickPage,
  })

  it('marks forms and fields of a page and explains near misses', () => {
    const coverage = pageCoverage(
      { file: 'docs/api/commands/click.mdx', tree },
      api('click')
    )
    expect(
      coverage.forms.filter((form) => !form.mentioned).map((f) => f.form.params)
    ).toEqual([['position'], ['position', 'options'], ['x', 'y', 'options']])
    expect(
      coverage.forms.find((form) => form.form.params[0] === 'position')
        ?.nearMisses
    ).toEqual([['options'], ['pos']])
    expect(coverage.fields).toEqual([
      { name: 'force', mentioned: true },
      { name: 'log', mentioned: false },
      { name: 'multiple', mentioned: false },
      { name: 'timeout', mentioned: true },
    ])
    const counts = pageCounts(coverage)
    expect(counts).toMatchObject({
      forms: { mentioned: 3, total: 6 },
      fields: { mentioned: 2, total: 4 },
      mentioned: 5,
      total: 10,
    })
    expect(percent(counts.mentioned, counts.total)).toBe(50)
  })

  it('computes percentages with one decimal and 100 for nothing to mention', () => {
    expect(percent(3, 4)).toBe(75)
    expect(percent(1, 3)).toBe(33.3)
    expect(percent(2, 3)).toBe(66.7)
    expect(percent(0, 0)).toBe(100)
  })

  it('weighs every item, not every page, in the total', () => {
    const fake = (params: string[][], fields: string[]): CommandApi => ({
      name: 'cmd',
      forms: params.map((p) => ({ params: p, overloads: 1 })),
      optionsTypes: fields.length ? ['Opts'] : [],
      optionsFields: fields,
    })
    const page = (text: string) =>
      parseMdx({ file: 'docs/api/commands/cmd.mdx', text })
    const full = pageCoverage(
      {
        file: 'docs/api/commands/cmd.mdx',
        tree: page('## Syntax\n\n```\n.cmd()\n```\n'),
      },
      fake([[]], [])
    )
    const third = pageCoverage(
      {
        file: 'docs/api/commands/cmd.mdx',
        tree: page('## Syntax\n\n```\n.cmd(a)\n```\n'),
      },
      fake([['a'], ['b']], ['c'])
    )
    expect(percent(pageCounts(full).mentioned, pageCounts(full).total)).toBe(
      100
    )
    expect(pageCounts(third)).toMatchObject({ mentioned: 1, total: 3 })
    const total = totalCounts([full, third])
    expect(total).toMatchObject({
      forms: { mentioned: 2, total: 3 },
      fields: { mentioned: 0, total: 1 },
      mentioned: 2,
      total: 4,
    })
    expect(percent(total.mentioned, total.total)).toBe(50)
  })
})

describe('runReport', () => {
  const shouldPage = source(
    'docs/api/commands/should.mdx',
    '---\ntitle: should\n---\n\n## Syntax\n\n```text\n.should(chainers)\n.should(chainers, value)\n.should(chainers, method, value)\n.should(callbackFn)\n```\n'
  )

  it('keeps only docs/api/commands/*.mdx pages', () => {
    const pages = commandPages([
      shouldPage,
      source('docs/api/commands/_partial.mdx', ''),
      source('docs/api/commands/nested/x.mdx', ''),
      source('docs/api/cypress-api/config.mdx', ''),
      source('docs/api/commands/notes.md', ''),
    ])
    expect(pages.map((page) => page.file)).toEqual([
      'docs/api/commands/should.mdx',
    ])
  })

  it('reports coverage and exits 0 when items are missing', () => {
    const result = runReport([shouldPage], chainable)
    expect(result.exitCode).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout).toMatch(
      /docs\/api\/commands\/should\.mdx\s+should\s+3\/4\s+0\/0\s+75\.0%/
    )
    expect(result.stdout).toMatch(/Total \(1 page\)\s+3\/4\s+0\/0\s+75\.0%/)
    expect(result.stdout).toContain('- should(chainers, value, match)')
    expect(result.stdout).toContain(
      'Syntax has should(chainers, method, value); the types name it method → value, value → match'
    )
  })

  it('fails with nothing to check when there are no command pages', () => {
    const load = vi.fn(chainable)
    const result = runReport([source('docs/guides/intro.mdx', '# Hi\n')], load)
    expect(result).toMatchObject({ exitCode: 1, stdout: '' })
    expect(result.stderr).toMatch(/No command pages .*nothing to check/)
    expect(load).not.toHaveBeenCalled()
  })

  it('fails with nothing to check when Cypress.Chainable is missing', () => {
    const result = runReport([shouldPage], () => undefined)
    expect(result.exitCode).toBe(1)
    expect(result.stderr).toMatch(
      /Cypress\.Chainable not found.*nothing to check/
    )
  })

  it('fails with nothing to check when no page matches a command', () => {
    const result = runReport(
      [source('docs/api/commands/nosuch.mdx', '# x\n')],
      chainable
    )
    expect(result.exitCode).toBe(1)
    expect(result.stderr).toMatch(/matches a member .*nothing to check/)
  })

  it('fails with file: message when a page does not parse', () => {
    const result = runReport(
      [
        shouldPage,
        source('docs/api/commands/click.mdx', '# Broken\n\n<div>\n'),
      ],
      chainable
    )
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^docs\/api\/commands\/click\.mdx:\d+:\d+: /)
  })
})

describe('the real Cypress types', () => {
  let cached: ChainableType | undefined
  /** `Cypress.Chainable` of the installed types, read once for these tests. */
  const realTypes = (): ChainableType => {
    cached ??= findChainable(createTypesProgram(join(repoRoot, TYPES_ENTRY)))
    expect(cached).toBeDefined()
    return cached!
  }

  it('collapse should into the four forms of the issue', () => {
    const real = realTypes()
    const should = commandApi(real, 'should')
    expect(should?.forms.map((form) => form.params)).toEqual([
      ['chainers'],
      ['chainers', 'value'],
      ['chainers', 'value', 'match'],
      ['fn'],
    ])
    const click = commandApi(real, 'click')
    expect(click?.optionsFields).toEqual(
      expect.arrayContaining(['force', 'log', 'multiple', 'timeout'])
    )
  }, 30_000)

  it('map the Cypress API and plugin event pages to the types', () => {
    const real = realTypes()
    const labels = (file: string) =>
      pageApis(real, file).map((api) => api.label)
    expect(labels('docs/api/cypress-api/screenshot-api.mdx')).toEqual([
      'Cypress.Screenshot.defaults',
    ])
    expect(labels('docs/api/cypress-api/session.mdx')).toContain(
      'Cypress.session.getSession'
    )
    const [config] = pageApis(real, 'docs/api/cypress-api/config.mdx')
    expect(config?.forms.map((form) => form.params)).toEqual([
      [],
      ['key'],
      ['key', 'value'],
      ['Object'],
    ])
    const [browser] = pageApis(real, 'docs/api/cypress-api/browser.mdx')
    expect(browser?.forms).toEqual([])
    expect(browser?.optionsFields).toEqual(
      expect.arrayContaining(['family', 'isHeadless', 'majorVersion'])
    )
    const [launch] = pageApis(real, 'docs/api/plugins/browser-launch-api.mdx')
    expect(launch?.event).toBe('before:browser:launch')
    expect(launch?.optionsFields).toEqual(
      expect.arrayContaining(['args', 'extensions', 'preferences', 'env'])
    )
    const [preprocessor] = pageApis(
      real,
      'docs/api/plugins/preprocessors-api.mdx'
    )
    // The file object's EventEmitter methods are Node's, not Cypress's.
    expect(preprocessor?.optionsFields).toEqual([
      'filePath',
      'outputPath',
      'shouldWatch',
    ])
    expect(pageApis(real, 'docs/api/plugins/writing-a-plugin.mdx')).toEqual([])
  }, 30_000)

  it('map the component-testing API pages to the mount adapters', () => {
    const real = findChainable(
      createTypesProgram(
        join(repoRoot, TYPES_ENTRY),
        undefined,
        Object.values(MOUNT_ADAPTERS).map(({ module }) =>
          join(repoRoot, adapterEntry(module))
        )
      )
    )!
    const api = (framework: string) =>
      pageApis(real, `docs/guides/component-testing/${framework}/api.mdx`)
    const [react, container] = api('react')
    expect(react?.forms.map((form) => form.params)).toEqual([
      ['jsx'],
      ['jsx', 'options'],
      ['jsx', 'options', 'rerenderKey'],
    ])
    expect(react?.optionsFields).toEqual(['log', 'ReactDom', 'strict'])
    expect(container?.label).toBe('getContainerEl')
    // Angular names its options parameter `config`.
    const [angular] = api('angular')
    expect(angular?.optionsFields).toEqual(
      expect.arrayContaining(['componentProperties', 'autoSpyOutputs'])
    )
    const [svelte] = api('svelte')
    expect(svelte?.optionsFields).toEqual(
      expect.arrayContaining(['props', 'context', 'log'])
    )
    expect(svelte?.optionsFields).not.toContain('target')
    const [vue] = api('vue')
    expect(vue?.optionsFields).toEqual(
      expect.arrayContaining(['props', 'slots', 'global'])
    )
    // A program without the adapters yields nothing for those pages.
    const bare = realTypes()
    expect(pageApis(bare, 'docs/guides/component-testing/vue/api.mdx')).toEqual(
      []
    )
  }, 60_000)

  it('score a plugin event page by its on() line and argument fields', () => {
    const real = realTypes()
    const page = source(
      'docs/api/plugins/before-spec-api.mdx',
      "---\ntitle: x\n---\n\n## Syntax\n\n```text\non('before:spec', (spec) => {})\n```\n\nThe `spec` has `name` and `relative`.\n"
    )
    expect(apiPages([page]).map((p) => p.file)).toEqual([page.file])
    const [api] = pageApis(real, page.file)
    const coverage = pageCoverage(
      { file: page.file, tree: parseMdx(page) },
      api
    )
    expect(coverage.forms.map((form) => form.mentioned)).toEqual([true])
    const mentioned = coverage.fields.filter((field) => field.mentioned)
    expect(mentioned.map((field) => field.name)).toEqual(['name', 'relative'])
    const other = source(
      page.file,
      "## Syntax\n\n```text\non('after:spec', (spec) => {})\n```\n"
    )
    const missed = pageCoverage({ file: page.file, tree: parseMdx(other) }, api)
    expect(missed.forms[0]?.mentioned).toBe(false)
  }, 30_000)
})
