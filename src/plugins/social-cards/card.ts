/**
 * Draws a social card (1200×630 PNG): the site's logo and name, the page's
 * section and its title, on the dark navbar color of the site with its
 * primary and accent colors. Satori lays the card out as SVG with the Inter
 * font shipped by @fontsource/inter, and resvg (WebAssembly) renders it to
 * PNG; neither needs a native binary or a download.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg, initWasm } from '@resvg/resvg-wasm'
import satori from 'satori'

/** Card size, the Open Graph recommendation. */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/**
 * Bump when the drawing changes, so cached cards are redrawn (it is part of
 * every cache key).
 */
export const CARD_TEMPLATE_VERSION = '1'

/** Brand colors, from src/css/custom.css and static/img/logo.svg. */
const COLORS = {
  background: '#1b1e2e',
  primary: '#3f4fc8',
  primaryLight: '#9aa4ff',
  accent: '#8ff0c4',
  text: '#ffffff',
  muted: '#c7ccff',
}

/** What a card shows. */
export interface CardContent {
  /** The page title, or the site tagline on the default card. */
  title: string
  /** The section (sidebar) name; the site name when absent. */
  section?: string
  /** The site name, shown beside the logo. */
  siteTitle: string
}

/** A card renderer with its fonts and logo loaded once. */
export type CardRenderer = (content: CardContent) => Promise<Buffer>

type Element = {
  type: string
  props: Record<string, unknown> & { style?: Record<string, unknown> }
}
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {}
): Element => ({ type, props: { style, children, ...extra } })

/** The card minus its accent border and side padding. */
const CONTENT_WIDTH = CARD_WIDTH - 24 - 2 * 72

let wasmReady: Promise<void> | undefined

/**
 * Loads resvg's WebAssembly (once per process), the Inter woff files and the
 * logo, all resolved from `siteDir`, and returns a function that draws a
 * card as PNG bytes.
 * @throws when a font, the logo or the WebAssembly file cannot be read
 */
export async function createCardRenderer(
  siteDir: string
): Promise<CardRenderer> {
  const require = createRequire(`${siteDir}/package.json`)
  wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))
    .then((wasm) => initWasm(wasm))
    .catch((error: unknown) => {
      // A second initWasm in one process throws; the first one stands.
      if (!/already initialized/i.test(String(error))) throw error
    })
  const font = (weight: number) =>
    readFile(
      require.resolve(
        `@fontsource/inter/files/inter-latin-${weight}-normal.woff`
      )
    )
  const [regular, bold, logo] = await Promise.all([
    font(400),
    font(700),
    readFile(`${siteDir}/static/img/logo.svg`),
    wasmReady,
  ])
  const fonts = [
    {
      name: 'Inter',
      data: regular,
      weight: 400 as const,
      style: 'normal' as const,
    },
    {
      name: 'Inter',
      data: bold,
      weight: 700 as const,
      style: 'normal' as const,
    },
  ]
  const logoUrl = `data:image/svg+xml;base64,${logo.toString('base64')}`

  return async ({ title, section, siteTitle }) => {
    const titleSize = title.length > 60 ? 56 : title.length > 32 ? 68 : 80
    const card = el(
      'div',
      {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundColor: COLORS.background,
        borderLeft: `24px solid ${COLORS.primary}`,
        fontFamily: 'Inter',
        color: COLORS.text,
      },
      [
        el('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
          el('img', {}, undefined, { src: logoUrl, width: 72, height: 72 }),
          el('div', { fontSize: 34, fontWeight: 700 }, siteTitle),
        ]),
        el('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
          el(
            'div',
            {
              fontSize: 30,
              fontWeight: 700,
              color: COLORS.accent,
              textTransform: 'uppercase',
              letterSpacing: 2,
            },
            section ?? 'Documentation'
          ),
          el(
            'div',
            {
              width: CONTENT_WIDTH,
              fontSize: titleSize,
              fontWeight: 700,
              lineHeight: 1.1,
              lineClamp: 3,
              display: 'block',
            },
            title
          ),
        ]),
        el('div', {
          height: 8,
          width: 160,
          backgroundColor: COLORS.primaryLight,
        }),
      ]
    )
    const svg = await satori(card as Parameters<typeof satori>[0], {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
    })
    const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render()
    return Buffer.from(png.asPng())
  }
}
