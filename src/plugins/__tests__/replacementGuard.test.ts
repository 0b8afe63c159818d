import { describe, expect, it } from 'vitest'
import { replacementGuard, unapplied } from '../replacementGuard'
import { PATCHES } from '../page-load/patches'

describe('unapplied', () => {
  const replacements = PATCHES.map((patch) => patch.replacement)

  it('passes when every replacement, and no replaced module, is bundled', () => {
    expect(unapplied(new Set(replacements), PATCHES)).toEqual([])
  })

  it('names a replacement whose request matched no import', () => {
    const missing = PATCHES.find((patch) =>
      patch.replacement.endsWith('useWindowSize.ts')
    )!
    const files = new Set(replacements.filter((f) => f !== missing.replacement))
    expect(unapplied(files, PATCHES)).toEqual([
      `useWindowSize.ts is not in the bundle: ${missing.request} matched no import`,
    ])
  })

  it('names a replaced module that is still bundled', () => {
    const copy = PATCHES.find((patch) => patch.original)!
    const files = new Set([...replacements, copy.original!])
    expect(unapplied(files, PATCHES)).toEqual([
      `${copy.replacement.split('/').pop()}: the module it replaces is still in the bundle (${copy.original})`,
    ])
  })
})

describe('replacementGuard', () => {
  /** Runs the guard's recorder as rspack would, with `files` compiled. */
  function compiled(
    guard: ReturnType<typeof replacementGuard>,
    files: string[]
  ) {
    guard.recorder.apply({
      hooks: {
        done: {
          tap: (_name, fn) => fn({ compilation: { fileDependencies: files } }),
        },
      },
    })
  }
  const replacement = {
    request: /^\.\/thing$/,
    replacement: '/site/src/thing.js',
    original: '/lib/thing.js',
  }

  it('passes a build where the replacement applied', () => {
    const guard = replacementGuard('src/plugins/x')
    compiled(guard, ['/site/src/thing.js', '/lib/other.js'])
    expect(() => guard.check([replacement])).not.toThrow()
  })

  it('fails a build where it did not, naming where to look', () => {
    const guard = replacementGuard('src/plugins/x')
    compiled(guard, ['/lib/thing.js'])
    expect(() => guard.check([replacement])).toThrow(
      'upstream changed: re-check src/plugins/x:\n- thing.js is not in the bundle'
    )
  })

  it('fails when no compilation was recorded', () => {
    expect(() =>
      replacementGuard('src/plugins/x').check([replacement])
    ).toThrow('the client compilation reported no files to check')
  })
})
