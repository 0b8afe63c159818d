#!/usr/bin/env node
// Finds a program that comes from a Debian package (Chromium, Java, nginx,
// wrk), installing the package with apt-get when it is missing and we run as
// root on Debian; otherwise stops with one line saying how to install it.
// CommonJS so that Playwright's config loader and ESM scripts can both load it.
// Run directly: `node scripts/debian.cjs <program> <package> [<package>…]`
// prints the program's path.
const { execFileSync } = require('node:child_process')
const { existsSync } = require('node:fs')

/**
 * The first existing path among `candidates`, or, when none exists, the
 * program found on PATH; `null` when neither.
 * @param {string} program the executable's name, e.g. "nginx"
 * @param {string[]} candidates absolute paths to try first
 * @returns {string | null}
 */
function findProgram(program, candidates = []) {
  for (const path of candidates) if (existsSync(path)) return path
  try {
    const found = execFileSync('sh', ['-c', `command -v ${program}`], {
      encoding: 'utf8',
    }).trim()
    return found || null
  } catch {
    return null
  }
}

/**
 * Returns the path of `program`, installing the Debian `packages` that
 * provide it when it is missing and `install` is true (root on Debian only).
 * Throws an Error with an install hint when it cannot be had.
 * @param {{ program: string, packages: string[], candidates?: string[],
 *   install?: boolean, log?: (line: string) => void }} options
 * @returns {string}
 */
function ensureProgram({
  program,
  packages,
  candidates = [],
  install = true,
  log = console.error,
}) {
  const found = findProgram(program, candidates)
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const isDebian =
    existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  if (install && isRoot && isDebian) {
    log(`${program} not found: installing Debian ${packages.join(', ')}…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env,
    })
    const installed = findProgram(program, candidates)
    if (installed) return installed
  }
  throw new Error(
    `${program} not found: install it (Debian: sudo apt-get install ${packages.join(' ')}).`
  )
}

module.exports = { ensureProgram, findProgram }

if (require.main === module) {
  const [program, ...packages] = process.argv.slice(2)
  if (!program) {
    console.error('usage: node scripts/debian.cjs <program> [<package>…]')
    process.exit(2)
  }
  try {
    console.log(
      ensureProgram({
        program,
        packages: packages.length ? packages : [program],
      })
    )
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
