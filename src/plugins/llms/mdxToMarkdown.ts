/**
 * Turns one MDX doc into plain Markdown for the llms files and the `.md` copy
 * of each page: no imports, exports or JSX; components become the Markdown a
 * reader would write (tabs as bold labels, the Command Log as a text block,
 * media lists as link lists); partials are inlined; links are absolute; code
 * fences keep their language; admonitions become blockquotes.
 *
 * The site's own remark transforms run first (`config-tabs` blocks become
 * cypress.config.js and .ts tabs, `npm2yarn` blocks npm, yarn and pnpm tabs),
 * so the copy shows what the page shows.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'
import type {
  Blockquote,
  Code,
  List,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast'
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { VFile } from 'vfile'
import remarkConfigTabs from '../../remark/configTabs'
import { packageManagerConverters } from '../../remark/packageManagers'

/** What {@link mdxToMarkdown} needs besides the source. */
export interface ConvertOptions {
  /** Absolute path of the MDX file, for relative imports and error messages. */
  filePath: string
  /** The site's root directory, which `@site/` imports resolve against. */
  siteDir: string
  /** Site origin plus base URL, without a trailing slash. */
  siteUrl: string
  /** Absolute URL of the page itself, for `#anchor` and relative links. */
  pageUrl: string
  /** Front-matter title, written as the `# H1`; no heading when absent. */
  title?: string
  /** Front-matter description, written under the H1. */
  description?: string
  /**
   * Modules that components read data from (`<MediaList entries={talks} />`
   * with `import { talks } from '@site/src/data/media/talks'`), keyed by the
   * import specifier as the page writes it.
   */
  modules?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  /** Absolute URL of a doc by its absolute source path (`./x.mdx` links). */
  urlOfSource?: (absolutePath: string) => string | undefined
}

/** An error in one file: its message names the file (site-relative). */
export class ConversionError extends Error {}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement
type Parent = { children: RootContent[] }
type Scope = Map<string, { specifier: string; exportName: string }>

const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
}

/** Only these fence meta keys mean something outside the site. */
const KEPT_META = /(?:^|\s)(title="[^"]*")/

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx)

const printer = unified().use(remarkGfm).use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
})

/** The npm2yarn transform, with the site's converters. */
const npmTabs = (
  npm2yarn as unknown as (options: object) => (tree: Root) => Promise<void>
)({ sync: true, converters: packageManagerConverters })

const text = (value: string) => ({ type: 'text' as const, value })
const strong = (value: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [text(value)] }],
})

/** The string value of a JSX attribute, or undefined. */
function stringAttribute(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name
  )
  return typeof attribute?.value === 'string' ? attribute.value : undefined
}

/** A minimal ESTree node, as remark-mdx attaches to expressions. */
interface EsNode {
  type: string
  [key: string]: unknown
}

/**
 * The value of a literal JS expression (arrays, objects, strings, numbers,
 * booleans, null, template strings without placeholders), with identifiers
 * looked up in `lookup`. Throws on anything else (calls, operators …).
 */
function evaluate(node: EsNode, lookup: (name: string) => unknown): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      if ((node.expressions as unknown[]).length > 0) break
      return quasis.map((q) => q.value.cooked).join('')
    }
    case 'ArrayExpression':
      return (node.elements as EsNode[]).map((e) => evaluate(e, lookup))
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as EsNode[]).map((property) => {
          const key = property.key as EsNode
          if (property.type !== 'Property' || property.computed) {
            throw new Error('only plain object properties are supported')
          }
          const name = key.type === 'Identifier' ? key.name : key.value
          return [String(name), evaluate(property.value as EsNode, lookup)]
        })
      )
    case 'UnaryExpression':
      if (node.operator === '-') {
        return -(evaluate(node.argument as EsNode, lookup) as number)
      }
      break
    case 'Identifier':
      return lookup(node.name as string)
  }
  throw new Error(`cannot evaluate a ${node.type} expression`)
}

/** The evaluated value of a JSX attribute written as `{expression}`. */
function expressionAttribute(
  node: JsxElement,
  name: string,
  lookup: (name: string) => unknown
): unknown {
  const attribute = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name
  )
  const value = attribute?.value
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  const program = value.data?.estree as
    { body: { expression?: EsNode }[] } | undefined
  const expression = program?.body[0]?.expression
  if (!expression) throw new Error(`<${node.name}> ${name} has no expression`)
  return evaluate(expression, lookup)
}

/** Import bindings of an ESM block: local name → module and export. */
function readImports(value: string, scope: Scope): void {
  const pattern = /^import\s+([\s\S]+?)\s+from\s+['"]([^'"]+)['"]/gm
  for (const [, clause = '', specifier = ''] of value.matchAll(pattern)) {
    const named = /\{([^}]*)\}/.exec(clause)
    const defaultName = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim()
    if (defaultName && !defaultName.startsWith('*')) {
      scope.set(defaultName, { specifier, exportName: 'default' })
    }
    for (const part of named?.[1]?.split(',') ?? []) {
      const [exported, local] = part.split(/\s+as\s+/).map((s) => s.trim())
      if (exported) {
        scope.set(local || exported, { specifier, exportName: exported })
      }
    }
  }
}

