import type { RouteConfig } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'
import { leanVersionDocs } from '../index'

const version = {
  version: 'current',
  docsSidebars: { guides: [{ type: 'link', href: '/a', label: 'A' }] },
  docs: {
    a: { id: 'a', title: 'A', description: 'About A', sidebar: 'guides' },
  },
}

describe('leanVersionDocs', () => {
  it('empties the docs map of nested version routes and keeps the rest', () => {
    const tree: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: { version },
          routes: [{ path: '/a', component: '@theme/DocItem' }],
        },
      ],
    }
    const lean = leanVersionDocs(tree)
    const versionRoute = lean.routes![0]!
    expect(versionRoute.props).toEqual({ version: { ...version, docs: {} } })
    expect(versionRoute.routes).toEqual(tree.routes![0]!.routes)
    // The input is not changed.
    expect(tree.routes![0]!.props!.version).toBe(version)
  })

  it('returns routes without version props as they are', () => {
    const route: RouteConfig = {
      path: '/search',
      component: '@site/src/pages/search',
      props: { title: 'Search' },
    }
    expect(leanVersionDocs(route)).toEqual(route)
  })
})
