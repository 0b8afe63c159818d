/**
 * Fails the build when a doc is in no sidebar (spec section 9): such a page
 * would be reachable only by guessing its URL, with no sidebar to place it.
 * Drafts are exempt: the docs plugin leaves them out of production builds.
 *
 * Reads every docs plugin instance and version after all content has loaded,
 * and throws one error that names each orphan doc by id and source file.
 * Docusaurus has no such rule of its own.
 */
import type { Plugin } from '@docusaurus/types'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'

/** The doc ids a processed sidebar links to (docs and category links). */
export function sidebarDocIds(items: unknown): Set<string> {
  const ids = new Set<string>()
  const walk = (item: unknown): void => {
    if (Array.isArray(item)) return item.forEach(walk)
    if (!item || typeof item !== 'object') return
    const record = item as Record<string, unknown>
    if (
      (record.type === 'doc' || record.type === 'ref') &&
      typeof record.id === 'string'
    ) {
      ids.add(record.id)
    }
    const link = record.link as Record<string, unknown> | undefined
    if (link?.type === 'doc' && typeof link.id === 'string') ids.add(link.id)
    if (record.type === 'category') walk(record.items)
  }
  walk(items)
  return ids
}

/**
 * The docs of a docs plugin's content that no sidebar of their version
 * lists, as `id (source)` strings, in source order. Drafts are skipped.
 */
export function orphanDocs(content: LoadedContent): string[] {
  return content.loadedVersions.flatMap((version) => {
    const listed = sidebarDocIds(Object.values(version.sidebars))
    return version.docs
      .filter((doc) => !doc.draft && !listed.has(doc.id))
      .map((doc) => `${doc.id} (${doc.source.replace(/^@site\//, '')})`)
  })
}

export default function sidebarCoverage(): Plugin {
  return {
    name: 'sidebar-coverage',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs'] ?? {}
      const orphans = Object.values(docs).flatMap((content) =>
        orphanDocs(content as LoadedContent)
      )
      if (orphans.length > 0) {
        throw new Error(
          `These docs are in no sidebar; add each to sidebars.ts or mark it \`draft: true\`:\n${orphans.map((doc) => `- ${doc}`).join('\n')}`
        )
      }
    },
  }
}
