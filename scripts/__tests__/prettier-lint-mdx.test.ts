// The lint-only Prettier plugin leaves to check:examples exactly the code
// blocks it checks, and nothing else of an MDX page.
import { join } from 'node:path'
import { check, type Options } from 'prettier'
import { describe, expect, it } from 'vitest'
import prettierConfig from '../../.prettierrc.json'
import { FORMATTED_LANGS } from '../check-examples'
import { repoRoot } from '../lib/content'

const plugin = join(repoRoot, 'scripts/prettier-lint-mdx.mjs')

/** Prettier's check of `text` as the MDX file `file`, with or without the plugin. */
const clean = (text: string, file: string, withPlugin = true) =>
  check(text, {
    ...(prettierConfig as Options),
    filepath: join(repoRoot, file),
    plugins: withPlugin ? [plugin] : [],
  })

const page = (body: string, frontMatter = 'title: A page') =>
  `---\n${frontMatter}\n---\n\nSome text.\n\n${body}\n`

/** An unformatted block of each language check:examples formats. */
const UNFORMATTED: Record<string, string> = {
  babel: 'cy.get("a");',
  typescript: 'const a : number = 1;',
  json: '{"a":1}',
  yaml: 'a:   1',
  css: 'p{color:red}',
  html: '<p>Hello</p >',
}

describe('prettier-lint-mdx', () => {
  it.each(Object.entries(FORMATTED_LANGS))(
    'leaves a %s block of a doc to check:examples, which Prettier alone would flag',
    async (lang, parser) => {
      const text = page(`\`\`\`${lang}\n${UNFORMATTED[parser]}\n\`\`\``)
      expect(await clean(text, 'docs/guide.mdx', false)).toBe(false)
      expect(await clean(text, 'docs/guide.mdx')).toBe(true)
      expect(await clean(text, 'src/pages/x.mdx')).toBe(true)
    }
  )

  it('still checks code blocks outside the pages check:examples reads', async () => {
    const text = page("```js\ncy.get('a');\n```")
    expect(await clean(text, 'e2e/fixture-site/docs/x.mdx')).toBe(false)
  })

  it('still checks front matter, imports, JSX and prose', async () => {
    const fence = "```js\ncy.get('a')\n```"
    expect(await clean(page(fence), 'docs/x.mdx')).toBe(true)
    expect(await clean(page(fence, 'title:    A page'), 'docs/x.mdx')).toBe(
      false
    )
    expect(
      await clean(page(`import X from "x"\n\n${fence}`), 'docs/x.mdx')
    ).toBe(false)
    expect(
      await clean(
        page(`<Tabs   groupId="a">\n</Tabs>\n\n${fence}`),
        'docs/x.mdx'
      )
    ).toBe(false)
    expect(await clean(page(`* a list item\n\n${fence}`), 'docs/x.mdx')).toBe(
      false
    )
  })
})
