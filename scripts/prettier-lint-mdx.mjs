/**
 * A Prettier plugin for `npm run lint` only: MDX pages as Prettier's own
 * `mdx` parser reads and prints them, except that fenced code blocks in the
 * languages of scripts/lib/formatted-langs.json, in the pages of `docs/` and
 * `src/pages/`, are left as they are instead of being formatted again:
 * `npm run check:examples` checks each of those blocks against Prettier,
 * with the same settings, and type-checks them. Front matter, imports, JSX
 * and prose are still checked here, and `npm run format` (without this
 * plugin) still formats everything. It halves Prettier's time on `docs/`
 * (14.7 s against 28.8 s, measured on this 2-core machine).
 */
import { createRequire } from 'node:module'
import { relative } from 'node:path'
import * as markdown from 'prettier/plugins/markdown'

const langs = new Set(
  Object.keys(createRequire(import.meta.url)('./lib/formatted-langs.json'))
)
const root = new URL('..', import.meta.url).pathname
const { mdast } = markdown.printers
const { mdx } = markdown.parsers
if (!mdast?.embed || !mdx) {
  throw new Error(
    'prettier-lint-mdx: prettier/plugins/markdown has no mdx parser or mdast printer with embed: re-check this plugin against the installed Prettier'
  )
}

/** True for a page whose code blocks check:examples checks. */
const checkedElsewhere = (filepath = '') => {
  const path = relative(root, filepath).split('\\').join('/')
  return path.startsWith('docs/') || path.startsWith('src/pages/')
}

/** Prettier's `mdx` parser, printed by {@link printers}' `mdx-lint`. */
export const parsers = { mdx: { ...mdx, astFormat: 'mdx-lint' } }

/** Prettier's Markdown printer, with code blocks left to check:examples. */
export const printers = {
  'mdx-lint': {
    ...mdast,
    embed(path, options) {
      const { node } = path
      if (
        node.type === 'code' &&
        langs.has(node.lang) &&
        checkedElsewhere(options.filepath)
      ) {
        return null
      }
      return mdast.embed(path, options)
    },
  },
}
