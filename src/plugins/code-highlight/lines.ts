/**
 * Helpers between the build's highlighted lines (src/plugins/code-highlight/highlighter.ts)
 * and the code a code block shows. Kept apart from the theme components so
 * that they can be tested without them.
 */
import type { CodeLine } from './highlighter'

/** The text of a highlighted line. */
export function lineText(line: CodeLine): string {
  let text = ''
  for (let i = 1; i < line.length; i += 2) text += line[i]
  return text
}

/** `code` as unhighlighted lines, for a block whose lines are not known. */
export function plainLines(code: string): CodeLine[] {
  return code.split('\n').map((text) => (text === '' ? [] : ['', text]))
}

/** Whether `line` is a line as the build writes it (see CodeLine). */
function isCodeLine(line: unknown): line is CodeLine {
  return (
    Array.isArray(line) &&
    line.length % 2 === 0 &&
    line.every((part) => typeof part === 'string')
  )
}

/**
 * The lines of `highlighted` that make up `code`, in order, or null when
 * they do not. The build highlights a block's whole text; the theme then
 * drops the lines that hold only a magic comment (`// highlight-next-line`
 * and the like), so lines of `highlighted` that `code` lacks are skipped.
 * Returns null when `highlighted` is not an array of lines as the build
 * writes them.
 */
export function alignLines(
  highlighted: unknown,
  code: string
): CodeLine[] | null {
  if (!Array.isArray(highlighted)) return null
  const wanted = code.split('\n')
  const lines: CodeLine[] = []
  for (const line of highlighted) {
    if (lines.length === wanted.length) break
    if (!isCodeLine(line)) return null
    if (lineText(line) === wanted[lines.length]) lines.push(line)
  }
  return lines.length === wanted.length ? lines : null
}

/**
 * `alignLines` of the JSON text `json` (the `highlighted` prop); null when
 * `json` does not parse, so that a bad prop shows plain text, not an error.
 */
export function linesFromJson(json: string, code: string): CodeLine[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return null
  }
  return alignLines(parsed, code)
}

/**
 * The code of a block from its `highlighted` prop alone: the texts of its
 * lines, one per line. The build leaves fenced blocks without their text
 * (src/plugins/code-highlight/rehype.ts) since the lines carry it. Null when
 * `json` is not lines as the build writes them.
 */
export function codeFromJson(json: string): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || !parsed.every(isCodeLine)) return null
  return parsed.map(lineText).join('\n')
}
