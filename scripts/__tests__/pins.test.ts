// Docusaurus is pinned: the page-load layer (src/plugins/page-load/patches,
// staged-entry, lean-docs, the ejected components in src/theme, the page
// template) depends on its internals, so an upgrade is a deliberate change
// made with those tests, never a side effect of refreshing the lockfile.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const manifest = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8')
) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const declared = { ...manifest.dependencies, ...manifest.devDependencies }

/** The version of an installed package (read directly: not all export it). */
const installed = (name: string): string =>
  (
    JSON.parse(
      readFileSync(
        path.join(root, 'node_modules', name, 'package.json'),
        'utf8'
      )
    ) as { version: string }
  ).version

/** The site's own source files that the build reads. */
function siteSources(): string[] {
  const src = readdirSync(path.join(root, 'src'), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => /\.(mdx?|[cm]?[jt]sx?)$/.test(file))
    .map((file) => path.join(root, 'src', file))
  return [...src, path.join(root, 'docusaurus.config.ts')]
}

describe('Docusaurus pins', () => {
  const docusaurus = Object.entries(declared).filter(([name]) =>
    name.startsWith('@docusaurus/')
  )

  it('pins every @docusaurus package to one exact version', () => {
    const version = installed('@docusaurus/core')
    expect(docusaurus.length).toBeGreaterThan(0)
    for (const [name, range] of docusaurus) {
      expect(range, `${name} in package.json`).toBe(version)
      expect(installed(name), `${name} installed`).toBe(version)
    }
  })

  it('declares every @docusaurus package the site imports', () => {
    const imported = new Set(
      siteSources().flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /['"](@docusaurus\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/g
          ),
        ].map((match) => match[1]!)
      )
    )
    // Client aliases (`@docusaurus/router`, `@docusaurus/Link`, …) are
    // Docusaurus's own modules, not packages.
    const packages = [...imported].filter((name) =>
      existsSync(path.join(root, 'node_modules', name, 'package.json'))
    )
    expect(packages.length).toBeGreaterThan(3)
    expect(packages.filter((name) => !(name in declared))).toEqual([])
  })
})

/**
 * Packages whose internals the repo's tooling reads, each with the file that
 * does: pinned like Docusaurus, so that an upgrade is made with that file's
 * tests (e2e/sweep/axe.spec.ts; scripts/__tests__/prettier-lint-mdx.test.ts).
 */
const INTERNALS_READ: Record<string, string> = {
  'axe-core': 'e2e/sweep/axe.ts (axe._audit: the rules it narrows)',
  prettier: 'scripts/prettier-lint-mdx.mjs (the mdx parser and printer)',
}

describe('pins of packages whose internals are read', () => {
  it.each(Object.entries(INTERNALS_READ))(
    '%s is pinned to the installed version (%s)',
    (name) => {
      expect(declared[name], `${name} in package.json`).toBe(installed(name))
    }
  )
})
