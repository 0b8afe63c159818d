/**
 * The theme's code block content (ejected, Docusaurus 3.10), rendering the
 * lines the build highlighted instead of running Prism in the browser.
 *
 * The lines come from src/plugins/code-highlight/theme/CodeBlock (context), as
 * src/plugins/code-highlight/rehype.ts wrote them. A block the build did not
 * highlight (a `<CodeBlock>` written in JSX, say) first shows plain text,
 * on the server and at hydration alike, then loads the highlighter once and
 * shows its lines.
 */
import React, {
  forwardRef,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import clsx from 'clsx'
import { useCodeBlockContext } from '@docusaurus/theme-common/internal'
import { HighlightedContext } from '@site/src/plugins/code-highlight/context'
import type { CodeLine } from '@site/src/plugins/code-highlight/highlighter'
import {
  linesFromJson,
  plainLines,
} from '@site/src/plugins/code-highlight/lines'
import Line from '../Line'

// The theme's own stylesheet (its hash is checked, scripts/lib/upstreamCopies.ts).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css'

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  function Pre(props, ref) {
    return (
      <pre
        ref={ref}
        // The block scrolls sideways; keyboard users need to reach it.
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    )
  }
)

/**
 * The lines of `code`: the build's (`highlighted`, a JSON string) when they
 * match `code`; otherwise plain lines, replaced by the highlighter's once it
 * has loaded in the browser.
 */
function useCodeLines(
  code: string,
  language: string,
  highlighted: string | undefined
): CodeLine[] {
  const built = useMemo(
    () => (highlighted === undefined ? null : linesFromJson(highlighted, code)),
    [highlighted, code]
  )
  const [late, setLate] = useState<{ code: string; lines: CodeLine[] }>()
  useEffect(() => {
    if (built) return
    let current = true
    import('@site/src/plugins/code-highlight/highlighter')
      .then(({ loadHighlighter }) => loadHighlighter())
      .then((highlight) => {
        if (current) setLate({ code, lines: highlight(code, language) })
      })
      // Without the highlighter the block stays plain text: still readable.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [built, code, language])
  if (built) return built
  return late?.code === code ? late.lines : plainLines(code)
}

/** The `<pre><code>` of a code block, one Line per line of code. */
export default function CodeBlockContent({
  className,
}: {
  className?: string
}): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext()
  const highlighted = useContext(HighlightedContext)
  const language = metadata.language.toLowerCase()
  const lines = useCodeLines(metadata.code, language, highlighted)
  const { lineNumbersStart, lineClassNames } = metadata
  // The block renders again after mounting (word wrap); with the same lines
  // and metadata (src/plugins/code-highlight/theme/CodeBlock/Content/String), the lines are reused.
  const code = useMemo(() => {
    const showLineNumbers = lineNumbersStart !== undefined
    return (
      <code
        className={clsx(
          styles.codeBlockLines,
          showLineNumbers && styles.codeBlockLinesWithNumbering
        )}
        style={
          showLineNumbers
            ? { counterReset: `line-count ${lineNumbersStart - 1}` }
            : undefined
        }
      >
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            classNames={lineClassNames[i]}
            showLineNumbers={showLineNumbers}
          />
        ))}
      </code>
    )
  }, [lines, lineNumbersStart, lineClassNames])
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(className, 'prism-code', `language-${language}`)}
    >
      {code}
    </Pre>
  )
}
