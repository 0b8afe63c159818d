/**
 * Builds the local search index into `build/pagefind/` after
 * `docusaurus build` (part of `npm run build`), with Pagefind's Node API.
 *
 * - Only documentation pages (/guides, /api, /examples, /faq) are indexed,
 *   and only their `<article>`; breadcrumbs, the mobile table of contents,
 *   the doc footer and heading anchors are left out.
 * - Each page gets the filters and metadata `section` (guides, api, examples,
 *   faq) and `category` (its sidebar category, read from the breadcrumbs);
 *   the title comes from its H1. They are added to the HTML given to
 *   Pagefind in memory; the built files are not changed.
 * - When Algolia is configured (ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 *   ALGOLIA_INDEX_NAME), no local index is built.
 *
 * Prints the number of pages indexed, the time taken and the index size.
 * Exits 1 when the build is missing or no page was indexed.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as pagefind from 'pagefind'
import { writePagefindFiles } from './lib/pagefindPatch'
import { repoRoot } from './lib/content'

/** The sections of the docs, in sidebar order: the first URL segment. */
export const SECTIONS = ['guides', 'api', 'examples', 'faq'] as const

/** Selectors inside the article that are chrome, not content. */
export const EXCLUDE_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.hash-link',
]

/** True when the hosted search is configured, so no local index is wanted. */
export function algoliaConfigured(env: NodeJS.ProcessEnv = process.env) {
  return Boolean(
    env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME
  )
}

/** `guides/overview/why-cypress/index.html` → `/guides/overview/why-cypress`. */
export function routeOfHtml(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`
}

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()

/**
 * The sidebar category of a built doc page: the last breadcrumb before the
 * page itself, or null when the page sits at the top of its sidebar.
 */
export function categoryOf(html: string): string | null {
  const nav = /<nav[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/.exec(
    html
  )?.[1]
  if (!nav) return null
  // The minified HTML leaves out </li>, so an item runs to the next <li>.
  const items = [
    ...nav.matchAll(/<li[^>]*breadcrumbs__item[^>]*>([\s\S]*?)(?=<li|<\/ul>)/g),
  ]
    .map((match) => decode(match[1] ?? ''))
    .filter((text) => text !== '')
  return items.length >= 2 ? (items[items.length - 2] ?? null) : null
}

/** The page's meta description (its front matter `description`). */
export function descriptionOf(html: string): string | null {
  const match =
    /<meta[^>]*name=["']?description["']?[^>]*content=(?:"([^"]*)"|([^\s>]+))/.exec(
      html
    )
  const value = match?.[1] ?? match?.[2]
  return value ? decode(value) : null
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/,/g, ' ')

/**
 * Adds the section and category filters and metadata to the page's
 * `<article>` element, for Pagefind. Returns null for pages without one.
 */
export function annotate(html: string, section: string): string | null {
  const category = categoryOf(html)
  const description = descriptionOf(html)
  const pairs = [`section:${section}`]
  if (category) pairs.push(`category:${attribute(category)}`)
  const metaOnly = description
    ? `<span data-pagefind-meta="description:${attribute(description)}"></span>`
    : ''
  // One empty element per value: Pagefind reads one key:value per attribute.
  const tags = pairs
    .map(
      (pair) =>
        `<span data-pagefind-filter="${pair}"></span><span data-pagefind-meta="${pair}"></span>`
    )
    .join('')
  // The page's one-sentence summary ranks above body text, below headings.
  const summary = description
    ? `<p data-pagefind-weight="3">${escapeText(description)}</p>`
    : ''
  let found = false
  // A term defined in a reference table (an option, flag or variable in the
  // first cell of a row) weighs like a heading, so the page that defines
  // `pageLoadTimeout` ranks above pages that mention it.
  const weighted = html.replace(
    /<tr><td>/g,
    '<tr><td data-pagefind-weight="5">'
  )
  const result = weighted.replace(/<article(\s[^>]*)?>/, (match) => {
    found = true
    return `${match.replace('<article', '<article data-pagefind-body')}${tags}${metaOnly}${summary}`
  })
  return found ? result : null
}

/** A section that is a search result of its own. */
export interface SectionRecord {
  /** Route and anchor: `/faq/questions/cloud-faq#can-i-delete-a-run`. */
  url: string
  heading: string
  /** The section's text: heading and body, tags removed. */
  content: string
}

