/**
 * Wraps the theme's Tabs to tie each tab to its panel (swizzled because the
 * theme gives neither an id): every tab gets an `id` and `aria-controls`, and
 * the TabItem (src/theme/TabItem) puts the matching `id` and
 * `aria-labelledby` on its panel. Screen readers then announce which tab a
 * panel belongs to, and the HTML validates (the Nu checker requires a
 * tabpanel for every active tab). Ids come from React's useId, so they are
 * unique on the page and the same on the server and the client.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react'
import Tabs from '@theme-original/Tabs'
import type TabsType from '@theme/Tabs'
import type { Props as TabItemProps } from '@theme/TabItem'
import type { WrapperProps } from '@docusaurus/types'

type Props = WrapperProps<typeof TabsType>

/** The ids of the tab and the panel of one value within one Tabs. */
export function tabIds(
  tabsId: string,
  value: string
): { tab: string; panel: string } {
  const safe = value.replace(/[^\w-]/g, '_')
  return { tab: `${tabsId}-tab-${safe}`, panel: `${tabsId}-panel-${safe}` }
}

export default function TabsWrapper(props: Props): ReactNode {
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
  return <Tabs {...props}>{children}</Tabs>
}
