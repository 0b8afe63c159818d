// Kept apart from fixtures.ts, which the Playwright configs cannot import
// (it calls test.extend).

/**
 * The hosts of the analytics trackers the fixture site ships. The browser
 * resolves them to nowhere ({@link TRACKER_HOST_RULES}, in the suites'
 * launch arguments), so no test reaches the network and none needs to
 * intercept requests: any `route` turns off the browser's HTTP cache and
 * sends every request through Playwright. e2e/analytics.spec.ts routes
 * them itself, to see the requests.
 */
export const TRACKER_HOSTS = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
]

/** Chromium's argument that makes {@link TRACKER_HOSTS} fail to resolve. */
export const TRACKER_HOST_RULES = `--host-resolver-rules=${TRACKER_HOSTS.map((host) => `MAP ${host} ~NOTFOUND`).join(', ')}`
