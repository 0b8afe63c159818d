import { renderToStaticMarkup } from 'react-dom/server'
import { Highlight, themes, type PrismTheme } from 'prism-react-renderer'
import { describe, expect, it } from 'vitest'
import { prism } from '../../../config/prism'
import { createPalette } from '../palette'

/** `color:#abc;font-style:italic` → { color: '#abc', 'font-style': 'italic' } */
const declarations = (text: string) =>
  Object.fromEntries(
    text
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(/:\s*/) as [string, string])
  )

/** The rules of one mode's scope in `css`, as class → declarations. */
function rules(
  css: string,
  scope: string
): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>()
  for (const line of css.split('\n')) {
    if (!line.startsWith(`${scope} .`)) continue
    const match = /\.(\w+) \{ (.*); \}$/.exec(line)
    if (match) map.set(match[1]!, declarations(match[2]!))
  }
  return map
}

/**
 * Each token's style as prism-react-renderer itself computes it (the theme
 * of `theme`), with the token's types: the reference the palette must match.
 */
function referenceStyles(theme: PrismTheme, code: string, language: string) {
  const seen: { types: string[]; style: Record<string, string> }[] = []
  renderToStaticMarkup(
    <Highlight theme={theme} code={code} language={language}>
      {({ tokens, getTokenProps }) => {
        for (const token of tokens.flat()) {
          if (token.empty) continue
          const style = getTokenProps({ token }).style ?? {}
          seen.push({
            types: token.types,
            style: Object.fromEntries(
              Object.entries(style).map(([k, v]) => [
                k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
                String(v),
              ])
            ),
          })
        }
        return <pre />
      }}
    </Highlight>
  )
  return seen
}

const samples: [string, string][] = [
  [
    'js',
    "// a comment\nconst n = 42\ncy.get('[data-cy=x]').should(`have.${n}`, /re/g)\nfunction f() { return true }",
  ],
  ['jsx', 'const a = <Stepper initial={2} onChange={() => {}} />'],
  ['ts', 'interface A { b: number }\nexport type C = A | null'],
  ['html', '<!-- note --><div class="a" data-x=\'1\'>Hi &amp; bye</div>'],
  ['json', '{ "a": [1, true, null], "b": "c" }'],
  ['yaml', 'jobs:\n  e2e:\n    runs-on: ubuntu-24.04 # comment'],
  ['css', '.a > b::before { color: #fff !important; }'],
]

describe('createPalette', () => {
  const palette = createPalette(prism.theme, prism.darkTheme)
  const light = rules(palette.css, ":root:not([data-theme='dark'])")
  const dark = rules(palette.css, "[data-theme='dark']")

  it('gives every token the style prism-react-renderer gives it, in both modes', () => {
    let compared = 0
    for (const [language, code] of samples) {
      const lightRef = referenceStyles(prism.theme, code, language)
      const darkRef = referenceStyles(prism.darkTheme, code, language)
      lightRef.forEach(({ types, style }, i) => {
        const classes = palette.className(types, language).split(' ')
        const fromClasses = (map: Map<string, Record<string, string>>) =>
          Object.assign({}, ...classes.map((name) => map.get(name)))
        expect(fromClasses(light), `${language} ${types}`).toEqual(style)
        expect(fromClasses(dark), `${language} ${types}`).toEqual(
          darkRef[i]!.style
        )
        compared += 1
      })
    }
    expect(compared).toBeGreaterThan(100)
  })

  it('applies language-limited theme entries only to their language', () => {
    // vsDark colors markup punctuation apart from other punctuation.
    const markup = createPalette(themes.github, themes.vsDark)
    expect(markup.className(['punctuation'], 'markup')).not.toBe('')
    const withMarkupOnly = createPalette(prism.theme, {
      plain: { color: '#fff', backgroundColor: '#000' },
      styles: [
        { types: ['tag'], style: { color: '#f00' }, languages: ['markup'] },
      ],
    })
    expect(withMarkupOnly.className(['tag'], 'markup')).toMatch(/\btd0\b/)
    expect(withMarkupOnly.className(['tag'], 'js')).not.toMatch(/\btd/)
  })

  it('leaves plain text without classes', () => {
    expect(palette.className(['plain'], 'js')).toBe('')
  })

  it('sets the block colors of each mode from the themes', () => {
    expect(palette.css).toContain(
      `:root:not([data-theme='dark']) {\n  --prism-color: ${prism.theme.plain.color};\n  --prism-background-color: ${prism.theme.plain.backgroundColor};`
    )
    expect(palette.css).toContain(
      `[data-theme='dark'] {\n  --prism-color: ${prism.darkTheme.plain.color};`
    )
  })

  it('throws when a theme has no plain colors', () => {
    expect(() =>
      createPalette({ plain: {}, styles: [] }, prism.darkTheme)
    ).toThrow(/plain.color and plain.backgroundColor/)
  })
})
