import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as tslib from 'tslib'
import { describe, expect, it } from 'vitest'
import * as slim from '../tslibImportDefault'

/** The installed utils-common's compiled files. */
const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common'))

/** The tslib helpers the compiled files of utils-common call. */
function helpersCalled(): Set<string> {
  const files = readdirSync(utilsCommonLib, {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(utilsCommonLib, file), 'utf8'))
  const uses = new Set<string>()
  for (const source of files) {
    const binding = /(\w+)\s*=\s*require\(["']tslib["']\)/.exec(source)?.[1]
    if (!binding) continue
    for (const [, helper] of source.matchAll(
      new RegExp(`\\b${binding}\\.(\\w+)`, 'g')
    )) {
      uses.add(helper!)
    }
  }
  return uses
}

describe('tslibImportDefault: the tslib that utils-common gets', () => {
  it('has every helper utils-common calls', () => {
    const called = helpersCalled()
    expect(called.size, 'utils-common calls a tslib helper').toBeGreaterThan(0)
    for (const helper of called) {
      expect(
        Object.keys(slim),
        `upstream changed: re-check src/plugins/page-load/patches/tslibImportDefault.ts: ` +
          `@docusaurus/utils-common now calls tslib's ${helper}`
      ).toContain(helper)
    }
  })

  it('gives what tslib gives', () => {
    const esModule = { __esModule: true, default: 1 }
    const fn = () => 2
    for (const mod of [esModule, { default: 3 }, fn, null, undefined, 'x']) {
      expect(slim.__importDefault(mod)).toEqual(tslib.__importDefault(mod))
    }
    expect(slim.__importDefault(esModule)).toBe(esModule)
  })
})