/** Text of an HTML fragment: tags removed, entities decoded, spaces folded. */
export function textOf(html: string): string {
  return decode(
    html.replace(/<(?:br|\/p|\/li|\/pre|\/div|\/td|\/th)\b[^>]*>/gi, ' ')
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The sections of a page that are search results of their own (`route` is
 * the page's): every `###` question of an FAQ page, every `###` entry of the
 * error-messages page, and on API pages every `###` section that opens with
 * a plain-text code block (an error message as Cypress prints it).
 */
export function sectionRecords(html: string, route: string): SectionRecord[] {
  const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1]
  if (!article) return []
  const isFaq = route.startsWith('/faq/')
  const isErrors = route === '/guides/references/error-messages'
  if (!isFaq && !isErrors && !route.startsWith('/api/')) return []
  const records: SectionRecord[] = []
  const headings = [
    ...article.matchAll(
      /<h([23])[^>]*\bid=(?:"([^"]+)"|([^\s>]+))[^>]*>([\s\S]*?)<\/h\1>/g
    ),
  ]
  headings.forEach((match, i) => {
    if (match[1] !== '3') return
    const start = (match.index ?? 0) + match[0].length
    const end = headings[i + 1]?.index ?? article.length
    const body = article.slice(start, end)
    const opensWithText = /^\s*<div[^>]*\blanguage-text\b/.test(body)
    if (!isFaq && !isErrors && !opensWithText) return
    const id = match[2] ?? match[3] ?? ''
    const heading = textOf(match[4] ?? '')
      .replace(/\u200b/g, '')
      .trim()
    const content = textOf(body.replace(/<button[\s\S]*?<\/button>/g, ''))
    if (!heading || !content) return
    records.push({ url: `${route}#${id}`, heading, content })
  })
  return records
}

/** How often each word occurs, for typo correction. */
export function countWords(text: string, counts: Map<string, number>) {
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word.length < 3 || word.length > 30 || !/^[a-z]/.test(word)) continue
    counts.set(word, (counts.get(word) ?? 0) + 1)
  }
}

/**
 * The names a page defines: the code at the start of the first cell of each
 * table row (an option, flag, variable or event in a reference table),
 * lower-cased, up to the first space (`--spec <spec>` → `--spec`).
 */
export function definedNames(html: string): string[] {
  const names = new Set<string>()
  for (const row of html.matchAll(
    /<tr><td[^>]*>([\s\S]*?)(?=<td|<\/tr|<tr|<\/tbody)/g
  )) {
    for (const code of (row[1] ?? '').matchAll(/<code>([\s\S]*?)<\/code>/g)) {
      const name = (textOf(code[1] ?? '').split(/ [<[]/)[0] ?? '')
        .trim()
        .toLowerCase()
      if (/^[-\w.:$*=/]{3,60}(?: [-\w.:$*=/]+){0,3}$/.test(name)) {
        names.add(name)
      }
    }
  }
  return [...names]
}

/** Pages defining more names than this are not a name's home. */
export const MAX_DEFINING_PAGES = 5

/**
 * The vocabulary file (src/search/typos.ts): words seen at least twice,
 * most frequent first; and each name defined on at most
 * {@link MAX_DEFINING_PAGES} pages, with those pages, the page that defines
 * the most names first.
 */
export function vocabularyFile(
  counts: Map<string, number>,
  definitions: Map<string, string[]> = new Map()
) {
  const entries = [...counts].filter(([, count]) => count >= 2)
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  // A name's pages are ordered by how many names each defines in all: the
  // reference that lists every option comes before a page that repeats a few.
  const defined = new Map<string, number>()
  for (const routes of definitions.values()) {
    for (const route of routes)
      defined.set(route, (defined.get(route) ?? 0) + 1)
  }
  const defines = Object.fromEntries(
    [...definitions]
      .filter(([, routes]) => routes.length <= MAX_DEFINING_PAGES)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, routes]) => [
        name,
        [...routes].sort(
          (a, b) =>
            (defined.get(b) ?? 0) - (defined.get(a) ?? 0) || (a < b ? -1 : 1)
        ),
      ])
  )
  return {
    words: entries.map(([word]) => word),
    counts: entries.map(([, count]) => count),
    defines,
  }
}

