import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, resolveChromium } from '../scripts/chromium.cjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The test-only fixture site (e2e/fixture-site), built by `build:fixture`. */
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 3150)
const CI = Boolean(process.env.CI)

/**
 * End-to-end tests of the production build (`npm run build` first), served by
 * `docusaurus serve` and driven in Debian's Chromium. Shell behaviours the
 * real site does not configure run against the fixture site
 * (`npm run build:fixture` first), served beside it; tests reach it through
 * `fixtureUrl()` from fixtures.ts.
 */
export default defineConfig({
  testDir: '.',
  // The sweep and the nginx and base-URL suites have their own configs
  // (e2e/sweep/, e2e/nginx/, e2e/baseurl/) and servers.
  testIgnore: ['sweep/**', 'nginx/**', 'baseurl/**'],
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 2 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: [
    {
      command: `npx docusaurus serve --port ${PORT} --no-open`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: `npx docusaurus serve e2e/fixture-site --port ${FIXTURE_PORT} --no-open`,
      url: `http://localhost:${FIXTURE_PORT}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      cwd: '..',
    },
  ],
})
