import React, { useState, type ReactNode } from 'react'
import styles from './styles.module.css'

/**
 * The Markdown actions of a doc page: a "Copy page as Markdown" button, which
 * fetches the page's Markdown copy (written by src/plugins/llms) and puts it
 * on the clipboard, and a "View as Markdown" link to that copy. The outcome
 * ("Copied", or a short message when the fetch or the clipboard fails) is
 * announced in a status line drawn over the row's bottom margin, so nothing
 * moves. Never throws.
 *
 * @param markdownUrl  URL of the page's `.md` copy
 */
export default function PageActions({
  markdownUrl,
}: {
  markdownUrl: string
}): ReactNode {
  const [status, setStatus] = useState('')

  async function copy(): Promise<void> {
    setStatus('')
    try {
      const response = await fetch(markdownUrl)
      if (!response.ok) throw new Error(String(response.status))
      await navigator.clipboard.writeText(await response.text())
      setStatus('Copied')
    } catch {
      setStatus('Could not copy. Use “View as Markdown” instead.')
    }
  }

  return (
    // Buttons, not page text: kept out of the search index and its excerpts.
    <div className={styles.actions} data-pagefind-ignore="all">
      <button type="button" className={styles.action} onClick={copy}>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={markdownUrl}>
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {status}
      </span>
    </div>
  )
}
