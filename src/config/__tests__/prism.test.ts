import { readFileSync } from 'node:fs'
import { themes } from 'prism-react-renderer'
import { describe, expect, it } from 'vitest'
import { prism, recolor } from '../prism'

type Rgb = [number, number, number]

/** Parses `#rgb`, `#rrggbb`, `rgb(…)` and `rgba(…)` into RGB and alpha. */
function parse(color: string): { rgb: Rgb; alpha: number } {
  if (color.startsWith('#')) {
    const hex = color.length === 4 ? color.replace(/\w/g, '$&$&') : color
    const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
    return { rgb: rgb as Rgb, alpha: 1 }
  }
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? []
  if (parts.length < 3) throw new Error(`cannot parse color ${color}`)
  return { rgb: parts.slice(0, 3) as Rgb, alpha: parts[3] ?? 1 }
}

/** `top` (possibly translucent) painted over the opaque `bottom`. */
function over(top: string, bottom: Rgb): Rgb {
  const { rgb, alpha } = parse(top)
  return rgb.map((v, i) => v * alpha + bottom[i]! * (1 - alpha)) as Rgb
}

/** WCAG 2.1 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2.1 contrast ratio of two opaque colors. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** The highlighted-line background of each color mode, from custom.css. */
function highlightBackgrounds(): { light: string; dark: string } {
  const css = readFileSync(
    new URL('../../css/custom.css', import.meta.url),
    'utf8'
  )
  const values = [
    ...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g),
  ].map((match) => match[1]!)
  expect(values).toHaveLength(2)
  return { light: values[0]!, dark: values[1]! }
}

describe('prism themes', () => {
  const highlight = highlightBackgrounds()
  for (const [mode, theme] of [
    ['light', prism.theme],
    ['dark', prism.darkTheme],
  ] as const) {
    const background = parse(theme.plain.backgroundColor!).rgb
    const highlighted = over(highlight[mode], background)
    const colors = [
      { types: 'plain', color: theme.plain.color! },
      ...theme.styles.flatMap((entry) =>
        entry.style.color
          ? [{ types: entry.types.join(','), color: entry.style.color }]
          : []
      ),
    ]
    for (const { types, color } of colors) {
      it(`${mode}: ${types} (${color}) has 4.5:1 on plain and highlighted lines`, () => {
        const rgb = over(color, background)
        expect(contrast(rgb, background)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(rgb, highlighted)).toBeGreaterThanOrEqual(4.5)
      })
    }
  }

  it('recolor replaces the style that lists a type and copies the rest', () => {
    const theme = recolor(themes.github, { string: '#000000' })
    const string = theme.styles.find((s) => s.types.includes('attr-value'))
    expect(string?.style.color).toBe('#000000')
    expect(themes.github.styles).not.toContain(string)
    expect(theme.styles).toHaveLength(themes.github.styles.length)
  })
})
