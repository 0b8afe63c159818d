import { createRequire } from 'node:module'
import { describe, expect, it, vi } from 'vitest'

// The entry starts loading the app when imported; here only its matching is
// tested, so the app's modules are replaced by empty ones.
vi.mock('react-dom/client', () => ({}))
vi.mock('@generated/routes', () => ({ default: [] }))
vi.mock('@docusaurus/router', () => ({ matchPath: () => null }))
vi.mock('@generated/client-modules', () => ({}))
vi.mock('@docusaurus/core/lib/client/App', () => ({}))
vi.mock('@docusaurus/core/lib/client/clientEntry.js', () => ({}))
vi.stubGlobal('window', { location: { pathname: '/' } })

const { matchBranch } = await import('../entry')
const require = createRequire(import.meta.url)
const { matchPath } = require('react-router') as {
  matchPath: (pathname: string, route: object) => unknown
}
// What Docusaurus's own preload uses (a dependency of @docusaurus/core).
const { matchRoutes } = require(
  require.resolve('react-router-config', {
    paths: [require.resolve('@docusaurus/core/package.json')],
  })
) as {
  matchRoutes: (routes: object[], pathname: string) => { route: object }[]
}

/** A route table shaped like Docusaurus's: layout routes around pages. */
const routes = [
  { path: '/plugins/', exact: true },
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {
            path: '/',
            routes: [
              { path: '/api/commands/get', exact: true },
              { path: '/guides/overview/why-cypress', exact: true },
            ],
          },
        ],
      },
    ],
  },
  { path: '*' },
]

describe('matchBranch', () => {
  it('finds the layout routes and the page, outermost first', () => {
    const branch = matchBranch(
      routes,
      '/guides/overview/why-cypress',
      matchPath
    )
    expect(branch.map((route) => route.path)).toEqual([
      '/',
      '/',
      '/',
      '/guides/overview/why-cypress',
    ])
    expect(branch[0]).toBe(routes[1])
  })

  it('stops at the first match, as react-router-config does', () => {
    const branch = matchBranch(routes, '/plugins/', matchPath)
    expect(branch).toEqual([routes[0]])
  })

  it('matches as react-router-config does, for any path', () => {
    for (const path of [
      '/',
      '/plugins/',
      '/api/commands/get',
      '/guides/overview/why-cypress',
      '/no/such/page',
    ]) {
      expect(matchBranch(routes, path, matchPath)).toEqual(
        matchRoutes(routes, path).map((match) => match.route)
      )
    }
  })
})
