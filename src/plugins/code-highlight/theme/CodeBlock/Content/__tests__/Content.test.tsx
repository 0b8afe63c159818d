// @vitest-environment jsdom
import React from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, waitFor } from '@testing-library/react'
import { HighlightedContext } from '@site/src/plugins/code-highlight/context'
import { loadHighlighter } from '@site/src/plugins/code-highlight/highlighter'
import CodeBlockContent from '..'

const code = "cy.get('.a')\n\ncy.contains('b')"

vi.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({
    metadata: {
      code,
      language: 'JS',
      lineClassNames: { 2: ['theme-code-block-highlighted-line'] },
      lineNumbersStart: undefined,
    },
    wordWrap: { codeBlockRef: { current: null } },
  }),
}))

afterEach(cleanup)

/** Renders the content with `highlighted` as the build's lines. */
const renderWith = (highlighted: string | undefined) =>
  render(
    <HighlightedContext.Provider value={highlighted}>
      <CodeBlockContent />
    </HighlightedContext.Provider>
  )

const lineTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('code > span')].map((line) => line.textContent)

describe('CodeBlockContent', () => {
  it('renders the build’s lines at once, one span per colored token', async () => {
    const highlight = await loadHighlighter()
    const { container } = renderWith(JSON.stringify(highlight(code, 'js')))
    expect(container.querySelector('pre')?.className).toContain(
      'prism-code language-js'
    )
    expect(lineTexts(container)).toEqual([
      "cy.get('.a')",
      '',
      "cy.contains('b')",
    ])
    const string = [...container.querySelectorAll('span[class^="tl"]')].find(
      (span) => span.textContent === "'.a'"
    )
    expect(string?.className).toMatch(/^tl\d+ td\d+$/)
    expect(container.querySelectorAll('code > span')[2]?.className).toContain(
      'theme-code-block-highlighted-line'
    )
  })

  it('shows plain text first and the highlighter’s lines once loaded', async () => {
    for (const highlighted of [undefined, '[[ "", "stale" ]]', 'not json']) {
      const { container, unmount } = renderWith(highlighted)
      expect(lineTexts(container)).toEqual([
        "cy.get('.a')",
        '',
        "cy.contains('b')",
      ])
      expect(container.querySelector('span[class^="tl"]')).toBeNull()
      await waitFor(() =>
        expect(container.querySelector('span[class^="tl"]')).not.toBeNull()
      )
      expect(lineTexts(container)).toEqual([
        "cy.get('.a')",
        '',
        "cy.contains('b')",
      ])
      unmount()
    }
  })
})
