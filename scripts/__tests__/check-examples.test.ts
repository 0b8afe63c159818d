import { describe, expect, it } from 'vitest'
import {
  checkExamples,
  checkFormatting,
  extractBlocks,
  parseMeta,
  typeCheck,
  checkYaml,
  programGroups,
  shardGroups,
  mountPrelude,
  ctFramework,
  importedNames,
  projectModuleSource,
  augmentsGlobals,
  type CodeBlock,
} from '../check-examples'

const source = (text: string, file = 'docs/x.mdx') => ({ file, text })
const fence = (lang: string, meta: string, code: string) =>
  `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``

describe('parseMeta', () => {
  it('reads titles, markers and highlight ranges', () => {
    expect(
      parseMeta(
        'title="a b.js" {1,3-4} showLineNumbers fragment="partial"',
        'js'
      )
    ).toEqual({
      meta: {
        title: 'a b.js',
        fragment: 'partial',
        configTabs: false,
        npm2yarn: false,
      },
      errors: [],
    })
    expect(parseMeta('incorrect', 'js').meta.incorrect).toBe(true)
    expect(parseMeta("incorrect='slow'", 'js').meta.incorrect).toBe('slow')
  })

  it('rejects unknown markers, reasonless fragments and misplaced markers', () => {
    expect(parseMeta('fragmnet="x"', 'js').errors).toEqual([
      'unknown fence marker `fragmnet`',
    ])
    expect(parseMeta('fragment', 'js').errors[0]).toMatch(/needs a reason/)
    expect(parseMeta('config-tabs', 'js').errors[0]).toMatch(/only goes on/)
    expect(parseMeta('fragment="a" incorrect', 'js').errors).toEqual([
      'a block is either `fragment` or `incorrect`, not both',
    ])
    expect(parseMeta('title="open', 'js').errors[0]).toMatch(/cannot read/)
    expect(parseMeta('mount="preact"', 'jsx').errors[0]).toMatch(
      /`mount` names one of react/
    )
  })

  it('reads the framework of a component test outside its pages', () => {
    expect(parseMeta('mount="react"', 'jsx')).toEqual({
      meta: { mount: 'react', configTabs: false, npm2yarn: false },
      errors: [],
    })
  })
})

describe('extractBlocks', () => {
  it('reports each block with the line of its opening fence', () => {
    const { blocks, problems } = extractBlocks(
      source(
        `---\ntitle: T\n---\n\nText\n\n${fence('js', 'title="a.js"', "cy.get('a')")}\n\n<Tabs>\n\n${fence('shell', '', 'npm test')}\n\n</Tabs>\n`
      )
    )
    expect(problems).toEqual([])
    expect(blocks.map((b) => [b.lang, b.line, b.code])).toEqual([
      ['js', 7, "cy.get('a')"],
      ['shell', 13, 'npm test'],
    ])
  })

  it('reports an unclosed fence, a missing language and bad MDX by line', () => {
    expect(extractBlocks(source('Text\n\n```js\ncy.get()\n')).problems).toEqual(
      [
        {
          file: 'docs/x.mdx',
          line: 3,
          message: 'code fence is never closed (expected a line with ```)',
        },
      ]
    )
    expect(
      extractBlocks(source('```\nplain\n```\n')).problems[0]?.message
    ).toMatch(/no language/)
    const broken = extractBlocks(source('# Hi\n\n<div>\n\ntext {oops\n'))
    expect(broken.problems).toHaveLength(1)
    expect(broken.problems[0]?.file).toBe('docs/x.mdx')
    expect(broken.problems[0]?.message).toMatch(/MDX does not parse/)
  })
})

const block = (code: string, lang = 'js', meta = ''): CodeBlock => ({
  file: 'docs/x.mdx',
  line: 10,
  lang,
  meta: parseMeta(meta, lang).meta,
  code,
})

describe('checkFormatting', () => {
  it('accepts Prettier-clean code and flags the rest', async () => {
    expect(await checkFormatting(block("cy.get('a').click()"))).toBeNull()
    expect(
      (await checkFormatting(block('cy.get("a").click();')))?.message
    ).toMatch(/not formatted/)
    expect((await checkFormatting(block('cy.get(')))?.message).toMatch(
      /does not parse/
    )
    expect(await checkFormatting(block('echo "a";', 'shell'))).toBeNull()
  })

  it('checks JSON, YAML, CSS and HTML blocks too, as Prettier formats them in Markdown', async () => {
    expect(await checkFormatting(block('{ "a": 1 }', 'json'))).toBeNull()
    expect((await checkFormatting(block('{"a":1}', 'json')))?.message).toMatch(
      /not formatted/
    )
    expect(await checkFormatting(block('a: 1\nb: [1, 2]', 'yml'))).toBeNull()
    expect((await checkFormatting(block('a:   1', 'yaml')))?.message).toMatch(
      /not formatted/
    )
    expect(
      (await checkFormatting(block('p{color:red}', 'css')))?.message
    ).toMatch(/not formatted/)
    expect(await checkFormatting(block('<p>Hello</p>', 'html'))).toBeNull()
    expect(
      (await checkFormatting(block('<p>Hello</p >', 'html')))?.message
    ).toMatch(/not formatted/)
  })
})

