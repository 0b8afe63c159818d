import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileSha256 } from '../../../../../scripts/lib/upstreamCopies'
import { enabledPatches, isWithin, PATCHES } from '..'

const rewrites = PATCHES.filter((patch) => patch.original)

describe('theme-patches: modules written anew', () => {
  it('each has the hash of the module it stands in for', () => {
    expect(rewrites.length).toBeGreaterThan(0)
    for (const patch of rewrites)
      expect(patch.originalSha256).toMatch(/^[0-9a-f]{64}$/)
  })

  for (const patch of rewrites) {
    const name = path.basename(patch.replacement)
    it(`${name}: the installed module is the one it was written against`, () => {
      expect(
        fileSha256(patch.original!),
        `upstream changed: re-check ${name} against ${patch.original}`
      ).toBe(patch.originalSha256)
    })
  }
})

describe('theme-patches: matching', () => {
  const patch = (name: string) =>
    PATCHES.find((p) => path.basename(p.replacement) === name)!

  it('replaces a request only from the patched package', () => {
    const { request, from } = patch('useWindowSize.ts')
    expect(request.test('./hooks/useWindowSize')).toBe(true)
    expect(request.test('../hooks/useWindowSize.js')).toBe(true)
    expect(isWithin(path.join(from!, 'contexts'), from!)).toBe(true)
    expect(isWithin(path.join(from!, '..', 'src'), from!)).toBe(false)
    expect(isWithin(path.join(process.cwd(), 'src', 'theme'), from!)).toBe(
      false
    )
  })

  it('matches the import of each replaced module from its own package', () => {
    for (const { original, request } of rewrites) {
      expect(request.test(`./${path.basename(original!, '.js')}`)).toBe(true)
    }
  })
})

describe('theme-patches: which apply', () => {
  const names = (patches: readonly { replacement: string }[]) =>
    patches.map((patch) => path.basename(patch.replacement))

  it('leaves out a patch of a plugin the site does not use', () => {
    expect(names(enabledPatches([]))).not.toContain('deferredRegisterSw.ts')
    expect(names(enabledPatches(['@docusaurus/plugin-pwa'])).length).toBe(
      PATCHES.length
    )
    expect(
      names(enabledPatches([['@docusaurus/plugin-pwa', {}], () => ({})]))
    ).toContain('deferredRegisterSw.ts')
  })

  it('replaces the service worker client module by its absolute path only', () => {
    const { request, wraps } = PATCHES.find(
      (p) => path.basename(p.replacement) === 'deferredRegisterSw.ts'
    )!
    expect(request.test(wraps!)).toBe(true)
    expect(request.test('@page-load-upstream/deferredRegisterSw')).toBe(false)
  })
})
