import type * as Preset from '@docusaurus/preset-classic'
import { themes } from 'prism-react-renderer'

type Prism = NonNullable<Preset.ThemeConfig['prism']>

/**
 * Code highlighting. `github` and `vsDark` both keep comments, strings and
 * keywords above WCAG AA contrast on their own backgrounds. Languages beyond
 * Prism's default set are added here.
 */
export const prism = {
  theme: themes.github,
  darkTheme: themes.vsDark,
  additionalLanguages: ['bash', 'diff'],
} satisfies Prism
