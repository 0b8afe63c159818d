#!/usr/bin/env node
// Finds the Chromium that the end-to-end tests and benchmarks drive.
// Order: $CHROMIUM_PATH, then /usr/bin/chromium. When neither exists and we
// run as root on Debian, Debian's `chromium` package is installed with apt-get;
// otherwise the process stops with one line saying how to install it.
// Run directly (`node scripts/chromium.cjs`) it prints the path it found;
// with `--headless-shell`, the path of the Playwright suites' browser (see
// below).
// CommonJS so that both Playwright's config loader and ESM scripts can load it.
const { existsSync } = require('node:fs')
const { ensureProgram } = require('./debian.cjs')

const DEFAULT_PATH = '/usr/bin/chromium'

/**
 * Returns `path` when it exists, else installs the Debian package named
 * `program` (as root) through {@link ensureProgram}, which throws with an
 * install hint when it cannot.
 * @param {string} program the package and executable name
 * @param {string} path where Debian puts the executable
 * @param {{ install: boolean, log: (line: string) => void }} options
 * @returns {string}
 */
function debianBrowser(program, path, { install, log }) {
  if (existsSync(path)) return path
  return ensureProgram({
    program,
    packages: [program],
    candidates: [path],
    install,
    log,
  })
}

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
  // Only the Debian path counts: a `chromium` elsewhere on PATH may be a
  // snap wrapper or another build.
  return debianBrowser('chromium', DEFAULT_PATH, { install, log })
}

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

/**
 * Returns the Chromium of the Playwright suites (the sweep, `test:e2e` and
 * `test:baseurl`): Debian's `chromium-headless-shell`, the same Chromium
 * release in its old headless mode, which renders without the full
 * browser's UI layers. On the 2-core machine it loaded the sweep's pages
 * about 30 % faster, and ran the 161 e2e tests in 3.2 minutes against 5.8
 * with the full browser (which passes them too). $CHROMIUM_PATH, when set,
 * wins. Installs the package like {@link resolveChromium}; throws an Error
 * with an install hint when it cannot be had.
 * @param {{ install?: boolean, log?: (line: string) => void }} [options]
 * @returns {string}
 */
function resolveHeadlessShell({ install = true, log = console.error } = {}) {
  if (process.env.CHROMIUM_PATH) return resolveChromium({ install, log })
  return debianBrowser('chromium-headless-shell', HEADLESS_SHELL_PATH, {
    install,
    log,
  })
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

module.exports = { resolveChromium, resolveHeadlessShell, chromiumArgs }

if (require.main === module) {
  try {
    const headlessShell = process.argv.includes('--headless-shell')
    console.log(headlessShell ? resolveHeadlessShell() : resolveChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
