/**
 * Page checks, a failing gate: front matter, unique titles per sidebar,
 * sidebar membership, placeholder text and heading levels.
 *
 * Usage: `tsx scripts/check-pages.ts`. Prints each problem as
 * `file:line: message` and exits 1, or prints a one-line summary and exits 0.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'
import type { Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import sidebarsConfig from '../sidebars'
import {
  type CliOptions,
  docId,
  frontMatter,
  isDocPage,
  mdxSources,
  parseMdx,
  repoRoot,
  type MdxSource,
} from './lib/content'

/**
 * Doc ids (`docId(file)`, e.g. `guides/overview/secret`) that may exist
 * without being in any sidebar: pages reached only by a link, such as a
 * landing page for a campaign. Each entry needs a reason in a comment.
 */
export const ALLOWED_OUTSIDE_SIDEBARS: readonly string[] = []

/** The longest front matter `description` (search results, social cards). */
export const MAX_DESCRIPTION_LENGTH = 160

/** One problem, printed as `file:line: message`. */
export interface Problem {
  file: string
  line: number
  message: string
}

/** `file:line: message`. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`
}

/** Sorts problems by file, then line, then message. */
function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.message.localeCompare(b.message)
  )
}

/** 1-based line of a character offset in `text`. */
function lineAt(text: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) line++
  }
  return line
}

// Placeholder words. "Whole word" here means the match is not part of an
// identifier, class name, path or file name: a letter, digit, `_`, `$` or `-`
// on either side, `.`, `/` or `#` before, or `.`/`/` followed by a word
// character after, disqualifies it. So `// TODO: fix`, `TBD.` and
// `cy.get('[data-cy=todo]')` match; `.todo-list`, `new_todo`, `todos`,
// `/todo` and `todo.js` do not.
const before = String.raw`(?<![\p{L}\p{N}_$\-./#])`
const after = String.raw`(?![\p{L}\p{N}_$\-]|[./][\p{L}\p{N}_])`
const PLACEHOLDER = new RegExp(
  `${before}(todo|tbd|fixme|lorem\\s+ipsum|coming\\s+soon)${after}`,
  'giu'
)

/**
 * Placeholder text (TODO, TBD, FIXME, lorem ipsum, coming soon; any case,
 * whole words) anywhere in the source: prose, code blocks, inline code,
 * JSX attributes, comments and front matter. Works on the raw text, so it
 * also covers files that do not parse.
 */
export function findPlaceholders(
  source: Pick<MdxSource, 'file' | 'text'>
): Problem[] {
  const problems: Problem[] = []
  for (const match of source.text.matchAll(PLACEHOLDER)) {
    const found = match[0].replace(/\s+/g, ' ')
    problems.push({
      file: source.file,
      line: lineAt(source.text, match.index),
      message: `placeholder text "${found}"`,
    })
  }
  return problems
}

/** Line of `key:` in the page's YAML front matter (1 when absent). */
function frontMatterLine(tree: Root, key: string): number {
  const node = tree.children[0]
  if (!node || node.type !== 'yaml') return 1
  const start = node.position?.start.line ?? 1
  const index = node.value
    .split('\n')
    .findIndex((line) => line.startsWith(`${key}:`))
  // The yaml node starts at the opening `---`; its value starts a line later.
  return index === -1 ? start : start + 1 + index
}

/**
 * Front matter rules for a doc page: a non-empty string `title` and
 * `description`, the description at most {@link MAX_DESCRIPTION_LENGTH}
 * characters.
 */
