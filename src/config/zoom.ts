/**
 * Options of the image zoom (src/clientModules/imageZoom.ts, theme config key
 * `zoom`): content images zoom on click; the backdrop is white in light mode
 * and dark grey in dark mode; scrolling more than 40 px closes the zoom.
 */
export const zoom = {
  selector: '.markdown img',
  background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' },
  config: { scrollOffset: 40 },
}
