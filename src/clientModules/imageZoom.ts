/**
 * Content images zoom on click, with medium-zoom: the behaviour of
 * docusaurus-plugin-image-zoom (attach 1000 ms after the first load and after
 * every route change; backdrop from `themeConfig.zoom.background`, following
 * the color mode), except that medium-zoom is imported only when the page
 * has an image that matches `themeConfig.zoom.selector`. The plugin imports
 * it into the main bundle of every page; most pages here have no images.
 *
 * Options come from `themeConfig.zoom` (src/config/zoom.ts). Does nothing on
 * the server or when the site has no `zoom` theme config.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import siteConfig from '@generated/docusaurus.config'
import type { ZoomOptions, Zoom } from 'medium-zoom'

/** The `zoom` theme config, as src/config/zoom.ts writes it. */
export interface ZoomThemeConfig {
  selector?: string
  background?: { light?: string; dark?: string }
  config?: ZoomOptions
}

/** The delay after a load or route change before images are attached. */
export const ZOOM_DELAY_MS = 1000

const settings = (siteConfig.themeConfig as { zoom?: ZoomThemeConfig }).zoom

/** The backdrop colour for the current color mode. */
export function zoomBackground(
  background: ZoomThemeConfig['background'],
  dark: boolean
): string {
  return dark
    ? (background?.dark ?? 'rgb(50, 50, 50)')
    : (background?.light ?? 'rgb(255, 255, 255)')
}

let zoom: Zoom | null = null
let timer: ReturnType<typeof setTimeout> | undefined
/** Counts attaches, so one that finishes after a newer one is dropped. */
let generation = 0

const isDark = () =>
  document.documentElement.getAttribute('data-theme') === 'dark'

/** Detaches the previous zoom and attaches one to the page's images. */
async function attach(config: ZoomThemeConfig): Promise<void> {
  const current = ++generation
  zoom?.detach()
  zoom = null
  const selector = config.selector ?? '.markdown img'
  if (!document.querySelector(selector)) return
  const { default: mediumZoom } = await import('medium-zoom')
  if (current !== generation) return
  zoom = mediumZoom(selector, {
    ...config.config,
    background: zoomBackground(config.background, isDark()),
  })
}

function schedule(config: ZoomThemeConfig): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    attach(config).catch(() => {
      // The chunk did not load (offline): images simply do not zoom.
    })
  }, ZOOM_DELAY_MS)
}

if (ExecutionEnvironment.canUseDOM && settings) {
  new MutationObserver(() =>
    zoom?.update({ background: zoomBackground(settings.background, isDark()) })
  ).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  })
  schedule(settings)
}

/** Docusaurus client-module hook: re-attach after each route change. */
export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM && settings) schedule(settings)
}