export function checkFrontMatter(
  file: string,
  tree: Root,
  data: Record<string, unknown>
): Problem[] {
  const problems: Problem[] = []
  for (const key of ['title', 'description']) {
    const value = data[key]
    const line = frontMatterLine(tree, key)
    if (value === undefined || value === null) {
      problems.push({ file, line, message: `front matter has no "${key}"` })
    } else if (typeof value !== 'string') {
      problems.push({
        file,
        line,
        message: `front matter "${key}" must be a string`,
      })
    } else if (value.trim() === '') {
      problems.push({ file, line, message: `front matter "${key}" is empty` })
    }
  }
  const description = data.description
  if (
    typeof description === 'string' &&
    description.length > MAX_DESCRIPTION_LENGTH
  ) {
    problems.push({
      file,
      line: frontMatterLine(tree, 'description'),
      message: `description is ${description.length} characters; the limit is ${MAX_DESCRIPTION_LENGTH}`,
    })
  }
  return problems
}

/**
 * Heading levels never skip (an H2 followed by an H4 is an error). With
 * `firstDepth` set (2 for doc pages, whose title is the H1), the first
 * heading must be at that level and no heading may be shallower. Headings
 * inside JSX children count, in document order.
 */
export function checkHeadings(
  file: string,
  tree: Root,
  options: { firstDepth?: number } = {}
): Problem[] {
  const problems: Problem[] = []
  const { firstDepth } = options
  let previous: number | undefined
  visit(tree, 'heading', (node: Heading) => {
    const line = node.position?.start.line ?? 1
    const depth = node.depth
    if (previous === undefined) {
      if (firstDepth !== undefined && depth !== firstDepth) {
        problems.push({
          file,
          line,
          message: `first heading is H${depth}; it must be H${firstDepth}${firstDepth === 2 ? ' (the title is the H1)' : ''}`,
        })
      }
    } else if (firstDepth !== undefined && depth < firstDepth) {
      problems.push({
        file,
        line,
        message: `H${depth} in the page body; headings start at H${firstDepth}${firstDepth === 2 ? ' (the title is the H1)' : ''}`,
      })
    } else if (depth > previous + 1) {
      problems.push({
        file,
        line,
        message: `heading level skips from H${previous} to H${depth}`,
      })
    }
    previous = depth
  })
  return problems
}

/** The text of a heading, code spans included. */
function headingText(heading: Heading): string {
  let text = ''
  visit(heading, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') {
      text += (node as { value: string }).value
    }
  })
  return text
}

/**
 * On an FAQ page (`docs/faq/…`), every question (`###` section, up to the
 * next heading of level 2 or 3) must link at least one page of this site
 * (a root-absolute link): the answer points to the reference that owns the
 * details. Links in code do not count.
 */
