import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  EJECTED,
  fileSha256,
  ejectedPath,
  isImportedStyles,
  THEME_SOURCES,
} from '../../../scripts/lib/upstreamCopies'

describe('ejected theme components against the installed theme', () => {
  for (const [file, sha256] of EJECTED) {
    it(file, () => {
      const ours = isImportedStyles(file)
        ? 'the components that import it'
        : ejectedPath(file)
      if (!isImportedStyles(file)) expect(existsSync(ours)).toBe(true)
      const upstream = path.join(THEME_SOURCES, file)
      expect(
        fileSha256(upstream),
        `upstream changed: re-check ${ours} against ` +
          `@docusaurus/theme-classic/src/theme/${file} (scripts/lib/upstreamCopies.ts)`
      ).toBe(sha256)
    })
  }
})
