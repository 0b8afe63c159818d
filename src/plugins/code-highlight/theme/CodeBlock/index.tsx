/**
 * The theme's CodeBlock (ejected, Docusaurus 3.10), with two changes:
 * - no remount after hydration. The theme rendered every code block twice
 *   for that, because token colors were inline and right only for the color
 *   mode of the server render. Colors now come from a stylesheet of both
 *   modes (src/plugins/code-highlight), so the server's markup is already
 *   right, and long pages of examples no longer pay the second render.
 * - the `highlighted` prop, which the build adds to every fenced code block
 *   (src/plugins/code-highlight/rehype.ts), is handed to the content through
 *   context; the build leaves such blocks without children, and their code
 *   is read from those lines.
 */
import React, { type ReactNode } from 'react'
import ElementContent from '@theme/CodeBlock/Content/Element'
import StringContent from '@theme/CodeBlock/Content/String'
import type { Props as ThemeProps } from '@theme/CodeBlock'
import { HighlightedContext } from '@site/src/plugins/code-highlight/context'
import { codeBlockChildren } from '@site/src/plugins/code-highlight/children'

/** The theme's props, plus the build's highlighted lines (a JSON string). */
export interface Props extends ThemeProps {
  readonly highlighted?: string
}

/** A code block: highlighted text with its title and buttons, or, for JSX
 * children, a plain styled block. A fenced block from the build has no
 * children: its code is the text of its `highlighted` lines. */
export default function CodeBlock({
  children: rawChildren,
  highlighted,
  ...props
}: Props): ReactNode {
  const children = codeBlockChildren(rawChildren, highlighted)
  if (typeof children !== 'string') {
    return <ElementContent {...props}>{children}</ElementContent>
  }
  return (
    <HighlightedContext.Provider value={highlighted}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedContext.Provider>
  )
}
