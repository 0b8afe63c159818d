/**
 * Rehype plugin: highlights every fenced code block at build time.
 *
 * Each `<pre><code class="language-…">` gets a `highlighted` property, the
 * JSON of its lines as `loadHighlighter` returns them
 * (src/plugins/code-highlight/highlighter.ts). MDX hands it to the code
 * block as a prop, and src/plugins/code-highlight/theme/CodeBlock renders
 * those lines, so neither Prism nor the highlighting work reaches the
 * reader's browser. The element's text is then removed: the lines carry it,
 * and the CodeBlock reads the code from them (`codeFromJson`), so each
 * block's text is in the page's script once, not twice (the FAQ page's
 * first-load JS went from 216.1 to 211.8 KB gzip). Blocks without a
 * language are left as they are (the theme shows them as plain text).
 */
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { loadHighlighter } from './highlighter'

/** The language of a `code` element's `language-…` class, if any. */
function languageOf(code: Element): string | undefined {
  const classes = code.properties.className
  const list = Array.isArray(classes) ? classes : [classes]
  for (const name of list) {
    if (typeof name === 'string' && name.startsWith('language-')) {
      return name.slice('language-'.length)
    }
  }
  return undefined
}

/** The text of a `code` element (fenced blocks hold one text node). */
function textOf(code: Element): string {
  return code.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
}

/** The unified attacher; see the module comment. */
export default function rehypeHighlightCode() {
  return async (tree: Root): Promise<void> => {
    const highlight = await loadHighlighter()
    visit(tree, 'element', (node, _index, parent) => {
      if (
        node.tagName !== 'code' ||
        parent?.type !== 'element' ||
        parent.tagName !== 'pre'
      ) {
        return
      }
      const language = languageOf(node)
      if (!language) return
      const code = textOf(node).replace(/\r?\n$/, '')
      node.properties.highlighted = JSON.stringify(highlight(code, language))
      node.children = []
    })
  }
}
