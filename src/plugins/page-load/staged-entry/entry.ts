/**
 * The client entry of the site: Docusaurus's own entry
 * (`@docusaurus/core/lib/client/clientEntry.js`), reached in steps, each
 * in its own main-thread task.
 *
 * Docusaurus's entry evaluates everything at once when `main.js` arrives:
 * React DOM, the route table (a lazy component per route), the client
 * modules and the theme, then it matches the URL against every route and
 * requests the route's chunks. On this machine that was one task of
 * 100–250 ms, during which the page ignored taps and scrolls; Lighthouse's
 * mobile CPU counts it four times over. The same work split into the steps
 * below runs as tasks of 8–30 ms here, with the browser free to handle
 * input between them. Nothing is skipped
 * or delayed for long: each step starts as soon as the previous task ends
 * (`setTimeout(0)`), and the last one hands over to Docusaurus's entry,
 * which finds the modules evaluated, the route patterns compiled and the
 * chunks requested, and hydrates.
 *
 * Imports are `webpackMode: "eager"`: the modules stay in `main.js`, and
 * `import()` only chooses when they are evaluated.
 */
import type { ComponentType } from 'react'

/** A route of the generated table, as far as this entry reads it. */
interface Route {
  path?: string | string[]
  exact?: boolean
  strict?: boolean
  component?: ComponentType & { preload?: () => Promise<unknown> }
  routes?: Route[]
}

/** Resolves in a new task, so that the browser can paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0)
  })
}

/**
 * The branch of `routes` that `pathname` matches, outermost first, found as
 * react-router-config's `matchRoutes` (used by Docusaurus's preload) finds
 * it, with the same `matchPath`: its cache of compiled patterns is what the
 * later matching reuses.
 */
export function matchBranch(
  routes: Route[],
  pathname: string,
  matchPath: (pathname: string, route: Route) => unknown
): Route[] {
  const branch: Route[] = []
  const walk = (list: Route[]): void => {
    list.some((route) => {
      const match = route.path ? matchPath(pathname, route) : null
      if (match) {
        branch.push(route)
        if (route.routes) walk(route.routes)
      }
      return match
    })
  }
  walk(routes)
  return branch
}

async function start(): Promise<void> {
  // Apart from the task that ran main.js itself.
  await nextTask()
  await import(/* webpackMode: "eager" */ 'react-dom/client')
  await nextTask()
  const { default: routes } = await import(
    /* webpackMode: "eager" */ '@generated/routes'
  )
  await nextTask()
  const { matchPath } = await import(
    /* webpackMode: "eager" */ '@docusaurus/router'
  )
  const branch = matchBranch(
    routes as Route[],
    window.location.pathname,
    matchPath as (pathname: string, route: Route) => unknown
  )
  await nextTask()
  await import(/* webpackMode: "eager" */ '@generated/client-modules')
  await nextTask()
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App')
  // One level of the route at a time: each requests its chunks. A chunk
  // that fails to load fails Docusaurus's own preload of the same route
  // too, which reports it; here it is not reported twice.
  for (const route of branch) {
    await nextTask()
    route.component?.preload?.().catch(() => undefined)
  }
  await nextTask()
  await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'
  )
}

// Docusaurus's base-URL check, an inline script on the home page, shows its
// "did not load properly" banner at DOMContentLoaded when `window.docusaurus`
// is unset. Docusaurus's entry sets it, and now runs tasks later; this
// placeholder, set as main.js runs (before DOMContentLoaded), says that the
// scripts did load, and the entry replaces it.
;(window as { docusaurus?: object }).docusaurus ??= {}
void start()