describe('typeCheck', () => {
  it('checks every block against the Cypress types in one program', () => {
    const good = block("cy.get('button').click({ force: true })")
    const bad = block("cy.get('button')\n  .click({ forse: true })")
    const untypedJs = block('const add = (a, b) => a + b\nadd(1, 2)')
    const untypedTs = block('const add = (a, b) => a + b\nadd(1, 2)', 'ts')
    const config = block(
      "import { defineConfig } from 'cypress'\n\nexport default defineConfig({ e2e: { baseUrl: 'http://localhost:3000' } })",
      'ts'
    )
    const results = typeCheck([good, bad, untypedJs, untypedTs, config])
    expect(results.get(good)).toEqual([])
    expect(results.get(config)).toEqual([])
    expect(results.get(untypedJs)).toEqual([])
    expect(results.get(untypedTs)?.[0]?.message).toMatch(/^TS7006/)
    const [problem] = results.get(bad) ?? []
    expect(problem?.line).toBe(12) // fence at 10, error on the block's 2nd line
    expect(problem?.message).toMatch(/forse/)
  })
})

describe('typeCheck with global augmentations', () => {
  const declare = (signature: string) =>
    `declare global {\n  namespace Cypress {\n    interface Chainable {\n      ${signature}\n    }\n  }\n}\n\nexport {}`
  const onPage = (file: string, code: string, lang = 'ts'): CodeBlock => ({
    ...block(code, lang),
    file,
  })

  it('checks a page that declares globals as its own program', () => {
    const declaresA = onPage('docs/a.mdx', declare('login(name: string): void'))
    const usesA = onPage('docs/a.mdx', "cy.login('ada')", 'js')
    const declaresB = onPage('docs/b.mdx', declare('login(id: number): void'))
    const usesB = onPage('docs/b.mdx', "cy.login('ada')")
    const elsewhere = onPage('docs/c.mdx', "cy.login('ada')", 'js')
    const results = typeCheck([elsewhere, usesB, declaresA, usesA, declaresB])
    expect(results.get(declaresA)).toEqual([])
    expect(results.get(usesA)).toEqual([])
    // Page b's own declaration takes a number: page a's does not leak in.
    expect(results.get(usesB)?.[0]?.message).toMatch(/^TS2345/)
    // A page without a declaration sees no custom command at all.
    expect(results.get(elsewhere)?.[0]?.message).toMatch(/login/)
  })

  it('groups the shared blocks first, then one group per declaring page', () => {
    const plain = onPage('docs/z.mdx', "cy.visit('/')")
    const declares = onPage('docs/a.mdx', declare('login(): void'))
    const sibling = onPage('docs/a.mdx', 'cy.login()')
    expect(programGroups([declares, plain, sibling])).toEqual([
      { blocks: [plain] },
      { blocks: [declares, sibling] },
    ])
    const mounts = {
      ...onPage('src/pages/_home/x.mdx', 'cy.mount(<b />)', 'jsx'),
      meta: { configTabs: false, npm2yarn: false, mount: 'react' as const },
    }
    expect(programGroups([plain, mounts])).toEqual([
      { blocks: [plain] },
      { blocks: [mounts], prelude: mountPrelude('react') },
    ])
    expect(augmentsGlobals(plain)).toBe(false)
    expect(augmentsGlobals(declares)).toBe(true)
  })

  it('shards groups into parts of about the same cost, each group once', () => {
    const group = (size: number) => ({
      blocks: Array.from({ length: size }, () => onPage('docs/x.mdx', 'cy')),
    })
    // One large shared group and many small page groups, as on the site.
    const groups = [group(1800), ...Array.from({ length: 19 }, () => group(10))]
    const parts = shardGroups(groups, 2)
    expect(parts.flat()).toHaveLength(groups.length)
    expect(new Set(parts.flat())).toEqual(new Set(groups))
    const cost = (part: { blocks: unknown[] }[]) =>
      part.reduce((sum, g) => sum + 400 + g.blocks.length, 0)
    const [a, b] = parts.map(cost)
    expect(Math.abs(a! - b!)).toBeLessThanOrEqual(410)
    // The same groups always split the same way.
    expect(shardGroups(groups, 2)).toEqual(parts)
    // A part that starts with other work gets that much less.
    const [c, d] = shardGroups(groups, 2, [900]).map(cost)
    expect(Math.abs(900 + c! - d!)).toBeLessThanOrEqual(410)
    expect(c!).toBeLessThan(d!)
  })
})

