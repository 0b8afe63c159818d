/**
 * Token helpers for the ejected code line (./index.tsx): fewer elements for
 * the same highlighted text. Kept apart from the component so that they can
 * be tested without the theme.
 */
import type { Token } from 'prism-react-renderer'

/**
 * `line` with each run of neighbouring tokens that have the same types
 * joined into one token, so that they render as one element. Empty tokens
 * (`empty: true`, kept as the theme styles them) are never joined. Returns a
 * new array; the tokens given are not changed.
 */
export function mergeTokens(line: readonly Token[]): Token[] {
  const merged: Token[] = []
  for (const token of line) {
    const previous = merged.at(-1)
    if (
      previous &&
      !previous.empty &&
      !token.empty &&
      previous.types.join(' ') === token.types.join(' ')
    ) {
      merged[merged.length - 1] = {
        ...previous,
        content: previous.content + token.content,
      }
    } else {
      merged.push(token)
    }
  }
  return merged
}

/**
 * True for a token that prism-react-renderer gives no style: a non-empty
 * token of the single type `plain`. Its text can stand without a <span>.
 */
export function isPlainText(token: Token): boolean {
  return (
    !token.empty &&
    token.content !== '' &&
    token.types.length === 1 &&
    token.types[0] === 'plain'
  )
}
