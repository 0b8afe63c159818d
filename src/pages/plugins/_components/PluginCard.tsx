import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import Link from './Link'
import type { Plugin } from '@site/src/data/plugins'
import { keywordHref } from '../_utils'
import styles from './styles.module.css'

const badgeLabels = {
  official: 'Official',
  verified: 'Verified',
  community: 'Community',
} as const

/**
 * One plugin in the index: its name linking to its home, the badge, a
 * "Deprecated" label when npm reports the package deprecated, the
 * description and its keywords, each a link to the index filtered by it.
 * Data comes from src/data/plugins.ts.
 */
export default function PluginCard({ plugin }: { plugin: Plugin }): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <a className={styles.name} href={plugin.link}>
          {plugin.name}
        </a>
        <span className={styles.labels}>
          {plugin.deprecated ? (
            <span className={clsx(styles.badge, styles.deprecated)}>
              Deprecated
            </span>
          ) : null}
          <span
            className={clsx(styles.badge, styles[plugin.badge])}
            data-badge={plugin.badge}
          >
            {badgeLabels[plugin.badge]}
          </span>
        </span>
      </div>
      <p className={styles.description}>{plugin.description}</p>
      {plugin.keywords.length > 0 ? (
        <ul className={styles.keywords} aria-label="Keywords">
          {plugin.keywords.map((keyword) => (
            <li key={keyword}>
              <Link
                to={keywordHref(keyword)}
                title={`Show the plugins tagged “${keyword}”`}
              >
                {keyword}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
