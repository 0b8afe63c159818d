// Registers the components every page may use without an import. Spreads the
// theme's own map so Docusaurus keeps its headings, code blocks and admonitions.
import React, { type ComponentProps, type ReactNode } from 'react'
import MDXComponents from '@theme-original/MDXComponents'
import TabItem from '@theme/TabItem'
import Tabs from '@theme/Tabs'
import CommandLog from '@site/src/components/CommandLog'
import WhatYoullLearn from '@site/src/components/WhatYoullLearn'

/**
 * A Markdown table. Infima lets a wide table scroll sideways inside itself
 * (`display: block; overflow: auto`), so the table takes keyboard focus:
 * keyboard users can then scroll it with the arrow keys (WCAG 2.1.1).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />
}

export default {
  ...MDXComponents,
  table: Table,
  Tabs,
  TabItem,
  CommandLog,
  WhatYoullLearn,
}
