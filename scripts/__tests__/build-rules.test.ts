// Bad input fails the build with a message that names it. Each case copies
// the site to a temporary folder, breaks one thing and runs a real build.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
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

function build(dir: string): { status: number | null; output: string } {
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', '--out-dir', join(dir, 'build')],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } }
  )
  return { status: result.status, output: result.stdout + result.stderr }
}

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
