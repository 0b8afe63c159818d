/**
 * The theme's TabItem (ejected, Docusaurus 3.10), with one change: the panel
 * takes the `id` named by its tab's `aria-controls` and points back to the
 * tab with `aria-labelledby`. Both ids are set by the Tabs wrapper
 * (src/theme/Tabs) through the item's `attributes`.
 */
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import { useTabs } from '@docusaurus/theme-common/internal'
import type { Props } from '@theme/TabItem'

// The theme's own stylesheet (its hash is checked, scripts/lib/upstreamCopies.ts).
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css'

function TabItemPanel({
  children,
  className,
  hidden,
  id,
  labelledBy,
}: {
  children: ReactNode
  className?: string
  hidden?: boolean
  id?: string
  labelledBy?: string
}) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      {...{ hidden }}
    >
      {children}
    </div>
  )
}

export default function TabItem({
  children,
  className,
  value,
  attributes,
}: Props): ReactNode {
  const { selectedValue, lazy } = useTabs()
  const isSelected = value === selectedValue

  if (!isSelected && lazy) {
    return null
  }
  const panelId = attributes?.['aria-controls']
  const tabId = attributes?.id
  return (
    <TabItemPanel
      className={className}
      hidden={!isSelected}
      id={typeof panelId === 'string' ? panelId : undefined}
      labelledBy={typeof tabId === 'string' ? tabId : undefined}
    >
      {children}
    </TabItemPanel>
  )
}
