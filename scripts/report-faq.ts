/**
 * FAQ report (part of `npm run report`): the questions (`###` headings,
 * outside code blocks) on each FAQ page, and the total. Reads the MDX
 * sources, so it needs no build.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './lib/content'

/** The FAQ pages' folder, relative to the repo root. */
export const FAQ_DIR = 'docs/faq/questions'

/** The `###` headings of an MDX source, leaving out fenced code blocks. */
export function questionsOf(source: string): string[] {
  const questions: string[] = []
  let fence: string | null = null
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker
      else if (marker.startsWith(fence)) fence = null
      continue
    }
    if (fence === null && line.startsWith('### ')) {
      questions.push(line.slice(4).trim())
    }
  }
  return questions
}

/** The CLI: prints the count per page and in all. */
export function main(root = repoRoot, log = console.log): number {
  const dir = join(root, FAQ_DIR)
  const pages = readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
    .sort()
  let total = 0
  log('FAQ questions per page:')
  for (const file of pages) {
    const count = questionsOf(readFileSync(join(dir, file), 'utf8')).length
    total += count
    log(`  /faq/questions/${file.replace(/\.mdx$/, '')}: ${count}`)
  }
  log(`  total: ${total}`)
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(main())
}
