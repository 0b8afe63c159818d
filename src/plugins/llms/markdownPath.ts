/**
 * Where the Markdown copy of a page lives, shared by the llms plugin (which
 * writes the files) and the page actions (which link to them). No Node APIs:
 * this module ships to the browser.
 */

/**
 * The URL path of the Markdown copy of the page at `permalink`:
 * `/api/commands/click` → `/api/commands/click.md`, and a path that ends in a
 * slash gets `index.md` (`/examples/` → `/examples/index.md`).
 */
export function markdownPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`
}
