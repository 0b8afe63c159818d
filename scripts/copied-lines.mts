/**
 * `npm run copied-lines`: how many lines of the site are copies of
 * Docusaurus's, per copied file (scripts/lib/upstreamCopies.ts) and in
 * total. A line counts as copied when the installed upstream file has the
 * same line (trimmed; blank lines left out). Quoted in
 * src/plugins/page-load/README.md.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { copiedLines, upstreamCopies } from './lib/upstreamCopies'

const root = path.resolve(import.meta.dirname, '..')
let total = 0
const rows = upstreamCopies().map(({ file, upstream }) => {
  const copied = copiedLines(
    readFileSync(file, 'utf8'),
    readFileSync(upstream, 'utf8')
  )
  total += copied
  return { file: path.relative(root, file), 'copied lines': copied }
})
console.table(rows)
console.log(`copied upstream lines: ${total} in ${rows.length} files`)
