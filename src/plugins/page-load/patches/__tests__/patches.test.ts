import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isWithin, PATCHES } from '..'

/** A copy's changed lines: the installed module's line, then the copy's. */
const CHANGES: Record<string, [string, string][]> = {
  'useWindowSize.js': [
    [
      "import { useEffect, useState } from 'react';",
      "import { startTransition, useEffect, useState } from 'react';",
    ],
    [
      'setWindowSize(getWindowSize(desktopBreakpoint));',
      'startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));',
    ],
  ],
  'navbarSecondaryMenuContent.js': [
    [
      "import React, { useState, useContext, useEffect, } from 'react';",
      "import React, { startTransition, useState, useContext, useEffect, } from 'react';",
    ],
    ["from '../../utils/reactUtils';", "from './reactUtils';"],
    [
      'setContent({ component, props: memoizedProps });',
      'startTransition(() => setContent({ component, props: memoizedProps }));',
    ],
  ],
  'navbarSecondaryMenuDisplay.js': [
    [
      "import React, { useState, useContext, useEffect, useMemo, useCallback, } from 'react';",
      "import React, { startTransition, useState, useContext, useEffect, useMemo, useCallback, } from 'react';",
    ],
    ["from '../../utils/reactUtils';", "from './reactUtils';"],
    [
      "from '../navbarMobileSidebar';",
      "from '@docusaurus/theme-common/internal';",
    ],
    ["from './content';", "from './navbarSecondaryMenuContent';"],
    // Both effects that show the menu.
    ['setShown(true);', 'startTransition(() => setShown(true));'],
    ['setShown(true);', 'startTransition(() => setShown(true));'],
  ],
}

/** The module's code: its first `//` comment lines and source map left out. */
const code = (text: string) =>
  text
    .replace(/^(\/\/.*\n)+/, '')
    .replace(/\n\/\/# sourceMappingURL=.*$/, '')
    .trimEnd()

const copies = PATCHES.filter((patch) => patch.original)

describe('theme-patches: copies', () => {
  it('has the changed lines of every copy', () => {
    expect(copies.map((patch) => path.basename(patch.replacement))).toEqual(
      Object.keys(CHANGES)
    )
  })

  for (const patch of copies) {
    const name = path.basename(patch.replacement)
    const original = readFileSync(patch.original!, 'utf8')
    const replacement = readFileSync(patch.replacement, 'utf8')
    const changes = CHANGES[name] ?? []

    it(`${name}: still needed, the installed module has the lines`, () => {
      for (const [before] of changes) {
        expect(
          original,
          `upstream changed: re-check ${name} against ${patch.original}`
        ).toContain(before)
      }
    })

    it(`${name}: differs from the installed module in those lines only`, () => {
      let restored = code(replacement)
      for (const [before, after] of changes) {
        expect(restored).toContain(after)
        restored = restored.replace(after, before)
      }
      expect(
        restored,
        `upstream changed: re-check ${name} against ${patch.original}`
      ).toBe(code(original))
    })
  }
})

describe('theme-patches: matching', () => {
  const patch = (name: string) =>
    PATCHES.find((p) => path.basename(p.replacement) === name)!

  it('replaces a request only from the patched package', () => {
    const { request, from } = patch('useWindowSize.js')
    expect(request.test('./hooks/useWindowSize')).toBe(true)
    expect(request.test('../hooks/useWindowSize.js')).toBe(true)
    expect(isWithin(path.join(from!, 'contexts'), from!)).toBe(true)
    expect(isWithin(path.join(from!, '..', 'src'), from!)).toBe(false)
    expect(isWithin(path.join(process.cwd(), 'src', 'theme'), from!)).toBe(
      false
    )
  })

  it('matches the import of each copied module from its own package', () => {
    for (const { original, request } of copies) {
      expect(request.test(`./${path.basename(original!, '.js')}`)).toBe(true)
    }
  })
})
