#!/usr/bin/env node
// Finds the Chromium that the end-to-end tests and benchmarks drive.
// Order: $CHROMIUM_PATH, then /usr/bin/chromium. When neither exists and we
// run as root on Debian, Debian's `chromium` package is installed with apt-get;
// otherwise the process stops with one line saying how to install it.
// Run directly (`node scripts/chromium.cjs`) it prints the path it found.
// CommonJS so that both Playwright's config loader and ESM scripts can load it.
const { execFileSync } = require('node:child_process')
const { existsSync } = require('node:fs')

const DEFAULT_PATH = '/usr/bin/chromium'

/**
 * Returns the path of a Chromium executable, installing Debian's package when
 * allowed. Throws an Error with an install hint when none can be had.
 * @param {{ install?: boolean, log?: (line: string) => void }} [options]
 * @returns {string}
 */
function resolveChromium({ install = true, log = console.error } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`)
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const isDebian =
    existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  if (install && isRoot && isDebian) {
    log(
      'Chromium not found: installing Debian package "chromium" with apt-get…'
    )
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env,
    })
    if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH
  }
  throw new Error(
    'Chromium not found: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to its executable.'
  )
}

/** Flags for headless Chromium on a machine with no outside network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

module.exports = { resolveChromium, chromiumArgs }

if (require.main === module) {
  try {
    console.log(resolveChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
