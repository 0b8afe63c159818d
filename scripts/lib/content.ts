/**
 * Shared helpers for the content tooling: find the MDX sources, parse them
 * the way MDX 3 does (with front matter), and map files to routes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { parse as parseYaml } from 'yaml'

/** The repository root (absolute, no trailing slash). */
export const repoRoot = fileURLToPath(
  new URL('../..', import.meta.url)
).replace(/\/$/, '')

/**
 * What a tooling CLI's `main()` takes, so tests can run it on a fixture root
 * and collect its output. Every field defaults to the real thing.
 */
export interface CliOptions {
  args?: readonly string[]
  env?: NodeJS.ProcessEnv
  root?: string
  log?: (line: string) => void
  error?: (line: string) => void
}

/** One MDX source file. */
export interface MdxSource {
  /** Absolute path. */
  path: string
  /** Path relative to the repo root, with forward slashes (for messages). */
  file: string
  text: string
}

function walk(dir: string, out: string[]): string[] {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else if (entry.name.endsWith('.mdx') || entry.name.endsWith('.md')) {
      out.push(path)
    }
  }
  return out
}

/**
 * Every MDX/Markdown source under `docs/` (pages and `_partials`) and
 * `src/pages/`, sorted by path.
 */
export function mdxSources(root = repoRoot): MdxSource[] {
  return [...walk(join(root, 'docs'), []), ...walk(join(root, 'src/pages'), [])]
    .sort()
    .map((path) => ({
      path,
      file: relative(root, path).split(sep).join('/'),
      text: readFileSync(path, 'utf8'),
    }))
}

/** True for a doc page (a route of the docs plugin), not a partial. */
export function isDocPage(file: string): boolean {
  return (
    file.startsWith('docs/') &&
    !file.split('/').some((part) => part.startsWith('_'))
  )
}

/** The route of a doc page: `docs/api/commands/get.mdx` → `/api/commands/get`. */
export function docRoute(file: string): string {
  return file.replace(/^docs/, '').replace(/(\/index)?\.mdx?$/, '') || '/'
}

/** The doc id Docusaurus gives a doc page: `docs/api/commands/get.mdx` → `api/commands/get`. */
export function docId(file: string): string {
  return file.replace(/^docs\//, '').replace(/\.mdx?$/, '')
}

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)

/**
 * Parses MDX 3 source into an mdast tree. Throws an Error whose message
 * starts with `file:line:column` when the source does not parse.
 */
export function parseMdx(source: Pick<MdxSource, 'file' | 'text'>): Root {
  try {
    return processor.parse(source.text)
  } catch (error) {
    const place = (error as { line?: number; column?: number }) ?? {}
    const reason = (error as { reason?: string }).reason ?? String(error)
    throw new Error(
      `${source.file}:${place.line ?? 1}:${place.column ?? 1}: MDX does not parse: ${reason}`
    )
  }
}

/** The front matter of a parsed page as a plain object (empty when absent). */
export function frontMatter(tree: Root, file: string): Record<string, unknown> {
  const node = tree.children[0]
  if (!node || node.type !== 'yaml') return {}
  try {
    const data = parseYaml(node.value) as unknown
    return data && typeof data === 'object'
      ? (data as Record<string, unknown>)
      : {}
  } catch (error) {
    throw new Error(
      `${file}:1:1: front matter is not valid YAML: ${(error as Error).message}`
    )
  }
}
