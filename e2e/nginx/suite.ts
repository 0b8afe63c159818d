import { devices, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumArgs, resolveHeadlessShell } from '../../scripts/chromium.cjs'
import { TRACKER_HOST_RULES } from '../trackers'

const CI = Boolean(process.env.CI)

/**
 * The Playwright settings shared by the suites that run against a build
 * served by nginx with the production config (scripts/serve-nginx.mts):
 * `test:nginx` and `test:baseurl`. nginx listens on 127.0.0.1:`port` and
 * serves `buildDir` (relative to the repo root) under `baseUrl`; the
 * suite's artifacts go to test-results/`name`, so one suite's run does not
 * wipe another's. The offline-reading service worker is blocked, since it
 * would answer requests that tests route or count; specs that need it
 * (csp.spec.ts) allow it themselves.
 */
export function nginxSuite({
  name,
  port,
  buildDir = 'build',
  baseUrl = '/',
}: {
  name: string
  port: number
  buildDir?: string
  baseUrl?: string
}): PlaywrightTestConfig {
  return {
    outputDir: `../../test-results/${name}`,
    fullyParallel: true,
    forbidOnly: CI,
    // No retries: a test that fails once is a failure to look at.
    retries: 0,
    workers: 2,
    reporter: 'list',
    timeout: 30_000,
    expect: { timeout: 5_000 },
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      // A trace records every action's DOM snapshot and screenshots: it
      // cost e2e 62 s of its 218 s on the 2-core machine. CI keeps no
      // artifacts, so it records none there; a local run keeps the trace of
      // each failed test (`npx playwright show-trace`), and `--trace on`
      // records one anywhere.
      trace: CI ? 'off' : 'retain-on-failure',
      serviceWorkers: 'block',
      launchOptions: {
        executablePath: resolveHeadlessShell({ install: false }),
        args: [...chromiumArgs, TRACKER_HOST_RULES],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
    webServer: nginxServer({ port, buildDir, baseUrl, cwd: '../..' }),
  }
}

/**
 * Playwright's web server entry for nginx serving `buildDir` (relative to
 * the repo root) under `baseUrl` on 127.0.0.1:`port`; `cwd` is the repo root
 * relative to the config file.
 */
export function nginxServer({
  port,
  buildDir = 'build',
  baseUrl = '/',
  cwd,
}: {
  port: number
  buildDir?: string
  baseUrl?: string
  cwd: string
}) {
  return {
    command: `node_modules/.bin/tsx scripts/serve-nginx.mts ${buildDir}`,
    env: {
      NGINX_PORT: String(port),
      NGINX_HOST: '127.0.0.1',
      BASE_URL: baseUrl,
    },
    url: `http://127.0.0.1:${port}${baseUrl}`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    cwd,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  }
}
