/**
 * Docusaurus prefetches a route when a link to it scrolls into view (spec
 * section 3: prefetching starts when a link becomes visible). Each link has
 * its own IntersectionObserver, so every link visible at load reports in the
 * same task, and each prefetch matches the route table and adds a
 * `<link rel="prefetch">` per chunk: on a long API page, 80 links took
 * 200 ms of main thread in one block, right when the reader starts to
 * scroll. Here `window.docusaurus.prefetch` queues the route instead, and
 * the queue is worked through in short slices while the page is idle, so
 * the same prefetches happen a moment later without holding up input.
 *
 * The queue starts once the page has hydrated: links report themselves
 * visible as soon as hydration commits, while React still has the updates
 * that follow it to render, and a prefetch in an idle moment between those
 * competed with them (and counted as first-load JavaScript in the sweep).
 *
 * Preloading on hover or touch (`window.docusaurus.preload`) stays
 * immediate. The slow-connection rule is Docusaurus's own and still applies:
 * each queued route goes through the original `prefetch`.
 */
import { whenHydrated } from './hydration'

/** Longest slice of queued prefetches, in ms; input waits no longer. */
export const SLICE_MS = 4

/** Runs `callback` when the browser is idle (or soon, without the API). */
type Schedule = (callback: () => void) => void

const whenIdle: Schedule = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: 2000 })
  } else {
    window.setTimeout(callback, 1)
  }
}

/**
 * A queue that calls `run` on each route path added, in order, a slice of
 * at most `sliceMs` at a time (the last call of a slice may run over), each
 * slice started by `schedule`. A path already added is not added again.
 * Returns the function that adds a path; it returns false, as the original
 * prefetch does for a route it skips.
 */
export function createIdleQueue(
  run: (path: string) => void,
  schedule: Schedule,
  now: () => number = () => performance.now(),
  sliceMs: number = SLICE_MS
): (path: string) => false {
  const queue: string[] = []
  const added = new Set<string>()
  let scheduled = false
  const work = () => {
    const start = now()
    while (queue.length > 0 && now() - start < sliceMs) run(queue.shift()!)
    scheduled = queue.length > 0
    if (scheduled) schedule(work)
  }
  return (path) => {
    if (!added.has(path)) {
      added.add(path)
      queue.push(path)
      if (!scheduled) {
        scheduled = true
        schedule(work)
      }
    }
    return false
  }
}

let installed = false

/**
 * Puts the queue in front of `window.docusaurus.prefetch`, once. The first
 * call comes with the first render, before any link reports itself
 * visible, and `window.docusaurus` is set by then.
 */
export function onRouteDidUpdate(): void {
  if (installed) return
  installed = true
  // Docusaurus's object is read-only; Link reads `window.docusaurus` at
  // each call, so a copy with the queued prefetch takes its place.
  const { docusaurus } = window
  window.docusaurus = {
    ...docusaurus,
    prefetch: createIdleQueue(
      (path) => {
        void docusaurus.prefetch(path)
      },
      (callback) =>
        whenHydrated(document.documentElement, () => whenIdle(callback))
    ),
  }
}
