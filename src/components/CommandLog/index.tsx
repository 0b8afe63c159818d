import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import styles from './styles.module.css'

/** One line of the Command Log. */
export interface CommandLogRow {
  /** The command name as Cypress prints it: `get`, `click`, `assert` … */
  name: string
  /** What Cypress prints after the name. `**text**` is shown in bold. */
  message?: string
  /** `child` rows are indented under their parent; `assertion` rows are coloured by state. */
  kind?: 'command' | 'assertion' | 'child'
  /** Outcome of the row; assertions default to `passed`. */
  state?: 'passed' | 'failed' | 'pending'
}

export interface CommandLogProps {
  rows: readonly CommandLogRow[]
  /** Accessible name of the figure; defaults to "Command Log". */
  label?: string
}

/** Splits `a **b** c` into text and <strong> parts; nothing else is parsed. */
export function renderMessage(message: string): ReactNode[] {
  return message
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : (
        <React.Fragment key={i}>{part}</React.Fragment>
      )
    )
}

/**
 * Draws what the Cypress Command Log shows for a few commands, in place of a
 * screenshot: numbered rows of command name and message, with assertion rows
 * marked passed, failed or pending. Theme-aware through Infima variables.
 * Rows come from props; it throws if `rows` is empty, since an empty log
 * teaches nothing.
 */
export default function CommandLog({
  rows,
  label = 'Command Log',
}: CommandLogProps): ReactNode {
  if (rows.length === 0) {
    throw new Error('CommandLog needs at least one row')
  }
  return (
    <figure className={styles.log} aria-label={label}>
      <figcaption className={styles.caption}>{label}</figcaption>
      <ol className={styles.rows}>
        {rows.map((row, i) => {
          const kind = row.kind ?? 'command'
          const state =
            row.state ?? (kind === 'assertion' ? 'passed' : undefined)
          return (
            <li
              key={i}
              className={clsx(
                styles.row,
                kind === 'child' && styles.child,
                kind === 'assertion' && styles.assertion,
                state && styles[state]
              )}
              data-state={state}
            >
              <span className={styles.number}>{i + 1}</span>
              <span className={styles.name}>
                {kind === 'child' || kind === 'assertion' ? '-' : ''}
                {row.name}
              </span>
              {row.message ? (
                <span className={styles.message}>
                  {renderMessage(row.message)}
                </span>
              ) : null}
              {state ? <span className="sr-only">{`(${state})`}</span> : null}
            </li>
          )
        })}
      </ol>
    </figure>
  )
}
