import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The build the sweep checks, relative to the repo root. */
export const BUILD_DIR = join(__dirname, '..', '..', 'build')

/** A path that no page has, to check the not-found page. */
export const UNKNOWN_PATH = '/this-page-does-not-exist'

/** One page of the build, as the sweep visits it. */
export interface SweepPage {
  /** The URL path to open, without trailing slash except `/` and pages. */
  path: string
  /** The HTML file in build/ that serves it. */
  file: string
  /** True for pages of the docs plugin (everything but `/` and src/pages). */
  isDoc: boolean
}

/** Folders of build/ that hold assets, not pages. */
const NOT_PAGES = new Set(['assets', 'img', 'pagefind'])

/** Pages made by src/pages rather than by the docs plugin. */
const SITE_PAGES = new Set(['/', '/plugins/', '/search'])

/**
 * Every page of a build: each `index.html` below `dir` (asset folders left
 * out), plus the unknown path, served by 404.html. Sorted by path. Throws
 * when the build has no index.html, so an empty build never passes.
 */
export function buildPages(dir = BUILD_DIR): SweepPage[] {
  const pages: SweepPage[] = []
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder)) {
      const full = join(folder, entry)
      if (statSync(full).isDirectory()) {
        if (folder === dir && NOT_PAGES.has(entry)) continue
        walk(full)
      } else if (entry === 'index.html') {
        const rel = relative(dir, folder).split(sep).join('/')
        const path = rel === '' ? '/' : `/${rel}`
        // src/pages index routes end in a slash (`/plugins/`).
        const visited = SITE_PAGES.has(`${path}/`) ? `${path}/` : path
        pages.push({
          path: visited,
          file: full,
          isDoc: !SITE_PAGES.has(visited) && !visited.startsWith('/partials/'),
        })
      }
    }
  }
  walk(dir)
  if (pages.length === 0)
    throw new Error(`no index.html under ${dir}: build first`)
  pages.push({ path: UNKNOWN_PATH, file: join(dir, '404.html'), isDoc: false })
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * An evenly spread sample of `count` items (every n-th, starting at the
 * first), the same on every run.
 */
export function spreadSample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items]
  const step = items.length / count
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!)
}

/**
 * One doc page per sidebar (the first, by path, of each top-level section:
 * `/api`, `/guides` …), whose whole shell the sweep checks for colors; on
 * the other doc pages it checks the article. Site pages are not included:
 * they are always checked whole.
 */
export function shellPages(pages: readonly SweepPage[]): Set<string> {
  const first = new Map<string, string>()
  for (const page of pages) {
    const section = page.path.split('/')[1] ?? ''
    if (page.isDoc && !first.has(section)) first.set(section, page.path)
  }
  return new Set(first.values())
}
