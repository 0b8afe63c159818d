import { defineConfig } from '@playwright/test'
import { nginxSuite } from './suite'

/**
 * `npm run test:nginx`: the production build (`npm run build` first) served
 * by nginx with the production config (deploy/nginx.conf): the server's own
 * behaviour (server.spec.ts), every page under the Content-Security-Policy
 * (csp.spec.ts), and the smoke specs of e2e/ that need only the real site
 * (pages, routing, search, plugins). Routing's hash-scroll test runs on the
 * fixture site, which nginx does not serve, so it is left out here.
 * NGINX_E2E_PORT sets nginx's port (4280).
 */
export default defineConfig({
  ...nginxSuite({
    name: 'nginx',
    port: Number(process.env.NGINX_E2E_PORT ?? 4280),
  }),
  testDir: '..',
  testMatch: [
    /\/e2e\/nginx\/[^/]+\.spec\.ts$/,
    /\/e2e\/(pages|routing|search|plugins)\.spec\.ts$/,
  ],
  grepInvert: /scrolls to its hash target/,
})
