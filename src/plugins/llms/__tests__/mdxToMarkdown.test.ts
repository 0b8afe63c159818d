import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_URL_TOKEN } from '..'
import { ConversionError, mdxToMarkdown } from '../mdxToMarkdown'

const siteDir = mkdtempSync(path.join(tmpdir(), 'llms-'))
mkdirSync(path.join(siteDir, 'docs/partials'), { recursive: true })
writeFileSync(
  path.join(siteDir, 'docs/partials/_setup.mdx'),
  'Partial text with a [link](/api/commands/get).\n'
)
const filePath = path.join(siteDir, 'docs/api/commands/click.mdx')

/** Converts `source` as the page /api/commands/click of docs.example.com. */
const convert = (source: string, extra = {}) =>
  mdxToMarkdown(source, {
    filePath,
    siteDir,
    siteUrl: 'https://docs.example.com',
    pageUrl: 'https://docs.example.com/api/commands/click',
    title: 'click',
    description: 'Click a DOM element.',
    modules: {
      '@site/src/data/media/talks': {
        talks: [
          {
            title: 'A talk',
            author: 'Ada',
            url: 'https://example.com/talk',
            date: '2019',
            description: 'Why.',
          },
        ],
      },
    },
    ...extra,
  })

describe('mdxToMarkdown', () => {
  it('writes the title as H1 and the description under it, without front matter', async () => {
    const md = await convert('---\ntitle: click\n---\n\nBody.\n')
    expect(md).toBe('# click\n\n> Click a DOM element.\n\nBody.\n')
  })

  it('removes imports and exports', async () => {
    const md = await convert(
      "import Foo from '@site/src/x'\nexport const y = 1\n\nText.\n"
    )
    expect(md).not.toMatch(/import|export/)
    expect(md).toContain('Text.')
  })

  it('flattens tabs into bold labels followed by their content', async () => {
    const md = await convert(
      '<Tabs groupId="f">\n<TabItem value="react" label="React">\n\nReact text.\n\n</TabItem>\n<TabItem value="vue" label="Vue">\n\nVue text.\n\n</TabItem>\n</Tabs>\n'
    )
    expect(md).toContain('**React**\n\nReact text.\n\n**Vue**\n\nVue text.')
    expect(md).not.toMatch(/<\/?Tab/)
  })

  it('inlines an imported partial, converted like the page', async () => {
    const md = await convert(
      "import Setup from '@site/docs/partials/_setup.mdx'\n\nBefore.\n\n<Setup />\n\nAfter.\n"
    )
    expect(md).toContain(
      'Before.\n\nPartial text with a [link](https://docs.example.com/api/commands/get).\n\nAfter.'
    )
  })

  it('makes root, anchor and relative links absolute and keeps external ones', async () => {
    const md = await convert(
      '[a](/api/commands/get) [b](#syntax) [c](/guides/x#y) [d](https://example.com/z) ![i](/img/x.png)\n'
    )
    expect(md).toContain('[a](https://docs.example.com/api/commands/get)')
    expect(md).toContain(
      '[b](https://docs.example.com/api/commands/click#syntax)'
    )
    expect(md).toContain('[c](https://docs.example.com/guides/x#y)')
    expect(md).toContain('[d](https://example.com/z)')
    expect(md).toContain('![i](https://docs.example.com/img/x.png)')
  })

  it('keeps code fence languages and titles, and drops the site markers', async () => {
    const md = await convert(
      '```js title="a.cy.js" fragment="why"\ncy.get(1)\n```\n\n```js incorrect\ncy.get()\n```\n'
    )
    expect(md).toContain('```js title="a.cy.js"\ncy.get(1)\n```')
    expect(md).toContain('```js\ncy.get()\n```')
  })

  it('shows config-tabs blocks as the JS and TS config files', async () => {
    const md = await convert(
      "```ts config-tabs\nimport { defineConfig } from 'cypress'\n\nexport default defineConfig({})\n```\n"
    )
    expect(md).toContain(
      "**cypress.config.js**\n\n```js\nconst { defineConfig } = require('cypress')"
    )
    expect(md).toContain(
      "**cypress.config.ts**\n\n```ts\nimport { defineConfig } from 'cypress'"
    )
  })

  it('shows npm2yarn blocks with the npm command first', async () => {
    const md = await convert('```shell npm2yarn\nnpm install cypress\n```\n')
    expect(md).toMatch(/^\*\*npm\*\*\n\n```shell\nnpm install cypress\n```/m)
    expect(md).toContain('yarn add cypress')
  })

  it('turns admonitions into blockquotes with their label', async () => {
    const md = await convert(
      ':::tip\n\nUse **this**.\n\n:::\n\n:::caution[Careful]\n\nNo.\n\n:::\n'
    )
    expect(md).toContain('> **Tip**\n>\n> Use **this**.')
    expect(md).toContain('> **Careful**\n>\n> No.')
    expect(md).not.toContain(':::')
  })

  it('writes the Command Log, media lists and diagrams as text', async () => {
    const md = await convert(
      "import { talks } from '@site/src/data/media/talks'\n\n<CommandLog rows={[{ name: 'get', message: 'button' }, { name: 'click', kind: 'child' }]} />\n\n<MediaList entries={talks} noun=\"talks\" />\n\n<svg>\n  <title>{'Two boxes'}</title>\n  <desc>{'One left, one right'}</desc>\n</svg>\n"
    )
    expect(md).toContain(
      '**Command Log**\n\n```text\n 1 get button\n 2   click\n```'
    )
    expect(md).toContain(
      '- [A talk](https://example.com/talk) (Ada, 2019): Why.'
    )
    expect(md).toContain('_Diagram:_ Two boxes. One left, one right')
  })

  it('fails naming the file for a component with no Markdown form', async () => {
    const error = await convert('<Unknown />\n').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConversionError)
    expect((error as Error).message).toMatch(
      /docs\/api\/commands\/click\.mdx: .*<Unknown> has no Markdown form/
    )
  })
})

describe('the site-URL token of the llms plugin', () => {
  it('converts a page to what the real site URL gives, once put in', async () => {
    const source = [
      'See [get](/api/commands/get), [a section](#usage), [a sibling](./type.mdx#options)',
      'and [the guide](../../guides/intro), [elsewhere](https://example.com/x).',
      '',
      "import Setup from '@site/docs/partials/_setup.mdx'",
      '',
      '<Setup />',
      '',
    ].join('\n')
    const sibling = path.join(siteDir, 'docs/api/commands/type.mdx')
    const at = (site: string) => ({
      siteUrl: site,
      pageUrl: `${site}/api/commands/click`,
      urlOfSource: (file: string) =>
        file === sibling ? `${site}/api/commands/type` : undefined,
    })
    const real = await convert(source, at('https://docs.example.com/docs'))
    const tokened = await convert(source, at(SITE_URL_TOKEN))
    expect(tokened).toContain(SITE_URL_TOKEN)
    expect(
      tokened.replaceAll(SITE_URL_TOKEN, 'https://docs.example.com/docs')
    ).toBe(real)
  })
})
