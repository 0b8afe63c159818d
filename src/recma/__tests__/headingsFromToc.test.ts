import { compile, run } from '@mdx-js/mdx'
import type { Heading, Root } from 'mdast'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import recmaHeadingsFromToc from '../headingsFromToc'

/**
 * Stands in for Docusaurus's heading ids (`data.id`, `hProperties.id`): the
 * heading's text, lower-cased, spaces as dashes.
 */
function remarkIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const text = heading.children
        .map((child) => ('value' in child ? child.value : ''))
        .join('')
      const id = text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      heading.data = { ...heading.data, hProperties: { id } }
    })
  }
}

const source = `export const toc = [
  { "value": "Plain question?", "id": "plain-question-", "level": 2 },
  { "value": "What&#39;s escaped", "id": "what-s-escaped", "level": 3 },
  { "value": "With <code>code</code>", "id": "with-code", "level": 3 },
]

## Plain question?

Some text with the words Plain question? in it.

### What's escaped

### With \`code\`

### Not listed
`

/** The compiled module's code, and its page rendered to HTML. */
async function build(recmaPlugins: never[]) {
  const code = String(
    await compile(source, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkIds],
      recmaPlugins,
    })
  )
  const { default: Content } = await run(code, { ...runtime })
  return { code, html: renderToStaticMarkup(createElement(Content)) }
}

describe('recmaHeadingsFromToc', () => {
  it('renders the same page', async () => {
    const before = await build([])
    const after = await build([recmaHeadingsFromToc as never])
    expect(after.html).toBe(before.html)
    expect(after.html).toContain(
      '<h2 id="plain-question-">Plain question?</h2>'
    )
  })

  it('takes ids and plain texts from the toc, and leaves other text alone', async () => {
    const { code } = await build([recmaHeadingsFromToc as never])
    expect(code).toContain('id: toc[0].id')
    expect(code).toContain('children: toc[0].value')
    // The escaped and the marked-up entries lend their id only.
    expect(code).toContain('id: toc[1].id')
    expect(code).toContain('"What\'s escaped"')
    expect(code).toContain('id: toc[2].id')
    expect(code).not.toContain('toc[1].value')
    expect(code).not.toContain('toc[2].value')
    // A heading the toc does not list, and paragraph text, keep theirs.
    expect(code).toContain('id: "not-listed"')
    expect(code).toContain('Some text with the words Plain question? in it.')
  })

  it('leaves a file whose toc spreads in a partial as it is', async () => {
    const spread = source.replace(
      'export const toc = [',
      'export const partial = []\nexport const toc = [\n  ...partial,'
    )
    const compileWith = async (recmaPlugins: never[]) =>
      String(
        await compile(spread, {
          outputFormat: 'function-body',
          remarkPlugins: [remarkIds],
          recmaPlugins,
        })
      )
    expect(await compileWith([recmaHeadingsFromToc as never])).toBe(
      await compileWith([])
    )
  })
})
