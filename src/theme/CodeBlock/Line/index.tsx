/**
 * The theme's code line (ejected, Docusaurus 3.10), with two changes:
 * - the line is a block-level <span> instead of a <div>, because a <div> is
 *   not allowed inside <code> and every code block failed HTML validation.
 *   It looks the same (`.line` is `display: block`);
 * - fewer elements: neighbouring tokens of the same types share one <span>
 *   (`mergeTokens` in ./tokens.ts), and plain tokens, which the Prism theme gives no
 *   style, are bare text. A quarter of the elements of a code block went,
 *   which pages of long examples feel in their HTML size and hydration.
 */
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import LineToken from '@theme/CodeBlock/Line/Token'
import type { Props } from '@theme/CodeBlock/Line'

import styles from './styles.module.css'
import { isPlainText, mergeTokens } from './tokens'

type Token = Props['line'][number]

// This <br/ seems useful when the line has no content to prevent collapsing.
// For code blocks with "diff" languages, this makes the empty lines collapse to
// zero height lines, which is undesirable.
// See also https://github.com/facebook/docusaurus/pull/11565
function LineBreak() {
  return <br />
}

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the artificial <br/> above)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken =
    line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined
  if (singleLineBreakToken) {
    return [{ ...singleLineBreakToken, content: '' }]
  }
  return line
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = mergeTokens(fixLineBreak(lineProp))
  const lineProps = getLineProps({
    line,
    className: clsx(
      classNames,
      styles.line,
      showLineNumbers && styles.codeLine
    ),
  })

  const lineTokens = line.map((token, key) => {
    if (isPlainText(token)) {
      return <React.Fragment key={key}>{token.content}</React.Fragment>
    }
    const tokenProps = getTokenProps({ token })
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    )
  })

  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  )
}
