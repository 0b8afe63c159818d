// Wraps the doc content to put the Markdown actions (copy, view) above the
// title on every doc page. A wrapper, not an ejection: the theme's own
// Content still renders the title and the MDX. DocItem/Content is the
// narrowest component inside the doc context (useDoc) that every doc page
// renders, with no layout of its own to copy.
import React, { type ReactNode } from 'react'
import Content from '@theme-original/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'
import type { WrapperProps } from '@docusaurus/types'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import PageActions from '@site/src/components/PageActions'
import { markdownPath } from '@site/src/plugins/llms/markdownPath'

type Props = WrapperProps<typeof ContentType>

/** The theme's doc content, preceded by {@link PageActions}. */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc()
  return (
    <>
      <PageActions markdownUrl={markdownPath(metadata.permalink)} />
      <Content {...props} />
    </>
  )
}
