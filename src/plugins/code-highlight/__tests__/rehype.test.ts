import type { Element, Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { loadHighlighter } from '../highlighter'
import { codeFromJson } from '../lines'
import rehypeHighlightCode from '../rehype'

const code = (value: string, className?: string[]): Element => ({
  type: 'element',
  tagName: 'code',
  properties: className ? { className } : {},
  children: [{ type: 'text', value }],
})
const pre = (child: Element): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [child],
})

describe('rehypeHighlightCode', () => {
  it('adds the highlighted lines of fenced blocks, as JSON, in place of their text', async () => {
    const fenced = code("cy.visit('/')\n", ['language-js'])
    const nested = code('npm test', ['language-shell'])
    const tree: Root = {
      type: 'root',
      children: [
        pre(fenced),
        // Fenced blocks inside JSX (tabs) are highlighted too.
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [pre(nested)],
        },
      ],
    }
    await rehypeHighlightCode()(tree)
    const highlight = await loadHighlighter()
    expect(JSON.parse(String(fenced.properties.highlighted))).toEqual(
      highlight("cy.visit('/')", 'js')
    )
    expect(JSON.parse(String(nested.properties.highlighted))).toEqual(
      highlight('npm test', 'shell')
    )
    // The lines carry the text; the theme reads the code from them.
    expect(fenced.children).toEqual([])
    expect(codeFromJson(String(fenced.properties.highlighted))).toBe(
      "cy.visit('/')"
    )
  })

  it('leaves inline code and blocks without a language alone', async () => {
    const inline = code('cy.get', ['language-js'])
    const bare = code('plain text')
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', properties: {}, children: [inline] },
        pre(bare),
      ],
    }
    await rehypeHighlightCode()(tree)
    expect(inline.properties.highlighted).toBeUndefined()
    expect(bare.properties.highlighted).toBeUndefined()
    expect(inline.children).toHaveLength(1)
    expect(bare.children).toHaveLength(1)
  })
})
