/**
 * Where the social card of a doc lives, shared by the social-cards plugin
 * (which draws it) and the DocItem/Metadata wrapper (which points og:image
 * at it). No Node APIs: this module ships to the browser.
 */

/** The folder of the cards in the build, under the base URL. */
export const CARDS_DIR = 'img/cards'
/** The card of every page that has no card of its own. */
export const DEFAULT_CARD = `${CARDS_DIR}/default.png`

/**
 * The URL path of the card of the doc at `permalink` (base URL included):
 * `/api/commands/click` → `/img/cards/api/commands/click.png`; a path ending
 * in a slash gets `index.png`.
 */
export function cardPath(permalink: string, baseUrl: string): string {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '/index')
  return `${baseUrl}${CARDS_DIR}/${route || 'index'}.png`
}
