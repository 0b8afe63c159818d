import { defineConfig } from '@playwright/test'
import { nginxServer, nginxSuite } from './nginx/suite'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The test-only fixture site (e2e/fixture-site), built by `build:fixture`. */
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 3150)
const CI = Boolean(process.env.CI)

const suite = nginxSuite({ name: 'e2e', port: PORT })

/**
 * `npm run test:e2e`: end-to-end tests of the production build (`npm run
 * build` first), served once, by nginx with the production config
 * (deploy/nginx.conf: headers, Content-Security-Policy, redirects, gzip),
 * and driven in Debian's Chromium. The server's own behaviour is tested in
 * nginx/server.spec.ts. Shell behaviours the real site does not configure
 * run against the fixture site (`npm run build:fixture` first), served
 * beside it by `docusaurus serve`; tests reach it through `fixtureUrl()`
 * from fixtures.ts. E2E_PORT and E2E_FIXTURE_PORT set the ports.
 */
export default defineConfig({
  ...suite,
  outputDir: '../test-results/e2e',
  testDir: '.',
  // The sweep and the base-URL suite have their own configs and servers.
  testIgnore: ['sweep/**', 'baseurl/**'],
  webServer: [
    nginxServer({ port: PORT, cwd: '..' }),
    {
      command: `npx docusaurus serve e2e/fixture-site --port ${FIXTURE_PORT} --no-open`,
      url: `http://localhost:${FIXTURE_PORT}/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      cwd: '..',
    },
  ],
})
