/**
 * Docusaurus's `ComponentCreator`, called only for the routes a reader
 * visits.
 *
 * The generated route table calls `ComponentCreator(path, hash)` for every
 * route (255 here) as soon as it is evaluated, and each call flattens the
 * route's chunk names and builds a react-loadable component: 30–40 ms of
 * main thread on this machine, in the first second of every page. This
 * stand-in returns a small component per route at once and calls the real
 * `ComponentCreator` the first time the route is preloaded or rendered;
 * the result is kept, so the route keeps one loadable component, as
 * before. `preload` is the one static that Docusaurus reads from a route's
 * component (its preload and the client entry's).
 */
import React, { type ComponentType } from 'react'
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator'

/** A route's component, with the loadable component's `preload`. */
export type RouteComponent = ComponentType<object> & {
  preload: () => Promise<void>
}

/**
 * The component of the route at `path` (`hash` tells routes with the same
 * path apart), creating the real loadable component on first use.
 */
export default function LazyComponentCreator(
  path: string,
  hash: string,
  create: typeof ComponentCreator = ComponentCreator
): RouteComponent {
  let loadable: ReturnType<typeof ComponentCreator> | undefined
  const get = () => (loadable ??= create(path, hash))
  function LazyRoute(props: object) {
    return React.createElement(get(), props)
  }
  // react-loadable's `preload` returns its loading promise (typed `void`).
  LazyRoute.preload = () => Promise.resolve(get().preload())
  return LazyRoute
}
