import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// The real factory needs Docusaurus's generated files; each test passes
// its own.
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: () => {
    throw new Error('the real ComponentCreator is not used in these tests')
  },
}))

const { default: LazyComponentCreator } =
  await import('../lazyComponentCreator')

/** A stand-in for the real factory, counting its calls. */
function fakeCreator() {
  const calls: [string, string][] = []
  const preload = vi.fn(() => Promise.resolve('loaded'))
  const create = (path: string, hash: string) => {
    calls.push([path, hash])
    const Loadable = (props: { label?: string }) => (
      <p>
        {path} {props.label}
      </p>
    )
    Loadable.preload = preload
    return Loadable as never
  }
  return { calls, preload, create }
}

describe('LazyComponentCreator', () => {
  it('does not build the route component until the route is used', () => {
    const { calls, create } = fakeCreator()
    LazyComponentCreator('/api/commands/get', 'a1b', create)
    expect(calls).toEqual([])
  })

  it('builds it once on preload and resolves with its loading', async () => {
    const { calls, preload, create } = fakeCreator()
    const Route = LazyComponentCreator('/api/commands/get', 'a1b', create)
    await expect(Route.preload()).resolves.toBe('loaded')
    await Route.preload()
    expect(calls).toEqual([['/api/commands/get', 'a1b']])
    expect(preload).toHaveBeenCalledTimes(2)
  })

  it('renders the real component with the same props', () => {
    const { calls, create } = fakeCreator()
    const Route = LazyComponentCreator('/faq', 'c3d', create)
    const html = renderToStaticMarkup(<Route {...{ label: 'FAQ' }} />)
    expect(html).toBe('<p>/faq FAQ</p>')
    renderToStaticMarkup(<Route />)
    expect(calls).toHaveLength(1)
  })

  it('is still needed: the route table imports the factory by that name', () => {
    const require = createRequire(import.meta.url)
    const codegen = readFileSync(
      require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
      'utf8'
    )
    expect(codegen).toContain(
      "import ComponentCreator from '@docusaurus/ComponentCreator';"
    )
  })
})
