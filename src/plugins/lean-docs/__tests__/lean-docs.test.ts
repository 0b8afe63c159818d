import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import type { RouteConfig } from '@docusaurus/types'
import { afterAll, describe, expect, it } from 'vitest'
import {
  docCardUses,
  globalDocsUses,
  leanDocsRoutes,
  leanGlobalData,
  readSources,
  leanVersionDocs,
  splitVersionBySidebar,
} from '../index'

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

/** A docs plugin route tree: DocsRoot > DocVersionRoot > DocRoot > docs. */
function docsTree(
  docs: { path: string; sidebar?: string }[],
  docsSidebars: Record<string, unknown>
): RouteConfig {
  return {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        props: { version: { version: 'current', docsSidebars, docs: {} } },
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: docs.map((doc) => ({
              ...doc,
              component: '@theme/DocItem',
              exact: true,
            })),
          },
        ],
      },
    ],
  }
}

const sidebars = {
  guides: [{ type: 'link', href: '/guides/a', label: 'A' }],
  api: [{ type: 'link', href: '/api/b', label: 'B' }],
}

describe('splitVersionBySidebar', () => {
  it('gives each sidebar a version route at its prefix, with only that sidebar', () => {
    const tree = docsTree(
      [
        { path: '/api/b', sidebar: 'api' },
        { path: '/api/commands/c', sidebar: 'api' },
        { path: '/guides/a', sidebar: 'guides' },
        { path: '/guides/d/e', sidebar: 'guides' },
        { path: '/loose' },
      ],
      sidebars
    )
    const routes = splitVersionBySidebar(tree.routes![0]!)
    expect(routes.map((route) => route.path)).toEqual(['/guides', '/api', '/'])
    const props = routes.map(
      (route) => (route.props!.version as { docsSidebars: object }).docsSidebars
    )
    expect(props).toEqual([
      { guides: sidebars.guides },
      { api: sidebars.api },
      {},
    ])
    const pages = routes.map((route) =>
      route.routes![0]!.routes!.map((doc) => doc.path)
    )
    expect(pages).toEqual([
      ['/guides/a', '/guides/d/e'],
      ['/api/b', '/api/commands/c'],
      ['/loose'],
    ])
    // Each split keeps the DocRoot and the doc routes as they were.
    expect(routes[1]!.routes![0]!.component).toBe('@theme/DocRoot')
    expect(routes[1]!.routes![0]!.path).toBe('/api')
  })

  it.each([
    {
      when: 'a prefix would also hold another sidebar',
      docs: [
        { path: '/guides/a', sidebar: 'guides' },
        { path: '/guides/api/b', sidebar: 'api' },
        { path: '/guides/c', sidebar: 'guides' },
      ],
    },
    {
      when: 'a sidebar has no prefix below the root',
      docs: [
        { path: '/guides/a', sidebar: 'guides' },
        { path: '/api/b', sidebar: 'guides' },
      ],
    },
  ])('keeps the version whole when $when', ({ docs }) => {
    const version = docsTree(docs, sidebars).routes![0]!
    expect(splitVersionBySidebar(version)).toEqual([version])
  })

  it('works under a base URL', () => {
    const tree = docsTree(
      [
        { path: '/docs/api/b', sidebar: 'api' },
        { path: '/docs/api/c', sidebar: 'api' },
        { path: '/docs/guides/a', sidebar: 'guides' },
      ],
      sidebars
    )
    const version = { ...tree.routes![0]!, path: '/docs/' }
    // A sidebar of one doc gets that doc's path as its prefix.
    expect(splitVersionBySidebar(version).map((route) => route.path)).toEqual([
      '/docs/guides/a',
      '/docs/api',
      '/docs/',
    ])
  })
})

describe('leanDocsRoutes', () => {
  it('splits the version by sidebar and empties every docs map', () => {
    const tree = docsTree(
      [
        { path: '/api/b', sidebar: 'api' },
        { path: '/guides/a', sidebar: 'guides' },
      ],
      sidebars
    )
    const versionProps = tree.routes![0]!.props!.version as object
    tree.routes![0]!.props = {
      version: { ...versionProps, docs: { a: { id: 'a', title: 'A' } } },
    }
    const lean = leanDocsRoutes(tree)
    expect(lean.component).toBe('@theme/DocsRoot')
    expect(lean.routes).toHaveLength(3)
    for (const route of lean.routes!) {
      expect((route.props!.version as { docs: object }).docs).toEqual({})
    }
  })
})

