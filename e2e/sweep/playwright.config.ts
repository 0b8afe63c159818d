import { cpus } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, resolveHeadlessShell } from '../../scripts/chromium.cjs'
import { nginxServer } from '../nginx/suite'

const PORT = Number(process.env.SWEEP_PORT ?? 3500)
const CI = Boolean(process.env.CI)

/**
 * `npm run sweep`: every page of the production build (`npm run build`
 * first) in Debian's Chromium (its headless shell: scripts/chromium.cjs),
 * served by nginx as in production (scripts/serve-nginx.mts: headers,
 * Content-Security-Policy, gzip), plus a link check and HTML validation of
 * the whole build. One worker per core. SWEEP_PORT sets nginx's port.
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
    baseURL: `http://127.0.0.1:${PORT}`,
    // Offline reading is tested in e2e/offline.spec.ts; here its install
    // and caching would only double every page's requests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: resolveHeadlessShell({ install: false }),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'sweep', use: { ...devices['Desktop Chrome'] } }],
  webServer: nginxServer({ port: PORT, cwd: '../..' }),
})
