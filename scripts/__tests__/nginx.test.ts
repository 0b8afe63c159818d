import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  thirdPartiesFromEnv,
} from '../lib/csp'
import { fillTemplate, slashRoutes } from '../serve-nginx.mts'
import { problems, type LoadResult } from '../load.mts'

describe('inlineScripts', () => {
  it('returns the runnable inline scripts and skips external and data ones', () => {
    const html = `<head><script>a()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script>
      <script type="module">b()</script><SCRIPT type="text/javascript">c()</SCRIPT>
      <script defer src=/y.js></script></head>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()'])
  })
})

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact text, quoted for CSP', () => {
    const text = 'document.documentElement.dataset.x = "1"'
    const digest = createHash('sha256').update(text).digest('base64')
    expect(scriptHash(text)).toBe(`'sha256-${digest}'`)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows only the site and the hashes by default', () => {
    const csp = contentSecurityPolicy({ hashes: ["'sha256-abc='"] })
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).not.toContain('google')
    expect(csp).not.toContain('algolia')
  })

  it('adds the analytics and Algolia hosts the environment turns on', () => {
    const parties = thirdPartiesFromEnv({
      GTAG_ID: 'G-1',
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_API_KEY: 'k',
      ALGOLIA_INDEX_NAME: 'i',
    })
    expect(parties).toEqual(['gtag', 'algolia'])
    const csp = contentSecurityPolicy({ hashes: [], thirdParties: parties })
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.algolia\.net/)
    expect(thirdPartiesFromEnv({ ALGOLIA_APP_ID: 'A' })).toEqual([])
  })
})

describe('serve-nginx helpers', () => {
  it('fills every placeholder and refuses a missing one', () => {
    expect(fillTemplate('listen {{LISTEN}};', { LISTEN: '80' })).toBe(
      'listen 80;'
    )
    expect(() => fillTemplate('{{ROOT}}', {})).toThrow('{{ROOT}}')
  })

  it('finds no slash routes without a sitemap', () => {
    expect(slashRoutes('/nonexistent', '/')).toEqual([])
  })
})

describe('load problems', () => {
  const base: LoadResult = {
    requests: 100,
    durationUs: 1e6,
    bytes: 1,
    p50Us: 1,
    p90Us: 1,
    p99Us: 1,
    maxUs: 1,
    errors: { connect: 0, read: 0, write: 0, timeout: 0, status: 10 },
    sentNotFound: 10,
    statuses: { '200': 85, '301': 5, '404': 10 },
  }

  it('accepts 2xx, 3xx and the 404s of the unknown path', () => {
    expect(problems(base)).toEqual([])
  })

  it('reports socket errors, extra 404s and other statuses', () => {
    expect(
      problems({
        ...base,
        errors: { ...base.errors, timeout: 2 },
        statuses: { '200': 80, '404': 12, '500': 8 },
      })
    ).toEqual([
      '2 socket errors (connect 0, read 0, write 0, timeout 2)',
      '12 responses with status 404',
      '8 responses with status 500',
    ])
  })
})
