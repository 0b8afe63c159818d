/**
 * The docs of the base-URL build (`npm run build:baseurl`), written to
 * `.baseurl-docs/`: every route of the site, without repeating the whole
 * site's compile. The pages the base-URL tests open (e2e/baseurl/pages.ts)
 * and the partials they import are copied whole; every other doc keeps its
 * front matter (title, slug, sidebar label) and its headings (so anchors
 * resolve), each heading with one line of text under it. Every navbar,
 * sidebar, footer and search link of the base-URL build therefore points at
 * a page that exists, and the build checks each one (`onBrokenLinks`).
 *
 * `npx tsx scripts/baseurl-docs.mts` (run by `npm run build:baseurl`).
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FULL_DOCS } from '../e2e/baseurl/pages'
import { docId, isDocPage, repoRoot } from './lib/content'

/** Where the base-URL build reads its docs (`DOCS_DIR` of its build). */
export const BASEURL_DOCS_DIR = '.baseurl-docs'

/**
 * A doc reduced to its front matter and its headings, each heading followed
 * by a line of text. Headings inside fenced code are not headings and are
 * left out. `text` is the doc's MDX source.
 */
export function stubDoc(text: string): string {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? ''
  const lines: string[] = []
  let fence: string | undefined
  for (const line of text.slice(frontMatter.length).split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && !fence) fence = marker
    else if (
      marker &&
      fence &&
      marker[0] === fence[0] &&
      marker.length >= fence.length
    ) {
      fence = undefined
    } else if (!fence && /^#{1,6} /.test(line)) {
      lines.push(line, '', 'A shortened copy for the base-URL test.', '')
    }
  }
  return `${frontMatter}\n${lines.join('\n')}`
}

/** Every file under `dir`, relative to it, with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`]
  )
}

/**
 * Writes `<root>/.baseurl-docs/` from `<root>/docs/`: the docs named in
 * `full` (ids such as `api/commands/click`) and every file that is not a doc
 * page (partials) copied, every other doc reduced by {@link stubDoc}.
 * Returns how many docs were copied whole and how many reduced. Throws when
 * a doc named in `full` does not exist.
 */
export function writeBaseUrlDocs(
  root = repoRoot,
  full: readonly string[] = FULL_DOCS
): { whole: number; reduced: number } {
  const source = join(root, 'docs')
  const target = join(root, BASEURL_DOCS_DIR)
  rmSync(target, { recursive: true, force: true })
  // Every file, not only MDX: a page copied whole may import an image.
  const files = filesUnder(source).map((file) => `docs/${file}`)
  const ids = new Set(files.filter(isDocPage).map(docId))
  const missing = full.filter((id) => !ids.has(id))
  if (missing.length > 0) {
    throw new Error(`baseurl-docs: no doc ${missing.join(', ')} in docs/`)
  }
  let whole = 0
  let reduced = 0
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const keep = !isDocPage(file) || full.includes(docId(file))
    const out = join(target, file.slice('docs/'.length))
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, keep ? text : stubDoc(text))
    if (keep) whole += 1
    else reduced += 1
  }
  return { whole, reduced }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { whole, reduced } = writeBaseUrlDocs()
  console.log(
    `${BASEURL_DOCS_DIR}: ${whole} files copied whole, ${reduced} docs reduced to their headings`
  )
}
