import { createContext } from 'react'

/**
 * The build's highlighted lines of the code block being rendered, as the
 * JSON string that src/remark/highlightCode.ts writes, or undefined when the
 * build did not highlight it. Provided by src/theme/CodeBlock, read by
 * src/theme/CodeBlock/Content.
 */
export const HighlightedContext = createContext<string | undefined>(undefined)