export function checkFaqLinks(file: string, tree: Root): Problem[] {
  if (!/(^|\/)docs\/faq\//.test(file)) return []
  const problems: Problem[] = []
  let open: { line: number; title: string; linked: boolean } | null = null
  const close = () => {
    if (open && !open.linked) {
      problems.push({
        file,
        line: open.line,
        message: `FAQ question "${open.title}" links no page of the site`,
      })
    }
  }
  visit(tree, (node) => {
    if (node.type === 'heading' && (node as Heading).depth <= 3) {
      close()
      const heading = node as Heading
      open =
        heading.depth === 3
          ? {
              line: heading.position?.start.line ?? 1,
              title: headingText(heading),
              linked: false,
            }
          : null
    } else if (
      open &&
      node.type === 'link' &&
      (node as { url: string }).url.startsWith('/')
    ) {
      open.linked = true
    }
  })
  close()
  return problems
}

/** How a sidebar refers to docs. */
export interface SidebarRefs {
  /** Doc ids that belong to the sidebar (strings, `doc` items, category links, autogenerated dirs). */
  members: string[]
  /** Every doc id the sidebar names, members and `ref` items alike. */
  named: string[]
}

/**
 * The doc ids a sidebar refers to, in order and without duplicates. Handles
 * plain string ids, `doc` and `ref` items, categories (with `link` docs and
 * shorthand `{ Label: [...] }` objects) and `autogenerated` directories,
 * which expand to the matching ids in `allIds`.
 */
export function sidebarRefs(
  sidebar: unknown,
  allIds: readonly string[] = []
): SidebarRefs {
  const members = new Set<string>()
  const named = new Set<string>()
  const add = (id: string, member: boolean): void => {
    named.add(id)
    if (member) members.add(id)
  }
  const walk = (item: unknown): void => {
    if (typeof item === 'string') return add(item, true)
    if (Array.isArray(item)) return item.forEach(walk)
    if (!item || typeof item !== 'object') return
    const record = item as Record<string, unknown>
    switch (record.type) {
      case 'doc':
      case 'ref':
        if (typeof record.id === 'string') add(record.id, record.type === 'doc')
        return
      case 'category': {
        const link = record.link as Record<string, unknown> | undefined
        if (link?.type === 'doc' && typeof link.id === 'string') {
          add(link.id, true)
        }
        return walk(record.items)
      }
      case 'autogenerated': {
        const dir = String(record.dirName ?? '.').replace(/^\.?\/?|\/$/g, '')
        for (const id of allIds) {
          if (dir === '' || id.startsWith(`${dir}/`)) add(id, true)
        }
        return
      }
      case 'link':
      case 'html':
        return
      default:
        // Shorthand category: { 'Label': [items] }.
        if (record.type === undefined) Object.values(record).forEach(walk)
    }
  }
  walk(sidebar)
  return { members: [...members], named: [...named] }
}

/** A doc page as the sidebar checks see it. */
export interface PageInfo {
  file: string
  /** Front matter title, when the page parsed and has one. */
  title?: string
  /** Line of the `title:` key, for messages. */
  titleLine?: number
}

/**
 * Sidebar rules: titles unique within each sidebar (ignoring case), every
 * doc page in some sidebar unless its id is in `allowed`, and every id a
 * sidebar names backed by a file. `sidebarsText` (the source of
 * sidebars.ts) lets messages about ids point at their line there.
 */
export function checkSidebars(
  pages: readonly PageInfo[],
  sidebars: SidebarsConfig,
  options: {
    allowed?: readonly string[]
    sidebarsFile?: string
    sidebarsText?: string
  } = {}
): Problem[] {
  const {
    allowed = ALLOWED_OUTSIDE_SIDEBARS,
    sidebarsFile = 'sidebars.ts',
    sidebarsText = '',
  } = options
  const problems: Problem[] = []
  const byId = new Map(pages.map((page) => [docId(page.file), page]))
  const allIds = [...byId.keys()]
  const listed = new Set<string>()
  const idLine = (id: string): number => {
    const offset = Math.max(
      sidebarsText.indexOf(`'${id}'`),
      sidebarsText.indexOf(`"${id}"`)
    )
    return offset === -1 ? 1 : lineAt(sidebarsText, offset)
  }

  for (const [name, sidebar] of Object.entries(sidebars)) {
    const { members, named } = sidebarRefs(sidebar, allIds)
    for (const id of named) {
      if (!byId.has(id)) {
        problems.push({
          file: sidebarsFile,
          line: idLine(id),
          message: `sidebar "${name}" names doc "${id}", which has no file (docs/${id}.mdx)`,
        })
      }
    }
    const seen = new Map<string, PageInfo>()
    for (const id of members) {
      listed.add(id)
      const page = byId.get(id)
      if (!page?.title) continue
      const key = page.title.trim().toLowerCase()
      const first = seen.get(key)
      if (first) {
        problems.push({
          file: page.file,
          line: page.titleLine ?? 1,
          message: `title "${page.title}" is also used by ${first.file} in sidebar "${name}"`,
        })
      } else {
        seen.set(key, page)
      }
    }
  }

  for (const [id, page] of byId) {
    if (!listed.has(id) && !allowed.includes(id)) {
      problems.push({
        file: page.file,
        line: 1,
        message: `doc "${id}" is in no sidebar; add it to sidebars.ts or to ALLOWED_OUTSIDE_SIDEBARS in scripts/check-pages.ts`,
      })
    }
  }
  return problems
}

/**
 * Turns a `file:line:column: message` error from content.ts into a problem
 * on one line. `lineOffset` shifts the line (YAML errors count from the
 * first line of the front matter).
 */
function problemFromError(file: string, error: unknown): Problem {
  const text = error instanceof Error ? error.message : String(error)
  const match = /^(.*?):(\d+):(\d+): ([\s\S]*)$/.exec(text)
  if (!match) return { file, line: 1, message: text.split('\n')[0] ?? text }
  const column = Number(match[3])
  let line = Number(match[2])
  let message = match[4] ?? ''
  // The yaml package reports `... at line N, column M:` and a code frame.
  const yaml = /^(.*?) at line (\d+), column \d+:/.exec(message)
  if (yaml?.[1] && message.startsWith('front matter')) {
    message = yaml[1]
    line = Number(yaml[2]) + 1
  }
  message = message.split('\n')[0] ?? message
  return {
    file: match[1] ?? file,
    line,
    message: column > 1 ? `${message} (column ${column})` : message,
  }
}

/** Result of {@link checkPages}. */
export interface CheckResult {
  problems: Problem[]
  /** Number of doc pages checked. */
  pages: number
  /** Number of MDX sources read (doc pages, partials, src/pages). */
  sources: number
}

/**
 * Runs every check over the given sources: front matter, headings and
 * sidebar rules for doc pages; headings (without the H2-first rule) for
 * partials and src/pages; placeholders for all. A source that does not parse
 * is reported and the others are still checked.
 */
export function checkPages(
  sources: readonly Pick<MdxSource, 'file' | 'text'>[],
  sidebars: SidebarsConfig,
  options: Parameters<typeof checkSidebars>[2] = {}
): CheckResult {
  const problems: Problem[] = []
  const pages: PageInfo[] = []
  for (const source of sources) {
    const { file } = source
    const isPage = isDocPage(file)
    problems.push(...findPlaceholders(source))
    const page: PageInfo = { file }
    if (isPage) pages.push(page)
    let tree: Root
    try {
      tree = parseMdx(source)
    } catch (error) {
      problems.push(problemFromError(file, error))
      continue
    }
    if (isPage) {
      let data: Record<string, unknown> | undefined
      try {
        data = frontMatter(tree, file)
      } catch (error) {
        problems.push(problemFromError(file, error))
      }
      if (data) problems.push(...checkFrontMatter(file, tree, data))
      if (typeof data?.title === 'string' && data.title.trim() !== '') {
        page.title = data.title
        page.titleLine = frontMatterLine(tree, 'title')
      }
    }
    problems.push(...checkHeadings(file, tree, isPage ? { firstDepth: 2 } : {}))
    problems.push(...checkFaqLinks(file, tree))
  }
  problems.push(...checkSidebars(pages, sidebars, options))
  return {
    problems: sortProblems(problems),
    pages: pages.length,
    sources: sources.length,
  }
}

/**
 * The CLI: checks the MDX under `root` against `sidebars`, prints problems
 * or a summary, and returns the exit code.
 */
export function main(
  options: CliOptions & { sidebars?: SidebarsConfig } = {}
): number {
  const {
    root = repoRoot,
    sidebars = sidebarsConfig,
    log = console.log,
    error = console.error,
  } = options
  const sources = mdxSources(root)
  if (!sources.some((source) => isDocPage(source.file))) {
    error(`check-pages: no doc pages found under ${join(root, 'docs')}`)
    return 1
  }
  const sidebarsPath = join(root, 'sidebars.ts')
  const result = checkPages(sources, sidebars, {
    sidebarsText: existsSync(sidebarsPath)
      ? readFileSync(sidebarsPath, 'utf8')
      : '',
  })
  for (const problem of result.problems) error(formatProblem(problem))
  if (result.problems.length > 0) {
    error(
      `check-pages: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${result.sources} MDX files (${result.pages} doc pages)`
    )
    return 1
  }
  log(
    `check-pages: ${result.pages} doc pages and ${result.sources - result.pages} other MDX files checked, no problems`
  )
  return 0
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  process.exitCode = main()
}
