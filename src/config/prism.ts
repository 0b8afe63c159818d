import type * as Preset from '@docusaurus/preset-classic'
import { themes, type PrismTheme } from 'prism-react-renderer'

type Prism = NonNullable<Preset.ThemeConfig['prism']>

/**
 * Returns `theme` with the color of every token style whose types include a
 * key of `colors` replaced by that key's color. Styles are copied, so the
 * theme objects of prism-react-renderer are never changed.
 */
export function recolor(
  theme: PrismTheme,
  colors: Readonly<Record<string, string>>
): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const type = entry.types.find((name) => name in colors)
      return type
        ? { ...entry, style: { ...entry.style, color: colors[type] } }
        : entry
    }),
  }
}

/**
 * Code highlighting: GitHub's theme in light mode and VS Code's dark theme in
 * dark mode, each with the token colors that fall below WCAG AA (4.5:1)
 * replaced by darker (light mode) or lighter (dark mode) shades of the same
 * hue. The new shades keep 4.5:1 on the block's background and on a
 * highlighted line (`--docusaurus-highlighted-code-line-bg` in
 * src/css/custom.css); src/config/__tests__/prism.test.ts checks every token.
 */
export const prism = {
  theme: recolor(themes.github, {
    comment: '#65655a',
    string: '#c80f5f',
    number: '#247270',
    keyword: '#006c91',
    function: '#b9323f',
  }),
  darkTheme: recolor(themes.vsDark, {
    prolog: '#9e9ecf',
    comment: '#82a970',
    keyword: '#67a6da',
    tag: '#67a6da',
    constant: '#9c9dbb',
    punctuation: '#9e9e9e',
    char: '#db8a8a',
  }),
  additionalLanguages: ['bash', 'diff'],
} satisfies Prism
