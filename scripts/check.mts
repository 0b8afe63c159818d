/**
 * `npm run check [-- --base <ref>]`: the quick check for writers, before
 * `npm test`. No build, no browser. It looks at the files a change touched
 * (against HEAD: staged, unstaged and new files; or against `--base`, e.g.
 * `main`, for a whole branch) and runs:
 * - Prettier and ESLint on those files;
 * - the type check of the project;
 * - the page gates (`check:pages`, site-wide: links between pages need it);
 * - the example gates (`check:examples`) on the MDX files touched;
 * - the unit tests that import a touched file (`vitest related`).
 * Stages run side by side in pairs and print their wall times at the end.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './lib/content'
import {
  formatTable,
  npmStage,
  runPlan,
  type Stage,
  type Step,
} from './stages.mts'

/** Files Prettier formats in this repository. */
const PRETTIER = /\.(tsx?|mts|cts|jsx?|mjs|cjs|json|md|mdx|css|ya?ml)$/
/** Files ESLint lints. */
const ESLINT = /\.(tsx?|mts|jsx?|mjs|cjs)$/

/** Paths of the files changed against `base` (HEAD when null), that exist. */
export function changedFiles(base: string | null): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
  const files = new Set([
    ...git('diff', '--name-only', base ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ])
  return [...files].filter((file) => existsSync(join(repoRoot, file))).sort()
}

/** The plan of `npm run check` for `files`. */
export function checkPlan(files: readonly string[]): Step[] {
  const npx = (name: string, ...command: string[]): Stage => ({
    name,
    command: ['npx', ...command],
  })
  const pretty = files.filter((file) => PRETTIER.test(file))
  const linted = files.filter((file) => ESLINT.test(file))
  // Partials too: lint leaves their code blocks to check:examples.
  const pages = files.filter((file) =>
    /^(docs|src\/pages)\/.*\.mdx$/.test(file)
  )
  const code = files.filter((file) => /\.(tsx?|mts|jsx?|mjs|cjs)$/.test(file))
  const lint: Stage[] = [
    ...(pretty.length > 0
      ? [
          npx(
            'prettier',
            'prettier',
            '--check',
            '--ignore-unknown',
            '--plugin',
            './scripts/prettier-lint-mdx.mjs',
            ...pretty
          ),
        ]
      : []),
    ...(linted.length > 0 ? [npx('eslint', 'eslint', ...linted)] : []),
  ]
  return [
    { parallel: [...lint, npmStage('typecheck')] },
    {
      parallel: [
        npmStage('check:pages'),
        ...(pages.length > 0
          ? [
              npx(
                'check:examples',
                'tsx',
                'scripts/check-examples.ts',
                ...pages
              ),
            ]
          : []),
      ],
    },
    ...(code.length > 0
      ? [
          npx(
            'unit tests',
            'vitest',
            'related',
            '--run',
            '--passWithNoTests',
            ...code
          ),
        ]
      : []),
  ]
}

async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--base')
  const base = at >= 0 ? (args[at + 1] ?? null) : null
  const files = changedFiles(base)
  if (files.length === 0) {
    console.log(`check: no files changed against ${base ?? 'HEAD'}`)
    return 0
  }
  console.log(
    `check: ${files.length} changed file(s) against ${base ?? 'HEAD'}`
  )
  const started = performance.now()
  const results = await runPlan(checkPlan(files), undefined, {
    keepGoing: true,
  })
  const total = (performance.now() - started) / 1000
  console.log(`\ncheck:\n${formatTable(results, total)}`)
  return results.every((r) => r.ok) ? 0 : 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`check: ${(error as Error).stack}`)
      process.exit(1)
    }
  )
}
