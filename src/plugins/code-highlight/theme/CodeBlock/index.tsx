/**
 * The theme's CodeBlock (ejected, Docusaurus 3.10), with two changes:
 * - no remount after hydration. The theme rendered every code block twice
 *   for that, because token colors were inline and right only for the color
 *   mode of the server render. Colors now come from a stylesheet of both
 *   modes (src/plugins/code-highlight), so the server's markup is already
 *   right, and long pages of examples no longer pay the second render.
 * - the `highlighted` prop, which the build adds to every fenced code block
 *   (src/plugins/code-highlight/rehype.ts), is handed to the content through context.
 */
import React, { isValidElement, type ReactNode } from 'react'
import ElementContent from '@theme/CodeBlock/Content/Element'
import StringContent from '@theme/CodeBlock/Content/String'
import type { Props as ThemeProps } from '@theme/CodeBlock'
import { HighlightedContext } from '@site/src/plugins/code-highlight/context'

/** The theme's props, plus the build's highlighted lines (a JSON string). */
export interface Props extends ThemeProps {
  readonly highlighted?: string
}

/**
 * `children` as one string when they are only strings, so that the block can
 * be highlighted and copied; otherwise `children` as given.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children
  }
  return Array.isArray(children) ? children.join('') : children
}

/** A code block: highlighted text with its title and buttons, or, for JSX
 * children, a plain styled block. */
export default function CodeBlock({
  children: rawChildren,
  highlighted,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren)
  if (typeof children !== 'string') {
    return <ElementContent {...props}>{children}</ElementContent>
  }
  return (
    <HighlightedContext.Provider value={highlighted}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedContext.Provider>
  )
}
