import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import leanManifestPlugin, { CHUNK_FILENAME, REGISTRY } from '..'
import { leanRegistry } from '../registryLoader.cjs'

/** A registry entry as Docusaurus 3.10's codegen writes it. */
const entry = (chunk: string, module: string, last = false) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],${last ? '};' : ''}`

describe('registryLoader: leanRegistry', () => {
  it('replaces the module path of every entry with 0, and nothing else', () => {
    const source = [
      'export default {',
      entry('0048f170', '@site/docs/api/commands/and.mdx'),
      entry('17896441', '@theme/DocItem', true),
      '',
    ].join('\n')
    expect(leanRegistry(source)).toBe(
      [
        'export default {',
        '  "0048f170": [() => import(/* webpackChunkName: "0048f170" */ "@site/docs/api/commands/and.mdx"), 0, require.resolveWeak("@site/docs/api/commands/and.mdx")],',
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],};',
        '',
      ].join('\n')
    )
  })

  it('fails as upstream changed on an entry of another shape', () => {
    const other =
      '  "0048f170": [() => import("@site/a.mdx"), "@site/a.mdx", 12],'
    expect(() =>
      leanRegistry(['export default {', other, '};'].join('\n'))
    ).toThrow(/upstream changed: .*not of the shape it rewrites:\n.*a\.mdx/)
  })

  it('fails as upstream changed on a registry with no entry', () => {
    expect(() => leanRegistry('export default {};\n')).toThrow(
      'the route registry has no entry it recognises'
    )
  })

  it('writes each entry as the installed codegen does', () => {
    // The template the loader's pattern was written against.
    const codegen = readFileSync(
      path.join(
        path.dirname(require.resolve('@docusaurus/core/package.json')),
        'lib/server/codegen/codegenRoutes.js'
      ),
      'utf8'
    )
    expect(
      codegen,
      'upstream changed: re-check src/plugins/page-load/lean-manifest/registryLoader.cjs'
    ).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`'
    )
  })
})

describe('lean-manifest plugin', () => {
  const plugin = leanManifestPlugin()
  const configure = (isServer: boolean, mode: string) =>
    plugin.configureWebpack!(
      { mode, cache: false } as never,
      isServer,
      {} as never,
      {} as never
    )

  it('changes the production client build only', () => {
    expect(configure(true, 'production')).toEqual({})
    expect(configure(false, 'development')).toEqual({})
    expect(configure(false, 'production')).toEqual({
      output: { chunkFilename: CHUNK_FILENAME },
      module: {
        rules: [
          {
            test: REGISTRY,
            use: [{ loader: require.resolve('../registryLoader.cjs') }],
          },
        ],
      },
    })
  })

  it('matches the generated registry and no other module', () => {
    expect(REGISTRY.test('/site/.docusaurus/registry.js')).toBe(true)
    expect(REGISTRY.test('/site/.docusaurus/routes.js')).toBe(false)
    expect(REGISTRY.test('/site/src/registry.js')).toBe(false)
  })
})
