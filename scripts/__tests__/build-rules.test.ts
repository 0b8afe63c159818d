// Bad input fails the build with a message that names it. Each case copies
// the site (or the small fixture site of the browser tests) to a temporary
// folder, breaks one thing and runs a real build. The cases run two at a
// time (one build per core), and cases whose builds pass share one build.
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const copies: string[] = []

/** Copies the site's sources into a temporary folder sharing node_modules. */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-build-rule-'))
  copies.push(dir)
  for (const entry of [
    'docs',
    'src',
    'static',
    'docusaurus.config.ts',
    'sidebars.ts',
    'package.json',
    'tsconfig.json',
    '.prettierrc.json',
  ]) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Replaces `from` with `to` in a file of the copy; fails if `from` is absent. */
function edit(dir: string, file: string, from: string, to: string): void {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  expect(text, `${file} should contain ${from}`).toContain(from)
  writeFileSync(path, text.replace(from, to))
}

/**
 * Copies the fixture site (e2e/fixture-site) beside itself, so its relative
 * imports of the real site's config and plugins still resolve.
 */
function copyFixture(): string {
  const dir = mkdtempSync(join(root, 'e2e', 'fixture-copy-'))
  copies.push(dir)
  cpSync(join(root, 'e2e', 'fixture-site'), dir, {
    recursive: true,
    filter: (source) => !/[\\/](build|\.docusaurus)$/.test(source),
  })
  return dir
}

/** How many builds run at once: one per core of the 2-core CI machine. */
const BUILDS_AT_ONCE = 2
let running = 0
const waiting: (() => void)[] = []

/**
 * Runs `docusaurus build` on `dir` (into `dir/build`), at most
 * {@link BUILDS_AT_ONCE} at a time; resolves with its exit status and
 * output.
 */
async function build(
  dir: string,
  extraArgs: string[] = []
): Promise<{ status: number | null; output: string }> {
  if (running >= BUILDS_AT_ONCE) {
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running += 1
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(
        'npx',
        [
          'docusaurus',
          'build',
          dir,
          '--out-dir',
          join(dir, 'build'),
          ...extraArgs,
        ],
        {
          cwd: root,
          // A one-off build of a copy: writing rspack's persistent cache
          // would only cost time, and two builds would share its folder.
          env: {
            ...process.env,
            CI: 'true',
            DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
          },
        }
      )
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk))
      child.on('error', reject)
      child.on('close', (status) => resolve({ status, output }))
    })
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

/** A doc that no sidebar lists. */
const ORPHAN = '---\ntitle: Orphan\n---\n\nA page no sidebar lists.\n'

/** Builds a fixture copy in its default locale only (faster). */
const buildFixture = (dir: string) => build(dir, ['--locale', 'en'])

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe.concurrent('the build refuses bad input', { timeout: 300_000 }, () => {
  it('an unknown navbar item type', async () => {
    const dir = copySite()
    edit(
      dir,
      'src/config/navbar.ts',
      "    { to: '/plugins/', label: 'Plugins', position: 'left' },",
      "    { to: '/plugins/', label: 'Plugins', position: 'left' },\n    { type: 'no-such-type', label: 'X' } as never,"
    )
    const { status, output } = await build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain('Bad navbar item type no-such-type')
  })

  it('a sidebar entry for a doc that does not exist', async () => {
    const dir = copySite()
    edit(
      dir,
      'sidebars.ts',
      "'guides/overview/key-differences'",
      "'guides/overview/key-differences', 'guides/overview/no-such-doc'"
    )
    const { status, output } = await build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain('These sidebar document ids do not exist')
    expect(output).toContain('guides/overview/no-such-doc')
  })

  it('a plugin entry with a bad URL', async () => {
    const dir = copySite()
    edit(
      dir,
      'src/data/plugins.ts',
      'const entries: Plugin[] = [',
      `const entries: Plugin[] = [
  {
    name: 'cypress-broken-link',
    description: 'An entry with a link that is not a URL.',
    link: 'not a url',
    badge: 'community',
    keywords: ['broken'],
    category: 'Custom commands',
  },`
    )
    const { status, output } = await build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain(
      'src/data/plugins.ts: plugin "cypress-broken-link": field "link" is not a URL: not a url'
    )
  })
})

describe.concurrent(
  'the build rules of the fixture site',
  { timeout: 300_000 },
  () => {
    it('a broken link fails the build', async () => {
      const dir = copyFixture()
      edit(
        dir,
        'docs/intro.md',
        '## Short section',
        'See [a page](/docs/gone).\n\n## Short section'
      )
      const { status, output } = await buildFixture(dir)
      expect(status).not.toBe(0)
      expect(output).toMatch(
        /Broken link on source page path = \/docs\/next\/intro/
      )
      expect(output).toContain('/docs/gone')
    })

    it('a broken anchor fails the build', async () => {
      const dir = copyFixture()
      edit(
        dir,
        'docs/intro.md',
        '## Short section',
        'See [a section](./guide.md#no-such-section).\n\n## Short section'
      )
      const { status, output } = await buildFixture(dir)
      expect(status).not.toBe(0)
      expect(output).toContain('Broken anchor')
      expect(output).toContain('#no-such-section')
    })

    it('a broken Markdown link fails the build', async () => {
      const dir = copyFixture()
      edit(
        dir,
        'docs/intro.md',
        '## Short section',
        'See [a file](./missing.md).\n\n## Short section'
      )
      const { status, output } = await buildFixture(dir)
      expect(status).not.toBe(0)
      expect(output).toMatch(
        /Markdown link with URL `\.\/missing\.md`.*couldn't be resolved/s
      )
    })

    it('a doc in no sidebar fails the build', async () => {
      const dir = copyFixture()
      writeFileSync(join(dir, 'docs', 'orphan.md'), ORPHAN)
      const { status, output } = await buildFixture(dir)
      expect(status).not.toBe(0)
      expect(output).toContain('These docs are in no sidebar')
      expect(output).toContain('orphan (docs/orphan.md)')
    })

    it('a navbar link to a sidebar with nothing to link to fails the build', async () => {
      const dir = copyFixture()
      edit(
        dir,
        'sidebars.ts',
        "tutorial: ['intro', 'guide'],",
        "tutorial: ['intro', 'guide'],\n  empty: [],"
      )
      edit(
        dir,
        'docusaurus.config.ts',
        "        { type: 'docsVersion',",
        "        { type: 'docSidebar', sidebarId: 'empty', label: 'Empty' },\n        { type: 'docsVersion',"
      )
      const { status, output } = await buildFixture(dir)
      expect(status).not.toBe(0)
      expect(output).toMatch(
        /Sidebar with ID "?'?empty'?"? doesn't have anything to be linked to/
      )
    })

    // Both pass, so one build shows both.
    it('a draft in no sidebar builds, without its page; a duplicate route warns and still builds', async () => {
      const dir = copyFixture()
      writeFileSync(
        join(dir, 'docs', 'orphan.md'),
        ORPHAN.replace('---\n\n', 'draft: true\n---\n\n')
      )
      writeFileSync(
        join(dir, 'src', 'pages', 'crash.md'),
        '# Another crash page\n\nThis page takes the route of crash.tsx.\n'
      )
      const { status, output } = await buildFixture(dir)
      expect(output).not.toContain('These docs are in no sidebar')
      expect(output).toContain('Duplicate routes found')
      expect(output).toContain('/crash')
      expect(status).toBe(0)
      expect(
        existsSync(join(dir, 'build', 'docs', 'next', 'orphan', 'index.html'))
      ).toBe(false)
    })
  }
)
