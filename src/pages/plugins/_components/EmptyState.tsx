import React, { type ReactNode } from 'react'
import styles from './styles.module.css'

/**
 * Shown instead of the list when no plugin matches the filters: what
 * happened, what to try, and a button that clears every filter.
 */
export default function EmptyState({
  onClear,
}: {
  onClear: () => void
}): ReactNode {
  return (
    <div className={styles.empty}>
      <p>
        <strong>No plugins match these filters.</strong> Try fewer or other
        words, another category or badge, or start again from the full list.
      </p>
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={onClear}
      >
        Show all plugins
      </button>
    </div>
  )
}
