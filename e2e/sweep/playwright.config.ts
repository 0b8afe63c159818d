import { cpus } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, resolveHeadlessShell } from '../../scripts/chromium.cjs'

const PORT = Number(process.env.SWEEP_PORT ?? 3500)
const CI = Boolean(process.env.CI)

/**
 * `npm run sweep`: every page of the production build (`npm run build`
 * first) in Debian's Chromium (its headless shell: scripts/chromium.cjs),
 * served by `docusaurus serve`, plus a link check and HTML validation of the
 * whole build. One worker per core.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: Math.max(2, cpus().length),
  reporter: [['dot'], ['./summary-reporter.ts']],
  // The longest pages take a while under axe on a busy 2-core machine.
  timeout: 120_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Offline reading is tested in e2e/offline.spec.ts; here its install
    // and caching would only double every page's requests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: resolveHeadlessShell({ install: false }),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'sweep', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    cwd: '../..',
  },
})
