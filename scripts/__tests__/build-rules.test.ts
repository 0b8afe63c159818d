// Bad input fails the build with a message that names it. Each case copies
// the site (or the small fixture site of the browser tests) to a temporary
// folder, breaks one thing and runs a real build.
import { spawnSync } from 'node:child_process'
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

function build(
  dir: string,
  extraArgs: string[] = []
): { status: number | null; output: string } {
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', dir, '--out-dir', join(dir, 'build'), ...extraArgs],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true' } }
  )
  return { status: result.status, output: result.stdout + result.stderr }
}

/** Builds a fixture copy in its default locale only (faster). */
const buildFixture = (dir: string) => build(dir, ['--locale', 'en'])

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('the build refuses bad input', { timeout: 180_000 }, () => {
  it('an unknown navbar item type', () => {
    const dir = copySite()
    edit(
      dir,
      'src/config/navbar.ts',
      "    { to: '/plugins/', label: 'Plugins', position: 'left' },",
      "    { to: '/plugins/', label: 'Plugins', position: 'left' },\n    { type: 'no-such-type', label: 'X' } as never,"
    )
    const { status, output } = build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain('Bad navbar item type no-such-type')
  })

  it('a sidebar entry for a doc that does not exist', () => {
    const dir = copySite()
    edit(
      dir,
      'sidebars.ts',
      "'guides/overview/key-differences'",
      "'guides/overview/key-differences', 'guides/overview/no-such-doc'"
    )
    const { status, output } = build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain('These sidebar document ids do not exist')
    expect(output).toContain('guides/overview/no-such-doc')
  })

  it('a plugin entry with a bad URL', () => {
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
    const { status, output } = build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain(
      'src/data/plugins.ts: plugin "cypress-broken-link": field "link" is not a URL: not a url'
    )
  })
})

describe('the build rules of the fixture site', { timeout: 120_000 }, () => {
  it('a broken link fails the build', () => {
    const dir = copyFixture()
    edit(
      dir,
      'docs/intro.md',
      '## Short section',
      'See [a page](/docs/gone).\n\n## Short section'
    )
    const { status, output } = buildFixture(dir)
    expect(status).not.toBe(0)
    expect(output).toMatch(
      /Broken link on source page path = \/docs\/next\/intro/
    )
    expect(output).toContain('/docs/gone')
  })

  it('a broken anchor fails the build', () => {
    const dir = copyFixture()
    edit(
      dir,
      'docs/intro.md',
      '## Short section',
      'See [a section](./guide.md#no-such-section).\n\n## Short section'
    )
    const { status, output } = buildFixture(dir)
    expect(status).not.toBe(0)
    expect(output).toContain('Broken anchor')
    expect(output).toContain('#no-such-section')
  })

  it('a broken Markdown link fails the build', () => {
    const dir = copyFixture()
    edit(
      dir,
      'docs/intro.md',
      '## Short section',
      'See [a file](./missing.md).\n\n## Short section'
    )
    const { status, output } = buildFixture(dir)
    expect(status).not.toBe(0)
    expect(output).toMatch(
      /Markdown link with URL `\.\/missing\.md`.*couldn't be resolved/s
    )
  })

  it('a doc in no sidebar fails the build, unless it is a draft', () => {
    const dir = copyFixture()
    const orphan = '---\ntitle: Orphan\n---\n\nA page no sidebar lists.\n'
    writeFileSync(join(dir, 'docs', 'orphan.md'), orphan)
    const failed = buildFixture(dir)
    expect(failed.status).not.toBe(0)
    expect(failed.output).toContain('These docs are in no sidebar')
    expect(failed.output).toContain('orphan (docs/orphan.md)')

    writeFileSync(
      join(dir, 'docs', 'orphan.md'),
      orphan.replace('---\n\n', 'draft: true\n---\n\n')
    )
    const passed = buildFixture(dir)
    expect(passed.output).not.toContain('These docs are in no sidebar')
    expect(passed.status).toBe(0)
    expect(
      existsSync(join(dir, 'build', 'docs', 'next', 'orphan', 'index.html'))
    ).toBe(false)
  })

  it('a navbar link to a sidebar with nothing to link to fails the build', () => {
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
    const { status, output } = buildFixture(dir)
    expect(status).not.toBe(0)
    expect(output).toMatch(
      /Sidebar with ID "?'?empty'?"? doesn't have anything to be linked to/
    )
  })

  it('a duplicate route warns and still builds', () => {
    const dir = copyFixture()
    writeFileSync(
      join(dir, 'src', 'pages', 'crash.md'),
      '# Another crash page\n\nThis page takes the route of crash.tsx.\n'
    )
    const { status, output } = buildFixture(dir)
    expect(output).toContain('Duplicate routes found')
    expect(output).toContain('/crash')
    expect(status).toBe(0)
  })
})
