// Registers the components every page may use without an import. Spreads the
// theme's own map so Docusaurus keeps its headings, code blocks and admonitions.
import MDXComponents from '@theme-original/MDXComponents'
import TabItem from '@theme/TabItem'
import Tabs from '@theme/Tabs'
import CommandLog from '@site/src/components/CommandLog'
import WhatYoullLearn from '@site/src/components/WhatYoullLearn'

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  CommandLog,
  WhatYoullLearn,
}
