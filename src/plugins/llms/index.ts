/**
 * Markdown copies of the docs, and the llms files, written into the build:
 *
 * - `<permalink>.md` beside every doc page (`/api/commands/click` →
 *   `build/api/commands/click.md`), made by {@link mdxToMarkdown};
 * - `/llms.txt`, one `## Section` per sidebar listing each doc's copy;
 * - `/llms-full.txt`, every copy in sidebar order.
 *
 * Reads the docs plugin's loaded content (each doc's source, permalink,
 * title, description and sidebar) once all content has loaded, and writes in
 * `postBuild`, so the dev server does none of this work. A doc that cannot be
 * converted fails the build with an error naming its file.
 *
 * Parsing 250 MDX files costs about as much as the docs compile itself, so
 * each copy is cached in `node_modules/.cache/llms/`, keyed by a hash of the
 * converter's source, the page's source and partials, and the URLs and front
 * matter it uses: a warm build converts only the pages that changed. Pages
 * are converted with {@link SITE_URL_TOKEN} for the site's URL, which is put
 * in as each copy is written, so that builds for another origin or base URL
 * (the base-URL test's `/docs/`) share the cache.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type {
  DocMetadata,
  LoadedContent,
} from '@docusaurus/plugin-content-docs'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { sidebarDocIds } from '../sidebar-coverage'
import { dataModules } from './dataModules'
import { llmsFullTxt, llmsTxt, sectionName, type LlmsSection } from './llmsTxt'
import { markdownPath } from './markdownPath'
import { mdxToMarkdown, resolveSpecifier } from './mdxToMarkdown'

/**
 * The cache key of one conversion: a hash of every input that can change its
 * output: `salt` (the converter's code and data modules), the options, the
 * source, and the MDX files it imports (partials).
 */
export async function conversionKey(
  salt: string,
  source: string,
  options: { filePath: string; siteDir: string } & object
): Promise<string> {
  const hash = createHash('sha256').update(salt).update(source)
  hash.update(JSON.stringify(options))
  const imports = /^import\s[^'"]*['"]([^'"]+\.mdx?)['"]/gm
  for (const [, specifier = ''] of source.matchAll(imports)) {
    const partial = resolveSpecifier(
      specifier,
      options.filePath,
      options.siteDir
    )
    hash.update(await readFile(partial, 'utf8').catch(() => ''))
  }
  return hash.digest('hex').slice(0, 32)
}

/** A doc and the sidebar that lists it, in sidebar order. */
interface OrderedDoc {
  doc: DocMetadata
  sidebar?: string
}

/**
 * The docs of every version in sidebar order (sidebars in their declared
 * order), followed by docs no sidebar lists. Drafts are left out.
 */
export function docsInSidebarOrder(content: LoadedContent): OrderedDoc[] {
  return content.loadedVersions.flatMap((version) => {
    const byId = new Map(
      version.docs.filter((doc) => !doc.draft).map((doc) => [doc.id, doc])
    )
    const ordered: OrderedDoc[] = []
    for (const [sidebar, items] of Object.entries(version.sidebars)) {
      for (const id of sidebarDocIds(items)) {
        const doc = byId.get(id)
        if (!doc) continue
        ordered.push({ doc, sidebar })
        byId.delete(id)
      }
    }
    return [...ordered, ...[...byId.values()].map((doc) => ({ doc }))]
  })
}

/**
 * Stands for the site's URL (origin and base URL) in converted pages and
 * their cache keys; replaced by the real one as each copy is written. A
 * reserved domain (RFC 2606), so no page links to it.
 */
export const SITE_URL_TOKEN = 'https://site-url.invalid'

/** The converter's source file, part of every cache key. */
const CONVERTER_FILE = (siteDir: string) =>
  path.join(siteDir, 'src/plugins/llms/mdxToMarkdown.ts')

/** The llms plugin (no options): Markdown copies and llms files on build. */
export default function llmsPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context
  let docs: OrderedDoc[] = []
  return {
    name: 'llms',
    allContentLoaded({ allContent }) {
      const instances = allContent['docusaurus-plugin-content-docs'] ?? {}
      docs = Object.values(instances).flatMap((content) =>
        docsInSidebarOrder(content as LoadedContent)
      )
    },
    async postBuild({ outDir }) {
      const started = Date.now()
      let converted = 0
      const origin = siteConfig.url.replace(/\/$/, '')
      const base = siteConfig.baseUrl
      const siteUrl = origin + base.replace(/\/$/, '')
      /** A permalink (which starts with the base URL) under the token. */
      const tokenUrl = (permalink: string) =>
        SITE_URL_TOKEN + permalink.slice(base.length - 1)
      const urlBySource = new Map(
        docs.map(({ doc }) => [
          path.join(siteDir, doc.source.replace(/^@site\//, '')),
          tokenUrl(doc.permalink),
        ])
      )
      const cacheDir = path.join(siteDir, 'node_modules/.cache/llms')
      await mkdir(cacheDir, { recursive: true })
      const salt = createHash('sha256')
        .update(await readFile(CONVERTER_FILE(siteDir), 'utf8'))
        .update(JSON.stringify(dataModules))
        .update(JSON.stringify([...urlBySource]))
        .digest('hex')
      const pages = []
      for (const { doc, sidebar } of docs) {
        const filePath = path.join(siteDir, doc.source.replace(/^@site\//, ''))
        const source = await readFile(filePath, 'utf8')
        const options = {
          filePath,
          siteDir,
          siteUrl: SITE_URL_TOKEN,
          pageUrl: tokenUrl(doc.permalink),
          title: doc.title,
          description: doc.description,
        }
        const cached = path.join(
          cacheDir,
          `${await conversionKey(salt, source, options)}.md`
        )
        let markdown = await readFile(cached, 'utf8').catch(() => undefined)
        if (markdown === undefined) {
          markdown = await mdxToMarkdown(source, {
            ...options,
            modules: dataModules,
            urlOfSource: (file) => urlBySource.get(file),
          })
          await writeFile(cached, markdown)
          converted += 1
        }
        markdown = markdown.replaceAll(SITE_URL_TOKEN, siteUrl)
        const mdPath = markdownPath(doc.permalink)
        const target = path.join(outDir, mdPath.slice(base.length))
        await mkdir(path.dirname(target), { recursive: true })
        await writeFile(target, markdown)
        pages.push({ doc, sidebar, markdown, markdownUrl: origin + mdPath })
      }

      const sections = new Map<string, LlmsSection>()
      for (const page of pages) {
        if (!page.sidebar) continue
        const section = sections.get(page.sidebar) ?? {
          name: sectionName(page.sidebar),
          docs: [],
        }
        section.docs.push({
          title: page.doc.title,
          description: page.doc.description,
          markdownUrl: page.markdownUrl,
        })
        sections.set(page.sidebar, section)
      }
      const site = {
        title: siteConfig.title,
        summary: siteConfig.tagline,
        fullUrl: `${siteUrl}/llms-full.txt`,
      }
      await writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt(site, [...sections.values()])
      )
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(site, pages)
      )
      console.log(
        `[llms] ${pages.length} Markdown copies (${converted} converted, the rest cached), llms.txt and llms-full.txt in ${((Date.now() - started) / 1000).toFixed(1)} s`
      )
    },
  }
}
