import { defineConfig } from '@playwright/test'
import { nginxSuite } from '../nginx/suite'

/**
 * `npm run test:baseurl`: the site built with `BASE_URL=/docs/` into
 * build-docs/ (`npm run build:baseurl`: every route, the docs of pages.ts
 * whole and the others reduced to their headings), served by nginx under
 * /docs/ with the production config. Links, assets and search stay under
 * the prefix.
 * BASEURL_E2E_PORT sets nginx's port (4281).
 */
export default defineConfig({
  ...nginxSuite({
    name: 'baseurl',
    port: Number(process.env.BASEURL_E2E_PORT ?? 4281),
    buildDir: 'build-docs',
    baseUrl: '/docs/',
  }),
  testDir: '.',
})