/** Resolves an import specifier of `fromFile` to an absolute path. */
export function resolveSpecifier(
  specifier: string,
  fromFile: string,
  siteDir: string
): string {
  if (specifier.startsWith('@site/')) {
    return path.join(siteDir, specifier.slice('@site/'.length))
  }
  return path.resolve(path.dirname(fromFile), specifier)
}

/** One row of the Command Log component, as pages write it. */
interface LogRow {
  name: string
  message?: string
  kind?: string
  state?: string
}

/** The Command Log as a numbered text block (child rows indented). */
function commandLog(rows: LogRow[], label: string): RootContent[] {
  const lines = rows.map((row, i) => {
    const indent = row.kind === 'child' || row.kind === 'assertion' ? '  ' : ''
    const state = row.state && row.state !== 'passed' ? ` (${row.state})` : ''
    const message = (row.message ?? '').replace(/\*\*/g, '')
    return `${String(i + 1).padStart(2)} ${indent}${row.name}${message ? ` ${message}` : ''}${state}`
  })
  const code: Code = {
    type: 'code',
    lang: 'text',
    meta: null,
    value: lines.join('\n'),
  }
  return [strong(label), code]
}

/** A media list as Markdown list items: linked title, author, date, text. */
function mediaList(entries: unknown): RootContent[] {
  if (!Array.isArray(entries)) throw new Error('MediaList entries not a list')
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map((raw) => {
      const entry = raw as Record<string, string | undefined>
      const byline = [entry.author, entry.date].filter(Boolean).join(', ')
      const children: PhrasingContent[] = [
        {
          type: 'link',
          url: entry.url ?? '',
          children: [text(entry.title ?? '')],
        },
        text(
          `${byline ? ` (${byline})` : ''}${entry.description ? `: ${entry.description}` : ''}`
        ),
      ]
      return {
        type: 'listItem',
        spread: false,
        children: [{ type: 'paragraph', children }],
      }
    }),
  }
  return [list]
}

/**
 * Converts the MDX `source` of one doc to Markdown (see the module comment).
 * @returns the Markdown, ending with one newline
 * @throws ConversionError naming the file (and line where known) for a
 *   component with no Markdown form, an unreadable partial, a JS expression
 *   that is not a comment or literal, or MDX that does not parse
 */
export async function mdxToMarkdown(
  source: string,
  options: ConvertOptions
): Promise<string> {
  const where = path.relative(options.siteDir, options.filePath)
  try {
    const tree = await convertTree(source, options.filePath, options)
    const header: RootContent[] = []
    if (options.title) {
      header.push({
        type: 'heading',
        depth: 1,
        children: [text(options.title)],
      })
    }
    if (options.description) {
      header.push({
        type: 'blockquote',
        children: [
          { type: 'paragraph', children: [text(options.description)] },
        ],
      })
    }
    tree.children.unshift(...header)
    return printer.stringify(tree)
  } catch (error) {
    if (error instanceof ConversionError) throw error
    throw new ConversionError(
      `${where}: cannot make a Markdown copy: ${(error as Error).message}`,
      { cause: error }
    )
  }
}

