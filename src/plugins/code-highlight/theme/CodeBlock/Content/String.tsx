/**
 * The theme's CodeBlock/Content/String (ejected, Docusaurus 3.10) with its
 * metadata memoized. A code block renders again once mounted (word wrap
 * notes whether the code scrolls, to offer its button); the theme then
 * parsed the code for magic comments again and, its metadata being new,
 * re-rendered every line. With the same metadata, src/plugins/code-highlight/theme/CodeBlock/
 * Content reuses its lines and only the buttons change.
 */
import React, { useMemo, type ReactNode } from 'react'
import { useThemeConfig } from '@docusaurus/theme-common'
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal'
import CodeBlockLayout from '@theme/CodeBlock/Layout'
import type { Props } from '@theme/CodeBlock/Content/String'

/** A code block of text: its title, lines and buttons. */
export default function CodeBlockString({
  children,
  className,
  metastring,
  title,
  showLineNumbers,
  language,
}: Props): ReactNode {
  const { prism } = useThemeConfig()
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism, language, title, showLineNumbers]
  )
  const wordWrap = useCodeWordWrap()
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  )
}
