import React, { type ReactNode } from 'react'
import styles from './styles.module.css'

export interface WhatYoullLearnProps {
  /** A Markdown list of 3 to 6 outcomes, written in the MDX page. */
  children: ReactNode
}

/**
 * The "What you'll learn" box that opens every guide page: a labelled aside
 * holding the page's list of outcomes.
 */
export default function WhatYoullLearn({
  children,
}: WhatYoullLearnProps): ReactNode {
  return (
    <aside className={styles.box} aria-labelledby="what-youll-learn">
      <p className={styles.title} id="what-youll-learn">
        What you&apos;ll learn
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  )
}
