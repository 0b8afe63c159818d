// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const helper = vi.fn((url: string) => Promise.resolve(void url))
vi.mock('@docusaurus/core/lib/client/prefetch', () => ({ default: helper }))

const { default: dedupedPrefetch } = await import('../dedupedPrefetch')

describe('dedupedPrefetch', () => {
  beforeEach(() => {
    helper.mockClear()
    vi.restoreAllMocks()
  })

  it('prefetches a file once, however often it is asked for', async () => {
    await dedupedPrefetch('/assets/js/first.js')
    await dedupedPrefetch('/assets/js/first.js')
    await dedupedPrefetch(`${window.location.origin}/assets/js/first.js`)
    expect(helper).toHaveBeenCalledTimes(1)
    expect(helper).toHaveBeenCalledWith('/assets/js/first.js')
  })

  it('skips a file the page has already loaded', async () => {
    const loaded = `${window.location.origin}/assets/js/loaded.js`
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === loaded ? [{ name } as PerformanceEntry] : []
    )
    await dedupedPrefetch('/assets/js/loaded.js')
    await dedupedPrefetch('/assets/js/other.js')
    expect(helper.mock.calls).toEqual([['/assets/js/other.js']])
  })

  it('is still needed: core prefetches through that helper', () => {
    const require = createRequire(import.meta.url)
    const core = readFileSync(
      require.resolve('@docusaurus/core/lib/client/docusaurus.js'),
      'utf8'
    )
    expect(core).toContain("import prefetchHelper from './prefetch';")
  })
})
