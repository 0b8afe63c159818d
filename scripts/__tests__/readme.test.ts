import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

/** The most README.md may weigh, in bytes. */
const README_BUDGET = 12_288
/** The longest text a table cell may hold, in characters. */
const CELL_LIMIT = 200

/** Every README.md under `dir`, node_modules left out. */
function readmesUnder(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...readmesUnder(path))
    else if (entry.name === 'README.md') found.push(path)
  }
  return found
}

/** The documents checked, relative to the repository root. */
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'deploy/README.md',
  'e2e/README.md',
  ...readmesUnder(join(root, 'src')),
  ...readmesUnder(join(root, 'scripts')),
].map((path) => relative(root, resolve(root, path)))

/** The lines of `text` that are not inside a fenced code block, numbered. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = []
  let fence: string | null = null
  text.split('\n').forEach((content, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(content)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = null
      }
    } else if (marker) {
      fence = marker
    } else {
      lines.push({ line: index + 1, text: content })
    }
  })
  return lines
}

/** The trimmed cells of a table row (`| a | b |`), or null for other lines. */
function tableCells(line: string): string[] | null {
  const row = line.trim()
  if (!row.startsWith('|')) return null
  const cells = row
    .slice(1, row.endsWith('|') && !row.endsWith('\\|') ? -1 : undefined)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())
  // The separator row under the header.
  if (cells.every((cell) => /^:?-+:?$/.test(cell))) return []
  return cells
}

/** One message per table cell of `text` longer than CELL_LIMIT. */
function longCells(file: string, text: string): string[] {
  const problems: string[] = []
  for (const { line, text: content } of proseLines(text)) {
    for (const cell of tableCells(content) ?? []) {
      if (cell.length > CELL_LIMIT) {
        problems.push(
          `${file}:${line}: a table cell of ${cell.length} characters ` +
            `(at most ${CELL_LIMIT}): "${cell.slice(0, 60)}"`
        )
      }
    }
  }
  return problems
}

/** The targets of the relative Markdown links of `text`, with their lines. */
function relativeLinks(text: string): { line: number; path: string }[] {
  const links: { line: number; path: string }[] = []
  const link = /\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+[^)]*)?\)/g
  for (const { line, text: content } of proseLines(text)) {
    // A link written inside a code span is an example, not a link.
    const prose = content.replace(/(`+)[^`]*?\1/g, '')
    for (const match of prose.matchAll(link)) {
      const target = match[1] ?? ''
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
      if (target === '' || target.startsWith('#')) continue
      links.push({ line, path: decodeURI(target.replace(/#.*$/, '')) })
    }
  }
  return links
}

/** One message per relative link of `file` whose target does not exist. */
function brokenLinks(file: string, text: string): string[] {
  const folder = dirname(resolve(root, file))
  return relativeLinks(text)
    .filter(({ path }) => !existsSync(resolve(folder, path)))
    .map(({ line, path }) => `${file}:${line}: no such file or folder: ${path}`)
}

describe('the documents', () => {
  it('include the README, the contributing guide and each folder README', () => {
    expect(documents.length).toBeGreaterThan(4)
    expect(documents).toContain('README.md')
    expect(documents).toContain('CONTRIBUTING.md')
    expect(documents).toContain('deploy/README.md')
    expect(documents).toContain('e2e/README.md')
    expect(documents).toContain('src/search/README.md')
    for (const file of documents) {
      expect(statSync(join(root, file)).size, file).toBeGreaterThan(0)
    }
  })

  it(`keep README.md within ${README_BUDGET} bytes`, () => {
    const size = statSync(join(root, 'README.md')).size
    expect(size, `README.md is ${size} bytes`).toBeLessThanOrEqual(
      README_BUDGET
    )
  })

  it(`have no table cell longer than ${CELL_LIMIT} characters`, () => {
    const text = (file: string) => readFileSync(join(root, file), 'utf8')
    const rows = documents.flatMap((file) =>
      proseLines(text(file)).filter((l) => tableCells(l.text)?.length)
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(documents.flatMap((file) => longCells(file, text(file)))).toEqual([])
  })

  it('link only to files and folders that exist', () => {
    const text = (file: string) => readFileSync(join(root, file), 'utf8')
    const links = documents.flatMap((file) => relativeLinks(text(file)))
    expect(links.length).toBeGreaterThan(0)
    expect(documents.flatMap((file) => brokenLinks(file, text(file)))).toEqual(
      []
    )
  })
})

describe('longCells', () => {
  it('names the file, the line and the start of a long cell', () => {
    const long = 'x'.repeat(CELL_LIMIT + 1)
    const text = [
      '| A | B |',
      `| ${'-'.repeat(CELL_LIMIT + 5)} | - |`,
      `| short | ${long} |`,
      '```',
      `| ${long} |`,
      '```',
    ].join('\n')
    expect(longCells('doc.md', text)).toEqual([
      `doc.md:3: a table cell of ${CELL_LIMIT + 1} characters (at most ` +
        `${CELL_LIMIT}): "${'x'.repeat(60)}"`,
    ])
  })

  it('measures the trimmed text, not the padding', () => {
    const padded = `| a${' '.repeat(300)} | \`x \\| y\` |`
    expect(longCells('doc.md', padded)).toEqual([])
  })
})

describe('brokenLinks', () => {
  it('resolves links from the file’s folder and ignores the rest', () => {
    const text = [
      '[ok](../../README.md#search) [ok too](./)',
      '[gone](missing.md#part) [web](https://example.com) [mail](mailto:a@b.c)',
      '[anchor](#here) `[example](/api/commands/should)`',
      '```md',
      '[fenced](nowhere.md)',
      '```',
    ].join('\n')
    expect(brokenLinks('src/search/README.md', text)).toEqual([
      'src/search/README.md:2: no such file or folder: missing.md',
    ])
  })
})
