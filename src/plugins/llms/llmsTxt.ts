/**
 * The two llms files: `/llms.txt`, an index of every doc's Markdown copy per
 * sidebar (https://llmstxt.org), and `/llms-full.txt`, every copy in sidebar
 * order. Pure functions over data the plugin reads from the docs plugin.
 */

/** One doc as the llms files list it. */
export interface LlmsDoc {
  title: string
  /** One sentence; the front-matter description. */
  description: string
  /** Absolute URL of the doc's Markdown copy. */
  markdownUrl: string
}

/** One sidebar: its section name and its docs in sidebar order. */
export interface LlmsSection {
  name: string
  docs: LlmsDoc[]
}

/** Section names of the site's sidebars, by sidebar id. */
export const SECTION_NAMES: Readonly<Record<string, string>> = {
  guides: 'Guides',
  api: 'API',
  examples: 'Examples',
  faq: 'FAQ',
}

/** The section name of a sidebar id: from SECTION_NAMES, else capitalized. */
export function sectionName(sidebarId: string): string {
  return (
    SECTION_NAMES[sidebarId] ??
    sidebarId.charAt(0).toUpperCase() + sidebarId.slice(1)
  )
}

/** Collapses whitespace so a value fits on one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/**
 * The text of `/llms.txt`: `# title`, `> summary`, a sentence on the files,
 * then one `## Section` per sidebar listing `- [Title](url): description`.
 */
export function llmsTxt(
  site: { title: string; summary: string; fullUrl: string },
  sections: readonly LlmsSection[]
): string {
  const parts = [
    `# ${oneLine(site.title)}`,
    `> ${oneLine(site.summary)}`,
    `Each link below is the Markdown copy of a documentation page. Every page in one file: ${site.fullUrl}`,
    ...sections.map((section) =>
      [
        `## ${section.name}`,
        ...section.docs.map((doc) => {
          const description = oneLine(doc.description)
          return `- [${oneLine(doc.title)}](${doc.markdownUrl})${description ? `: ${description}` : ''}`
        }),
      ].join('\n')
    ),
  ]
  return `${parts.join('\n\n')}\n`
}

/**
 * The text of `/llms-full.txt`: the site title and summary, then every page's
 * Markdown in the given order, each preceded by a `Source:` line.
 */
export function llmsFullTxt(
  site: { title: string; summary: string },
  pages: readonly { markdownUrl: string; markdown: string }[]
): string {
  const head = `# ${oneLine(site.title)}\n\n> ${oneLine(site.summary)}\n`
  const body = pages.map(
    (page) => `Source: ${page.markdownUrl}\n\n${page.markdown.trimEnd()}\n`
  )
  return [head, ...body].join('\n---\n\n')
}
