/**
 * Prose depth: words of prose per doc page, the total, the median, and the
 * thin pages (guides under 300 words, API pages under 200).
 *
 * Usage: `tsx scripts/report-prose.ts [--all]` (`--all` lists every page).
 * A report: exits 0, or 1 when it finds no pages.
 *
 * What counts as prose: the text of paragraphs, headings, lists, tables,
 * links, emphasis and block quotes, including Markdown inside JSX children
 * (`<TabItem>` content, `<WhatYoullLearn>` bullets). Each inline code span
 * counts as one word, since it stands for a term in the sentence
 * (`.should()`, `{ timeout: 8000 }`). Not counted: code blocks, front
 * matter, ESM imports/exports, `{expressions}`, JSX attributes, image alt
 * text, link URLs, admonition fences (`:::tip`) and tokens without a letter
 * or digit (`—`, `|`).
 */
import { pathToFileURL } from 'node:url'
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import {
  type CliOptions,
  docRoute,
  isDocPage,
  mdxSources,
  parseMdx,
  repoRoot,
  type MdxSource,
} from './lib/content'

/** Minimum prose words for a page, by route prefix. */
export const THRESHOLDS: readonly {
  prefix: string
  min: number
  label: string
}[] = [
  { prefix: '/guides/', min: 300, label: 'Guides' },
  { prefix: '/api/', min: 200, label: 'API pages' },
]

const WORDLIKE = /[\p{L}\p{N}]/u
const ADMONITION_FENCE = /^:::[\w-]*$/

/** Words in a run of text: whitespace-separated tokens with a letter or digit. */
export function countWords(text: string): number {
  let count = 0
  for (const token of text.split(/\s+/)) {
    if (WORDLIKE.test(token) && !ADMONITION_FENCE.test(token)) count++
  }
  return count
}

/** Prose words in a parsed MDX page (see the file comment for the rules). */
export function proseWords(tree: Root): number {
  let count = 0
  // `text` nodes only occur in Markdown content: code blocks, front matter,
  // ESM, expressions and JSX attributes carry `value`s or attribute lists,
  // not text children, so visiting `text` already leaves them out.
  visit(tree, (node) => {
    if (node.type === 'text') count += countWords(node.value)
    else if (node.type === 'inlineCode' && node.value.trim() !== '') count++
  })
  return count
}

/** Median of a list of numbers (0 for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** One page's count. */
export interface PageWords {
  file: string
  route: string
  words: number
}

/** The prose report over the given sources. */
export interface ProseReport {
  pages: PageWords[]
  total: number
  median: number
  /** Pages under their section's threshold, by threshold label. */
  thin: { label: string; min: number; pages: PageWords[] }[]
  /** Sources that did not parse (`file:line:column: message`). */
  failures: string[]
}

/** Counts prose words for every doc page among `sources`. */
export function proseReport(
  sources: readonly Pick<MdxSource, 'file' | 'text'>[]
): ProseReport {
  const pages: PageWords[] = []
  const failures: string[] = []
  for (const source of sources) {
    if (!isDocPage(source.file)) continue
    try {
      const words = proseWords(parseMdx(source))
      pages.push({ file: source.file, route: docRoute(source.file), words })
    } catch (error) {
      failures.push((error as Error).message)
    }
  }
  const thin = THRESHOLDS.map(({ prefix, min, label }) => ({
    label,
    min,
    pages: pages
      .filter((page) => page.route.startsWith(prefix) && page.words < min)
      .sort((a, b) => a.words - b.words || a.route.localeCompare(b.route)),
  }))
  return {
    pages,
    total: pages.reduce((sum, page) => sum + page.words, 0),
    median: median(pages.map((page) => page.words)),
    thin,
    failures,
  }
}

/** The report as lines of text; `all` adds every page's count. */
export function formatProseReport(report: ProseReport, all = false): string[] {
  const number = (value: number): string =>
    Math.round(value).toLocaleString('en-US')
  const lines = [
    `Prose: ${report.pages.length} doc pages, ${number(report.total)} words in all, median ${number(report.median)} words per page`,
  ]
  for (const group of report.thin) {
    lines.push(
      `${group.label} under ${group.min} words: ${group.pages.length === 0 ? 'none' : group.pages.length}`
    )
    for (const page of group.pages) {
      lines.push(`    ${String(page.words).padStart(5)}  ${page.route}`)
    }
  }
  if (all) {
    lines.push('All pages:')
    for (const page of [...report.pages].sort((a, b) => a.words - b.words)) {
      lines.push(`    ${String(page.words).padStart(5)}  ${page.route}`)
    }
  }
  return lines
}

/** The CLI; returns the exit code. */
export function main(options: CliOptions = {}): number {
  const {
    args = process.argv.slice(2),
    root = repoRoot,
    log = console.log,
    error = console.error,
  } = options
  const report = proseReport(mdxSources(root))
  for (const failure of report.failures) {
    error(`${failure} (skipped)`)
  }
  if (report.pages.length === 0) {
    error('report-prose: no doc pages found')
    return 1
  }
  for (const line of formatProseReport(report, args.includes('--all'))) {
    log(line)
  }
  return 0
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  process.exitCode = main()
}
