/**
 * Converters for `@docusaurus/remark-plugin-npm2yarn`: a shell block marked
 * `npm2yarn` is written once with npm and shown in npm, yarn and pnpm tabs.
 *
 * npm-to-yarn turns `npx cypress open` into `yarn dlx cypress open`, which
 * downloads a fresh copy instead of running the project's own Cypress, and
 * keeps npm's `--` before script arguments, which pnpm passes on to the
 * script. So two forms are rewritten here:
 * - `npx bin args` → `yarn bin args` and `pnpm exec bin args`;
 * - `npm run script -- args` → `yarn script args` and `pnpm script args`.
 * Every other line goes through npm-to-yarn.
 */
import npmToYarn from 'npm-to-yarn'

type PackageManager = 'yarn' | 'pnpm'

/** Converts one npm shell snippet, line by line, for `manager`. */
export function convertNpmCommand(
  code: string,
  manager: PackageManager
): string {
  return code
    .split('\n')
    .map((line) => {
      if (line.startsWith('npx ')) {
        const rest = line.slice('npx '.length)
        return manager === 'pnpm' ? `pnpm exec ${rest}` : `yarn ${rest}`
      }
      const script = /^npm run (\S+)(?: -- (.*))?$/.exec(line)
      if (script) {
        return [manager, script[1], script[2]].filter(Boolean).join(' ')
      }
      return npmToYarn(line, manager)
    })
    .join('\n')
}

/** The `converters` option of the npm2yarn plugin: yarn and pnpm tabs. */
export const packageManagerConverters: [string, (code: string) => string][] = [
  ['yarn', (code) => convertNpmCommand(code, 'yarn')],
  ['pnpm', (code) => convertNpmCommand(code, 'pnpm')],
]
