/**
 * Token colors as CSS classes instead of inline styles.
 *
 * prism-react-renderer styles every token inline from one Prism theme, so a
 * page rendered on the server in the light theme had to be rendered again in
 * the browser for a dark-mode reader (the theme's CodeBlock remounts after
 * hydration for that reason). Here each token gets classes that name its
 * style in both themes, and one small stylesheet, made from the same two
 * themes, gives the colors of the mode the page is in. The markup no longer
 * depends on the color mode.
 *
 * The style of a token is worked out exactly as prism-react-renderer does it
 * (`themeToDict` and `getStyleForToken` in its source): theme entries apply in
 * order, entries limited to other languages are skipped, and for a token of
 * several types the later type wins each property.
 */
import type { PrismTheme } from 'prism-react-renderer'

/** A CSS declaration of a theme, such as `color: #c80f5f`. */
type Declaration = `${string}:${string}`

/** What `createPalette` returns. */
export interface Palette {
  /**
   * The classes (space-separated) that give a token of `types`, in a block
   * of `language`, its style in both themes; '' when neither theme styles it
   * beyond the plain text color.
   */
  className(types: readonly string[], language: string): string
  /**
   * The stylesheet: the plain text and background colors of code blocks
   * (`--prism-color`, `--prism-background-color`, which the theme's code
   * block CSS reads) and one rule per class, for each color mode.
   */
  css: string
}

/** `fontStyle` → `font-style`. */
const kebab = (property: string) =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The token styles of `theme` for `language`, keyed by type (themeToDict). */
function styleDictionary(
  theme: PrismTheme,
  language: string
): Map<string, Record<string, string | number>> {
  const dictionary = new Map<string, Record<string, string | number>>()
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue
    for (const type of entry.types) {
      dictionary.set(type, { ...dictionary.get(type), ...entry.style })
    }
  }
  return dictionary
}

/** The declarations of a token of `types` (later types win, per property). */
function tokenDeclarations(
  dictionary: Map<string, Record<string, string | number>>,
  types: readonly string[]
): Declaration[] {
  const style: Record<string, string | number> = Object.assign(
    {},
    ...types.map((type) => dictionary.get(type))
  )
  return Object.entries(style).map(
    ([property, value]): Declaration => `${kebab(property)}:${value}`
  )
}

/**
 * Every declaration that `theme` can give a token, in a fixed order (theme
 * entries in order, then their properties), so that class names are the same
 * in every build and every process that makes a palette of the same themes.
 */
function allDeclarations(theme: PrismTheme): Declaration[] {
  const seen = new Set<Declaration>()
  for (const entry of theme.styles) {
    for (const [property, value] of Object.entries(entry.style)) {
      seen.add(`${kebab(property)}:${value}`)
    }
  }
  return [...seen]
}

/**
 * The palette of a light and a dark Prism theme: class names for token
 * types, and the stylesheet that colors them. Light-theme classes are `tl<n>`
 * and dark-theme ones `td<n>`, `n` being the declaration's index in the
 * theme, so a token takes one class per property it sets in each theme.
 * Throws when a theme has no plain `color` or `backgroundColor`, which code
 * blocks need.
 */
export function createPalette(light: PrismTheme, dark: PrismTheme): Palette {
  const modes = [
    { prefix: 'tl', theme: light, scope: ":root:not([data-theme='dark'])" },
    { prefix: 'td', theme: dark, scope: "[data-theme='dark']" },
  ].map((mode) => {
    const { color, backgroundColor } = mode.theme.plain
    if (!color || !backgroundColor) {
      throw new Error(
        'createPalette: each Prism theme needs plain.color and plain.backgroundColor'
      )
    }
    const declarations = allDeclarations(mode.theme)
    return {
      ...mode,
      declarations,
      index: new Map(declarations.map((d, i) => [d, i])),
      dictionaries: new Map<
        string,
        Map<string, Record<string, string | number>>
      >(),
    }
  })

  return {
    className(types, language) {
      if (types.length === 1 && types[0] === 'plain') return ''
      const classes: string[] = []
      for (const mode of modes) {
        let dictionary = mode.dictionaries.get(language)
        if (!dictionary) {
          dictionary = styleDictionary(mode.theme, language)
          mode.dictionaries.set(language, dictionary)
        }
        for (const declaration of tokenDeclarations(dictionary, types)) {
          classes.push(`${mode.prefix}${mode.index.get(declaration)}`)
        }
      }
      return classes.join(' ')
    },
    css: modes
      .map(({ prefix, theme, scope, declarations }) =>
        [
          `${scope} {`,
          `  --prism-color: ${theme.plain.color};`,
          `  --prism-background-color: ${theme.plain.backgroundColor};`,
          '}',
          ...declarations.map(
            (declaration, i) =>
              `${scope} .${prefix}${i} { ${declaration.replace(':', ': ')}; }`
          ),
        ].join('\n')
      )
      .join('\n'),
  }
}
