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
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as pagefind from 'pagefind'
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
  const result = html.replace(/<article(\s[^>]*)?>/, (match) => {
    found = true
    return `${match.replace('<article', '<article data-pagefind-body')}${tags}${metaOnly}${summary}`
  })
  return found ? result : null
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
export async function buildSearchIndex(
  buildDir: string
): Promise<{ pages: number; seconds: number; bytes: number }> {
  const started = performance.now()
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: EXCLUDE_SELECTORS,
    forceLanguage: 'en',
  })
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`)
  let pages = 0
  try {
    for (const file of htmlFiles(buildDir, buildDir)) {
      const section = file.split('/')[0] ?? ''
      if (!(SECTIONS as readonly string[]).includes(section)) continue
      const html = annotate(readFileSync(join(buildDir, file), 'utf8'), section)
      if (!html) continue
      const added = await index.addHTMLFile({
        url: routeOfHtml(file),
        content: html,
      })
      if (added.errors.length > 0) {
        throw new Error(`${file}: ${added.errors.join('; ')}`)
      }
      pages += 1
    }
    // The files are taken from Pagefind in memory and written here, in place
    // of `index.writeFiles`: under load, closing Pagefind right after
    // writeFiles once left build/pagefind/pagefind.js cut at 32 KB, and
    // search failed with "Unexpected end of input".
    const { files, errors: fileErrors } = await index.getFiles()
    if (fileErrors.length > 0) throw new Error(fileErrors.join('; '))
    const outDir = join(buildDir, 'pagefind')
    rmSync(outDir, { recursive: true, force: true })
    for (const file of files) {
      const target = join(outDir, file.path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, file.content)
    }
  } finally {
    await pagefind.close()
  }
  return {
    pages,
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
  const { pages, seconds, bytes } = await buildSearchIndex(buildDir)
  if (pages === 0) {
    console.error('search index: no documentation page found to index')
    return 1
  }
  console.log(
    `search index: ${pages} pages in ${seconds.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB in ${outDir}/pagefind`
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