/** Parses, expands and cleans one MDX file (a page or a partial). */
async function convertTree(
  source: string,
  filePath: string,
  options: ConvertOptions
): Promise<Root> {
  const file = new VFile({ path: filePath, value: source })
  const tree = parser.parse(file)
  await remarkConfigTabs()(tree, file)
  await npmTabs(tree)

  const scope: Scope = new Map()
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm') readImports(node.value, scope)
  }
  const { pageUrl } = options
  const lookup = (name: string): unknown => {
    const binding = scope.get(name)
    const module = binding && options.modules?.[binding.specifier]
    if (!binding || !module || !(binding.exportName in module)) {
      throw new Error(`\`${name}\` is not an import of a known data module`)
    }
    return module[binding.exportName]
  }

  const absolute = (url: string): string => {
    if (url.startsWith('#')) return pageUrl + url
    if (url.startsWith('/') && !url.startsWith('//')) {
      return options.siteUrl + url
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url
    const [target = '', hash = ''] = url.split(/(?=#)/)
    if (/\.mdx?$/.test(target)) {
      const resolved = path.resolve(path.dirname(filePath), target)
      const docUrl = options.urlOfSource?.(resolved)
      if (!docUrl) throw new Error(`link to unknown doc ${url}`)
      return docUrl + hash
    }
    return new URL(url, pageUrl).href
  }

  /** The text of an element: literal expressions and text, concatenated. */
  const plainText = (node: Nodes): string => {
    if (node.type === 'text' || node.type === 'inlineCode') return node.value
    if (
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression'
    ) {
      return /^(['"`])([\s\S]*)\1$/.exec(node.value.trim())?.[2] ?? ''
    }
    return 'children' in node
      ? (node.children as Nodes[]).map(plainText).join('')
      : ''
  }

  const element = async (node: JsxElement): Promise<RootContent[]> => {
    const name = node.name ?? ''
    const line = node.position?.start.line
    const flow = node.type === 'mdxJsxFlowElement'
    const children = async () => transform(node as unknown as Parent)
    const binding = scope.get(name)
    if (binding && /\.mdx?$/.test(binding.specifier)) {
      const partialPath = resolveSpecifier(
        binding.specifier,
        filePath,
        options.siteDir
      )
      const partial = await readFile(partialPath, 'utf8').catch(() => {
        throw new Error(`line ${line}: cannot read partial ${partialPath}`)
      })
      return (await convertTree(partial, partialPath, options)).children
    }
    const wrap = (inline: PhrasingContent[]): RootContent[] =>
      flow ? [{ type: 'paragraph', children: inline }] : inline
    switch (name) {
      case 'Tabs':
        return children()
      case 'TabItem': {
        const label =
          stringAttribute(node, 'label') ?? stringAttribute(node, 'value') ?? ''
        return [strong(label), ...(await children())]
      }
      case 'WhatYoullLearn':
        return [strong("What you'll learn"), ...(await children())]
      case 'CommandLog':
        return commandLog(
          expressionAttribute(node, 'rows', lookup) as LogRow[],
          stringAttribute(node, 'label') ?? 'Command Log'
        )
      case 'MediaList':
        return mediaList(expressionAttribute(node, 'entries', lookup))
      case 'svg': {
        // A drawing: its title and description are its text alternative.
        const part = (tag: string) =>
          (node.children as Nodes[])
            .filter((c) => 'name' in c && c.name === tag)
            .map(plainText)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim()
        const alt = [part('title'), part('desc')].filter(Boolean).join('. ')
        const label = stringAttribute(node, 'aria-label')
        return wrap([
          { type: 'emphasis', children: [text('Diagram:')] },
          text(` ${alt || label || 'see the page'}`),
        ])
      }
      case 'br':
        return [{ type: 'break' }]
      case 'kbd':
      case 'code':
        return wrap([{ type: 'inlineCode', value: plainText(node) }])
      case 'strong':
      case 'b':
      case 'summary':
      case 'figcaption':
        return wrap([
          {
            type: name === 'figcaption' ? 'emphasis' : 'strong',
            children: (await children()) as PhrasingContent[],
          },
        ])
      case 'a': {
        const href = stringAttribute(node, 'href')
        const inner = (await children()) as PhrasingContent[]
        return wrap(
          href
            ? [{ type: 'link', url: absolute(href), children: inner }]
            : inner
        )
      }
    }
    if (/^[a-z]/.test(name) || name === '') return children()
    throw new Error(
      `line ${line}: <${name}> has no Markdown form; teach src/plugins/llms/mdxToMarkdown.ts how to write it`
    )
  }

  const transform = async (parent: Parent): Promise<RootContent[]> => {
    const out: RootContent[] = []
    for (const node of parent.children as Nodes[]) {
      switch (node.type) {
        case 'yaml':
        case 'toml' as string:
        case 'mdxjsEsm':
          continue
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const value = node.value.trim()
          if (/^\/\*[\s\S]*\*\/$/.test(value) || value === '') continue
          const literal = /^(['"`])([\s\S]*)\1$/.exec(value)
          if (literal) {
            const inline = text(literal[2] ?? '')
            out.push(
              node.type === 'mdxFlowExpression'
                ? { type: 'paragraph', children: [inline] }
                : (inline as RootContent)
            )
            continue
          }
          throw new Error(
            `line ${node.position?.start.line}: the expression {${value}} has no Markdown form`
          )
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          out.push(...(await element(node)))
          continue
        case 'containerDirective': {
          const label = ADMONITIONS[node.name]
          if (!label) break
          const [first, ...rest] = node.children
          const titled = first?.data && 'directiveLabel' in first.data
          const title = titled
            ? (first as Paragraph).children
            : [text(label) as PhrasingContent]
          const quote: Blockquote = {
            type: 'blockquote',
            children: [
              {
                type: 'paragraph',
                children: [{ type: 'strong', children: title }],
              },
              ...((await transform({
                children: (titled ? rest : node.children) as RootContent[],
              })) as Blockquote['children']),
            ],
          }
          out.push(quote)
          continue
        }
        case 'leafDirective':
        case 'textDirective': {
          // Not an admonition: written back as the text it came from.
          const prefix = node.type === 'leafDirective' ? '::' : ':'
          const inner = (await transform(
            node as unknown as Parent
          )) as PhrasingContent[]
          const restored = [text(prefix + node.name), ...inner]
          out.push(
            ...((node.type === 'leafDirective'
              ? [{ type: 'paragraph', children: restored }]
              : restored) as RootContent[])
          )
          continue
        }
        case 'link':
        case 'image':
        case 'definition':
          node.url = absolute(node.url)
          break
        case 'code': {
          const kept = KEPT_META.exec(node.meta ?? '')
          node.meta = kept?.[1] ?? null
          break
        }
      }
      if ('children' in node) {
        ;(node as Parent).children = await transform(node as Parent)
      }
      out.push(node as RootContent)
    }
    return out
  }

  tree.children = await transform(tree)
  return tree
}
