import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The theme components ejected into src/theme, each with the SHA-256 of the
 * theme-classic source it was ejected from (Docusaurus 3.10.2). Our copies
 * change a few lines each (their headers say which); when the installed
 * theme's file no longer has that hash, its change must be carried over
 * by hand (or the ejection dropped), and the hash updated here.
 */
const EJECTED: [file: string, sha256: string][] = [
  [
    'CodeBlock/index.tsx',
    '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
  ],
  [
    'CodeBlock/Container/index.tsx',
    '2ece6830dbb5b8d6ef57d88086d6e1ab14671923c06b9d80d12b45bedff7be60',
  ],
  [
    'CodeBlock/Container/styles.module.css',
    '16d8fa7b71e6c0f6d7c0bed5bcdb62dbc8ed72a4967d23db1c4a311611b3e254',
  ],
  [
    'CodeBlock/Content/String.tsx',
    '76e8e89a5336d05d474fde11ea8c1f2a3ee43f5313fa34914b395614b93f3d53',
  ],
  [
    'CodeBlock/Content/index.tsx',
    'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
  ],
  [
    'CodeBlock/Content/styles.module.css',
    '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  ],
  [
    'CodeBlock/Line/index.tsx',
    '514e4884af8d1d36007622b6cd9c73d1832355857867d063c22cb7a65dcc51c7',
  ],
  [
    'CodeBlock/Line/styles.module.css',
    'ecac30a50af15f4a16453cbe05c13791b6c9d4368c673291a3389a0211aec7d6',
  ],
  [
    'Tabs/index.tsx',
    '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
  ],
  [
    'Tabs/styles.module.css',
    '8beb34df100a7916b71f23af7a88f8df7efdcb06c60beb49513e37dc9c1bd4eb',
  ],
  [
    'TabItem/index.tsx',
    'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
  ],
  [
    'TabItem/styles.module.css',
    'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
  ],
]

/** The installed theme-classic's sources (the package ships them). */
const THEME_SOURCES = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'src',
  'theme'
)

describe('ejected theme components against the installed theme', () => {
  for (const [file, sha256] of EJECTED) {
    it(file, () => {
      expect(existsSync(path.join('src', 'theme', file))).toBe(true)
      const upstream = path.join(THEME_SOURCES, file)
      const hash = existsSync(upstream)
        ? createHash('sha256').update(readFileSync(upstream)).digest('hex')
        : 'missing'
      expect(
        hash,
        `upstream changed: re-check src/theme/${file} against ` +
          `@docusaurus/theme-classic/src/theme/${file}`
      ).toBe(sha256)
    })
  }
})