function htmlFiles(dir: string, root: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) htmlFiles(path, root, out)
    else if (entry.name.endsWith('.html')) {
      out.push(relative(root, path).split(sep).join('/'))
    }
  }
  return out
}

function sizeOf(dir: string): number {
  let bytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    bytes += entry.isDirectory() ? sizeOf(path) : statSync(path).size
  }
  return bytes
}

/** Indexes `buildDir`; returns the page count, seconds and index bytes. */
export async function buildSearchIndex(buildDir: string): Promise<{
  pages: number
  sections: number
  seconds: number
  bytes: number
}> {
  const started = performance.now()
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: EXCLUDE_SELECTORS,
    forceLanguage: 'en',
  })
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`)
  let pages = 0
  let sections = 0
  const words = new Map<string, number>()
  const definitions = new Map<string, string[]>()
  try {
    for (const file of htmlFiles(buildDir, buildDir)) {
      const section = file.split('/')[0] ?? ''
      if (!(SECTIONS as readonly string[]).includes(section)) continue
      const source = readFileSync(join(buildDir, file), 'utf8')
      const html = annotate(source, section)
      if (!html) continue
      const route = routeOfHtml(file)
      const added = await index.addHTMLFile({ url: route, content: html })
      if (added.errors.length > 0) {
        throw new Error(`${file}: ${added.errors.join('; ')}`)
      }
      pages += 1
      const article =
        /<article[^>]*>([\s\S]*?)<\/article>/.exec(source)?.[1] ?? ''
      countWords(textOf(article), words)
      for (const name of definedNames(article)) {
        definitions.set(name, [...(definitions.get(name) ?? []), route])
      }
      const title = decode(
        /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(source)?.[1] ?? route
      )
      const category = categoryOf(source)
      for (const record of sectionRecords(source, route)) {
        const result = await index.addCustomRecord({
          url: record.url,
          content: record.content,
          language: 'en',
          meta: {
            title: record.heading,
            page: title,
            section,
            ...(category ? { category } : {}),
          },
          filters: {
            section: [section],
            kind: [section === 'faq' ? 'faq' : 'error'],
            ...(category ? { category: [category] } : {}),
          },
        })
        if (result.errors.length > 0) {
          throw new Error(`${record.url}: ${result.errors.join('; ')}`)
        }
        sections += 1
      }
    }
    // The files are taken from Pagefind in memory and written here, in place
    // of `index.writeFiles`: under load, closing Pagefind right after
    // writeFiles once left build/pagefind/pagefind.js cut at 32 KB, and
    // search failed with "Unexpected end of input".
    const { files, errors: fileErrors } = await index.getFiles()
    if (fileErrors.length > 0) throw new Error(fileErrors.join('; '))
    const outDir = join(buildDir, 'pagefind')
    rmSync(outDir, { recursive: true, force: true })
    writePagefindFiles(files, outDir)
    writeFileSync(
      join(outDir, 'vocabulary.json'),
      JSON.stringify(vocabularyFile(words, definitions))
    )
  } finally {
    await pagefind.close()
  }
  return {
    pages,
    sections,
    seconds: (performance.now() - started) / 1000,
    bytes: sizeOf(join(buildDir, 'pagefind')),
  }
}

async function main(): Promise<number> {
  if (algoliaConfigured()) {
    console.log('search index: Algolia is configured; no local index built')
    return 0
  }
  // `--out-dir build-docs` indexes a build made with `--out-dir` (any base
  // URL: the index holds root-relative URLs and the client prefixes them).
  const outArg = process.argv.indexOf('--out-dir')
  const outDir = outArg >= 0 ? (process.argv[outArg + 1] ?? 'build') : 'build'
  const buildDir = join(repoRoot, outDir)
  if (!existsSync(buildDir)) {
    console.error(
      `search index: no ${outDir}/ folder; run docusaurus build first`
    )
    return 1
  }
  const { pages, sections, seconds, bytes } = await buildSearchIndex(buildDir)
  if (pages === 0) {
    console.error('search index: no documentation page found to index')
    return 1
  }
  console.log(
    `search index: ${pages} pages and ${sections} sections in ${seconds.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB in ${outDir}/pagefind`
  )
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`search index: ${(error as Error).message}`)
      process.exit(1)
    }
  )
}
