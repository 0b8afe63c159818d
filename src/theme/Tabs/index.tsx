/**
 * The theme's Tabs (ejected, Docusaurus 3.10), with two changes:
 * - each tab is tied to its panel: every tab gets an `id` and
 *   `aria-controls`, and the TabItem (src/theme/TabItem) puts the matching
 *   `id` and `aria-labelledby` on its panel. Screen readers then announce
 *   which tab a panel belongs to, and the HTML validates (the Nu checker
 *   requires a tabpanel for every active tab). Ids come from React's useId,
 *   so they are unique on the page and the same on the server and client;
 * - no remount after hydration. The theme remounted every Tabs, and every
 *   code block in its panels, to show a tab chosen earlier (facebook/
 *   docusaurus#5653). The stored and query-string choices are read with
 *   useSyncExternalStore now (useTabsContextValue), which renders the
 *   server's choice while hydrating and then updates to the reader's, so
 *   the remount only cost time.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import clsx from 'clsx'
import { ThemeClassNames } from '@docusaurus/theme-common'
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal'
import type { Props } from '@theme/Tabs'
import type { Props as TabItemProps } from '@theme/TabItem'

// The theme's own stylesheet (its hash is checked, scripts/lib/upstreamCopies.ts).
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css'

/** The ids of the tab and the panel of one value within one Tabs. */
export function tabIds(
  tabsId: string,
  value: string
): { tab: string; panel: string } {
  const safe = value.replace(/[^\w-]/g, '_')
  return { tab: `${tabsId}-tab-${safe}`, panel: `${tabsId}-panel-${safe}` }
}

/** The row of tabs; arrow keys move between them, Enter or a click picks. */
function TabList({ className }: { className?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs()
  const tabRefs: (HTMLLIElement | null)[] = []
  const { blockElementScrollPositionUntilNextRender } =
    useScrollPositionBlocker()

  const handleTabChange = (
    event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>
  ) => {
    const newTab = event.currentTarget
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab)
      selectValue(newTabValue)
    }
  }

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null
    switch (event.key) {
      case 'Enter':
        handleTabChange(event)
        break
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1
        focusElement = tabRefs[nextTab] ?? tabRefs[0]
        break
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]
        break
      }
      default:
        break
    }
    focusElement?.focus()
  }

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', { 'tabs--block': block }, className)}
    >
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            tabRefs.push(tab)
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string | undefined,
            { 'tabs__item--active': selectedValue === value }
          )}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  )
}

/**
 * Tabs: a tab list and the panels (TabItem children). Props as the theme's
 * (`groupId`, `queryString`, `defaultValue`, `values`, `lazy`, `block`).
 */
export default function Tabs(props: Props): ReactNode {
  const tabsId = useId()
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child) || !child.props.value) {
      return child
    }
    const ids = tabIds(tabsId, child.props.value)
    return cloneElement(child as ReactElement<TabItemProps>, {
      attributes: {
        ...child.props.attributes,
        id: ids.tab,
        'aria-controls': ids.panel,
      },
    })
  })
  const value = useTabsContextValue({ ...props, children })
  return (
    <TabsProvider value={value}>
      <div
        className={clsx(
          ThemeClassNames.tabs.container,
          // The theme's former class name, kept for CSS that targets it.
          'tabs-container',
          styles.tabList
        )}
      >
        {/* As in the theme, `className` goes on the tab list. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(children)}</div>
      </div>
    </TabsProvider>
  )
}
