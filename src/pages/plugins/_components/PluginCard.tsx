import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import type { Plugin } from '@site/src/data/plugins'
import styles from './styles.module.css'

const badgeLabels = {
  official: 'Official',
  verified: 'Verified',
  community: 'Community',
} as const

/**
 * One plugin in the index: its name linking to its home, the badge, the
 * description and its keywords. Data comes from src/data/plugins.ts.
 */
export default function PluginCard({ plugin }: { plugin: Plugin }): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <a className={styles.name} href={plugin.link}>
          {plugin.name}
        </a>
        <span
          className={clsx(styles.badge, styles[plugin.badge])}
          data-badge={plugin.badge}
        >
          {badgeLabels[plugin.badge]}
        </span>
      </div>
      <p className={styles.description}>{plugin.description}</p>
      {plugin.keywords.length > 0 ? (
        <ul className={styles.keywords} aria-label="Keywords">
          {plugin.keywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