describe('checkYaml', () => {
  it('accepts valid YAML and names the line of a parse error', () => {
    const good = block('jobs:\n  e2e:\n    runs-on: ubuntu-24.04\n', 'yaml')
    expect(checkYaml(good)).toBeNull()
    const bad = block('jobs:\n  e2e:\n    steps: [unclosed\n', 'yaml')
    const problem = checkYaml(bad)
    expect(problem?.message).toMatch(/^YAML does not parse/)
    expect(problem?.line).toBeGreaterThan(10)
  })

  it('fails a check that has an invalid YAML block, skips a fragment', async () => {
    const text = [
      fence('yaml', '', 'key: [1, 2'),
      fence('yaml', 'fragment="one step of a job"', '- run: npm ci\n  bad: [x'),
      fence('yaml', '', 'a: 1\n---\nb: 2'),
    ].join('\n\n')
    const report = await checkExamples([source(text)])
    expect(report.yaml).toEqual({ total: 3, parsed: 1 })
    expect(report.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^YAML does not parse/),
    ])
  })
})

describe('checkExamples', () => {
  it('counts blocks and enforces the incorrect and fragment markers', async () => {
    const text = [
      fence('js', '', "cy.visit('/')"),
      fence('js', 'fragment="continues above"', 'cy.get(el)'),
      fence('js', 'incorrect', "cy.get('a').click({ forse: true })"),
      fence('js', 'incorrect', 'cy.wait(5000)'),
      fence('js', 'incorrect="slow, not wrong"', 'cy.wait(5000)'),
      fence('shell', '', 'npx cypress open'),
      fence('json', '', '{ "baseUrl": "http://localhost:3000" }'),
    ].join('\n\n')
    const report = await checkExamples([source(text)])
    expect(report.total).toBe(7)
    expect(report.scripts).toBe(5)
    expect(report.formattable).toBe(6)
    expect(report.formatted).toBe(6)
    expect(report.typeChecked).toBe(1)
    expect(report.fragments).toBe(1)
    expect(report.incorrect).toEqual({ failing: 1, runtime: 1 })
    expect(report.ratio).toBe(0.5)
    expect(report.problems.map((p) => p.message)).toEqual([
      'marked `incorrect` but type-checks: if its mistake only shows at run time, say why with incorrect="…"',
    ])
  })

  it('finds nothing in sources without code', async () => {
    const report = await checkExamples([source('Just prose.\n')])
    expect(report.total).toBe(0)
    expect(report.ratio).toBe(0)
  })
})

describe('typeCheck on component-testing pages', () => {
  const onPage = (file: string, code: string, lang = 'js'): CodeBlock => ({
    ...block(code, lang),
    file,
  })

  it("checks cy.mount() against the page's framework", () => {
    const react = onPage(
      'docs/guides/component-testing/react/examples.mdx',
      "cy.mount(<button>Save</button>, { strict: true })\ncy.get('button')",
      'jsx'
    )
    const wrongOption = onPage(
      'docs/guides/component-testing/react/api.mdx',
      "cy.mount(<p>Hi</p>, { strict: 'yes' })",
      'jsx'
    )
    const vue = onPage(
      'docs/guides/component-testing/vue/api.mdx',
      "import Stepper from './Stepper.vue'\n\ncy.mount(Stepper, { props: { count: 1 } })"
    )
    const elsewhere = onPage('docs/guides/overview/why.mdx', 'cy.mount()')
    const results = typeCheck([react, wrongOption, vue, elsewhere])
    expect(results.get(react)).toEqual([])
    expect(results.get(vue)).toEqual([])
    expect(results.get(wrongOption)?.[0]?.message).toMatch(
      /^TS2322: Type 'string' is not assignable to type 'boolean/
    )
    // Outside the framework pages, cy.mount() is not declared.
    expect(results.get(elsewhere)?.[0]?.message).toMatch(/mount/)
    expect(ctFramework('docs/guides/component-testing/svelte/api.mdx')).toBe(
      'svelte'
    )
    expect(ctFramework('docs/guides/component-testing/faq.mdx')).toBeUndefined()
  })

  it("types the reader's own modules as opaque, and only those", () => {
    const own = onPage(
      'docs/guides/component-testing/angular/examples.mdx',
      [
        "import { CartComponent, type Item } from './cart.component'",
        "import './styles.css'",
        '',
        'const items: Item[] = []',
        'cy.mount(CartComponent, { componentProperties: { items } })',
      ].join('\n'),
      'ts'
    )
    const misspelled = onPage(
      'docs/guides/overview/why.mdx',
      "import { defineConfg } from 'cypress'\n\ndefineConfg({})"
    )
    const results = typeCheck([own, misspelled])
    expect(results.get(own)).toEqual([])
    // A package import still has to exist and export what is used.
    expect(results.get(misspelled)?.[0]?.message).toMatch(/defineConfg/)
  })

  it('builds a stand-in module from the imported names', () => {
    const names = importedNames(
      "import A, { b as c } from './x'\nimport * as ns from '../y'\nimport 'cypress'"
    )
    expect(names).toEqual(
      new Map([
        ['./x', new Set(['default', 'b'])],
        ['../y', new Set(['default'])],
      ])
    )
    expect(projectModuleSource('./x', new Set(['default', 'b']))).toMatch(
      /export declare const b: any/
    )
    expect(projectModuleSource('./App.vue', new Set(['default']))).toMatch(
      /DefineComponent/
    )
    expect(projectModuleSource('./app.css', new Set())).toBe('export {}')
  })
})
