/**
 * The theme's code block container (ejected, Docusaurus 3.10) without the
 * inline `--prism-color` and `--prism-background-color` of the current
 * Prism theme. Inline, they were right only for the color mode the page was
 * rendered in; the token stylesheet (src/plugins/code-highlight) now sets
 * them for both modes, so the markup is the same in light and dark mode and
 * needs no second render after hydration.
 */
import React, {
  type ComponentProps,
  type ElementType,
  type ReactNode,
} from 'react'
import clsx from 'clsx'
import { ThemeClassNames } from '@docusaurus/theme-common'

// The theme's own stylesheet (its hash is checked, scripts/lib/upstreamCopies.ts).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css'

/** Renders `as` (a `div` or `pre`) with the code block container classes. */
export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  return (
    <As
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock
      )}
    />
  )
}
