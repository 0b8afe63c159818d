import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, resolveChromium } from '../../scripts/chromium.cjs'

/** nginx's port for these tests. */
const PORT = Number(process.env.BASEURL_E2E_PORT ?? 4281)
const CI = Boolean(process.env.CI)

/**
 * `npm run test:baseurl`: the site built with `BASE_URL=/docs/` into
 * build-docs/ (`npm run build:baseurl`), served by nginx under /docs/ with
 * the production config. Links, assets and search stay under the prefix.
 */
export default defineConfig({
  testDir: '.',
  // Its own folder, so a run of another suite does not wipe its artifacts.
  outputDir: '../../test-results/baseurl',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 2 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: resolveChromium({ install: false }),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/serve-nginx.mts build-docs',
    env: {
      NGINX_PORT: String(PORT),
      NGINX_HOST: '127.0.0.1',
      BASE_URL: '/docs/',
    },
    url: `http://127.0.0.1:${PORT}/docs/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    cwd: '../..',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