describe('docCardUses', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-docs-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const content = (sidebars: object) =>
    ({ loadedVersions: [{ sidebars }] }) as unknown as LoadedContent

  it('passes a site that renders no doc cards', () => {
    writeFileSync(path.join(dir, 'plain.mdx'), '# Plain\n\nNo cards here.\n')
    const sidebars = {
      guides: [{ type: 'category', label: 'A', items: [{ type: 'doc' }] }],
    }
    expect(docCardUses(content(sidebars), readSources([dir]))).toEqual([])
  })

  it('names a category with a generated index', () => {
    const sidebars = {
      guides: [
        {
          type: 'category',
          label: 'Outer',
          items: [
            {
              type: 'category',
              label: 'Inner',
              link: { type: 'generated-index' },
              items: [],
            },
          ],
        },
      ],
    }
    expect(docCardUses(content(sidebars), [])).toEqual([
      'sidebar "guides", category "Inner": a generated index',
    ])
  })

  it('names a page or component that renders doc cards', () => {
    const nested = path.join(dir, 'nested')
    mkdirSync(nested, { recursive: true })
    const page = path.join(nested, 'cards.mdx')
    writeFileSync(
      page,
      "import DocCardList from '@theme/DocCardList'\n\n<DocCardList />\n"
    )
    const hook = path.join(dir, 'Hook.tsx')
    writeFileSync(hook, 'const doc = useDocById(id)\n')
    expect(docCardUses(content({}), readSources([dir])).sort()).toEqual(
      [`${hook}: renders doc cards`, `${page}: renders doc cards`].sort()
    )
  })

  it('finds nothing of the kind in this site', () => {
    const root = path.resolve(__dirname, '../../../..')
    expect(
      docCardUses(
        content({}),
        readSources([path.join(root, 'docs'), path.join(root, 'src')])
      )
    ).toEqual([])
  })
})

describe('leanGlobalData', () => {
  const data = {
    path: '/',
    versions: [
      {
        name: 'current',
        mainDocId: 'b',
        docs: [
          { id: 'a', path: '/a', sidebar: 'guides' },
          { id: 'b', path: '/b', sidebar: 'guides' },
        ],
        draftIds: [],
        sidebars: { guides: { link: { path: '/a', label: 'A' } } },
      },
    ],
  }

  it("keeps each version's main doc and everything else", () => {
    expect(leanGlobalData(data)).toEqual({
      ...data,
      versions: [
        {
          ...data.versions[0],
          docs: [{ id: 'b', path: '/b', sidebar: 'guides' }],
        },
      ],
    })
    expect(data.versions[0]!.docs).toHaveLength(2)
  })

  it('fails as upstream changed when the shape is not the one it knows', () => {
    expect(() => leanGlobalData({ path: '/' })).toThrow(
      /upstream changed: re-check src\/plugins\/lean-docs: .*without a `versions` list/
    )
    const noMain = {
      versions: [{ ...data.versions[0], mainDocId: 'gone' }],
    }
    expect(() => leanGlobalData(noMain)).toThrow(
      'no `docs` entry for its main doc "gone"'
    )
  })
})

describe('globalDocsUses', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-docs-global-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const content = (versions: object[]) =>
    ({ loadedVersions: versions }) as unknown as LoadedContent
  const current = { versionName: 'current', banner: null }

  it('passes one version without a banner and no lookups', () => {
    writeFileSync(path.join(dir, 'Plain.tsx'), 'useDocsVersion()\n')
    expect(globalDocsUses(content([current]), readSources([dir]))).toEqual([])
  })

  it('names a second version, a banner, and files that look docs up', () => {
    const hook = path.join(dir, 'Hook.tsx')
    writeFileSync(hook, 'const doc = useActiveDocContext(undefined)\n')
    const item = path.join(dir, 'Item.tsx')
    writeFileSync(
      item,
      "import DocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem'\n"
    )
    const old = { versionName: '14', banner: 'unmaintained' }
    expect(
      globalDocsUses(content([current, old]), readSources([dir])).sort()
    ).toEqual(
      [
        '2 docs versions: version items look docs up',
        'docs version "14": its unmaintained banner looks docs up',
        `${hook}: looks docs up in global data`,
        `${item}: looks docs up in global data`,
      ].sort()
    )
  })

  it('finds nothing of the kind in this site', () => {
    const root = path.resolve(__dirname, '../../../..')
    expect(
      globalDocsUses(
        content([current]),
        readSources([path.join(root, 'docs'), path.join(root, 'src')])
      )
    ).toEqual([])
  })
})
