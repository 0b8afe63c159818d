/**
 * One line of a code block (the theme's CodeBlock/Line, ejected from
 * Docusaurus 3.10 and reworked), rendered from a line the build highlighted
 * (src/plugins/code-highlight/highlighter.ts) rather than from Prism tokens:
 * - the line is a block-level <span>, not a <div>, which is not allowed
 *   inside <code> (every code block failed HTML validation). `.line` is
 *   `display: block`, so it looks the same;
 * - a token is a <span> with the classes of its colors, and plain text is
 *   bare text. The build has already joined neighbouring tokens of the same
 *   classes and dropped empty ones.
 */
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import type { CodeLine } from '@site/src/plugins/code-highlight/highlighter'

// The theme's own stylesheet (its hash is checked, scripts/lib/upstreamCopies.ts).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'
import own from './line.module.css'

/** Props of one line. */
export interface Props {
  /** Class names and texts, alternating; '' is plain text. */
  readonly line: CodeLine
  /** Classes of the whole line (magic comments such as highlighted lines). */
  readonly classNames: string[] | undefined
  /** Whether the block numbers its lines. */
  readonly showLineNumbers: boolean
}

/** Renders one line of code, ending in a <br /> so that empty lines keep
 * their height and copied text keeps its line breaks. */
export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
}: Props): ReactNode {
  const tokens: ReactNode[] = []
  for (let i = 0; i < line.length; i += 2) {
    const className = line[i]
    const text = line[i + 1]
    tokens.push(
      className ? (
        <span key={i} className={className}>
          {text}
        </span>
      ) : (
        <React.Fragment key={i}>{text}</React.Fragment>
      )
    )
  }
  return (
    <span
      className={clsx(
        'token-line',
        classNames,
        showLineNumbers ? styles.codeLine : own.line
      )}
    >
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  )
}
