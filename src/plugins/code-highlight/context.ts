import { createContext } from 'react'

/**
 * The build's highlighted lines of the code block being rendered, as the
 * JSON string that src/plugins/code-highlight/rehype.ts writes, or undefined when the
 * build did not highlight it. Provided by src/plugins/code-highlight/theme/CodeBlock, read by
 * src/plugins/code-highlight/theme/CodeBlock/Content.
 */
export const HighlightedContext = createContext<string | undefined>(undefined)
