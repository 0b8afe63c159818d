import { Children, isValidElement, type ReactNode } from 'react'
import { codeFromJson } from './lines'

/**
 * What the CodeBlock (theme/CodeBlock) shows, from its `children` and the
 * build's `highlighted` lines (a JSON string, or undefined):
 * - a fenced block from the build has no children (rehype.ts removes its
 *   text): its code is the text of its lines (`codeFromJson`), or undefined
 *   when they are not valid;
 * - children that are only strings, joined into one, so that the block can
 *   be highlighted and copied;
 * - any other children (elements) as given.
 */
export function codeBlockChildren(
  children: ReactNode,
  highlighted: string | undefined
): ReactNode {
  if (children === undefined && highlighted !== undefined) {
    return codeFromJson(highlighted) ?? undefined
  }
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children
  }
  return Array.isArray(children) ? children.join('') : children
}
