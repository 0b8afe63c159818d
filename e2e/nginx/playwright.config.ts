import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, resolveChromium } from '../../scripts/chromium.cjs'

/** nginx's port for these tests (`npm run serve:nginx` on 127.0.0.1). */
const PORT = Number(process.env.NGINX_E2E_PORT ?? 4280)
const CI = Boolean(process.env.CI)

/**
 * `npm run test:nginx`: the production build (`npm run build` first) served
 * by nginx with the production config (deploy/nginx.conf): the server's own
 * behaviour (server.spec.ts), every page under the Content-Security-Policy
 * (csp.spec.ts), and the smoke specs of e2e/ that need only the real site
 * (pages, routing, search, plugins). Routing's hash-scroll test runs on the
 * fixture site, which nginx does not serve, so it is left out here.
 */
export default defineConfig({
  testDir: '..',
  testMatch: [
    /\/e2e\/nginx\/[^/]+\.spec\.ts$/,
    /\/e2e\/(pages|routing|search|plugins)\.spec\.ts$/,
  ],
  grepInvert: /scrolls to its hash target/,
  // Its own folder, so a run of another suite does not wipe its artifacts.
  outputDir: '../../test-results/nginx',
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
    // The offline-reading service worker would answer requests that tests
    // route or count; offline.spec.ts and csp.spec.ts allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: resolveChromium({ install: false }),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/serve-nginx.mts',
    env: { NGINX_PORT: String(PORT), NGINX_HOST: '127.0.0.1', BASE_URL: '/' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    cwd: '../..',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
