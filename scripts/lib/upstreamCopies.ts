/**
 * Every file of the site that copies or stands in for a Docusaurus file,
 * with that file: the module patches of src/plugins/page-load/patches and
 * the theme components ejected from theme-classic. Read by the drift tests
 * (each fails with "upstream changed: re-check …" when the installed file
 * changes) and by `npm run copied-lines`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PATCHES } from '../../src/plugins/page-load/patches'

const root = fileURLToPath(new URL('../..', import.meta.url))
const require = createRequire(import.meta.url)

/** The installed theme-classic's TypeScript sources (the package ships them). */
export const THEME_SOURCES = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'src',
  'theme'
)

/**
 * The theme-classic files our theme components come from (paths below its
 * theme folder), each with its SHA-256 in Docusaurus 3.10.2:
 * - the components ejected into our theme folders ({@link ejectedPath}).
 *   Each copy changes a few lines (its header says which), except
 *   `NavbarItem/ComponentTypes`, written anew with the two types we use;
 * - the stylesheets those components import from theme-classic itself
 *   (`.css`): not copied, but the components use their class names.
 *
 * When the installed file's hash differs, carry the change over by hand (or
 * drop the ejection), then update the hash here.
 */
export const EJECTED: readonly [file: string, sha256: string][] = [
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
    'NavbarItem/ComponentTypes.tsx',
    'bca91aa806923bd6c308c26db8f0dd8ab1c73944f732c381afcd870881c150f5',
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

/**
 * Where an ejected component is (absolute): the code blocks' in the
 * code-highlight plugin's theme folder, the others in src/theme.
 */
export function ejectedPath(file: string): string {
  const folder = file.startsWith('CodeBlock/')
    ? 'src/plugins/code-highlight/theme'
    : 'src/theme'
  return path.join(root, folder, file)
}

/** One copied file: ours and the installed upstream file (absolute paths). */
export interface UpstreamCopy {
  file: string
  upstream: string
}

/**
 * The SHA-256 (hex) of a file, or `'missing'` when there is none: what the
 * drift tests compare with the hash a copy or replacement was written for.
 */
export function fileSha256(file: string): string {
  return existsSync(file)
    ? createHash('sha256').update(readFileSync(file)).digest('hex')
    : 'missing'
}

/** Whether an {@link EJECTED} entry is a stylesheet imported from the theme. */
export const isImportedStyles = (file: string): boolean => file.endsWith('.css')

/** Every copy, in the order of the README table. */
export function upstreamCopies(): UpstreamCopy[] {
  return [
    // The modules written anew (PATCHES' `original`) share few lines with
    // what they replace, and are counted too.
    ...PATCHES.filter((patch) => patch.original).map((patch) => ({
      file: patch.replacement,
      upstream: patch.original!,
    })),
    ...EJECTED.filter(([file]) => !isImportedStyles(file)).map(([file]) => ({
      file: ejectedPath(file),
      upstream: path.join(THEME_SOURCES, file),
    })),
  ]
}

/**
 * How many lines of `ours` are lines of `upstream`: non-blank lines,
 * compared trimmed, each upstream line matched at most once.
 */
export function copiedLines(ours: string, upstream: string): number {
  const available = new Map<string, number>()
  for (const line of upstream.split('\n')) {
    const key = line.trim()
    if (key) available.set(key, (available.get(key) ?? 0) + 1)
  }
  let copied = 0
  for (const line of ours.split('\n')) {
    const key = line.trim()
    const left = available.get(key) ?? 0
    if (key && left > 0) {
      copied += 1
      available.set(key, left - 1)
    }
  }
  return copied
}
