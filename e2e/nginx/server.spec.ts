import { readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { test, expect, waitForHydration } from '../fixtures'
import { inlineScripts, scriptHash } from '../../scripts/lib/csp'
import { BUILD_DIR } from '../sweep/routes'

/** A hashed JavaScript file of the build, e.g. `/assets/js/main.1a2b.js`. */
const MAIN_JS = `/assets/js/${readdirSync(join(BUILD_DIR, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`
const CSS = `/assets/css/${readdirSync(join(BUILD_DIR, 'assets', 'css')).find((name) => name.endsWith('.css'))}`
/** One of Pagefind's files named by a hash of its content, per kind. */
const PAGEFIND_HASHED = ['fragment', 'index', 'filter'].map(
  (kind) =>
    `/pagefind/${kind}/${readdirSync(join(BUILD_DIR, 'pagefind', kind))[0]}`
)

/**
 * Sends one raw HTTP/1.1 request line to the server, as written (clients
 * like fetch or Playwright would normalise `..` away), and returns the
 * status and body of the answer.
 */
async function rawGet(
  baseURL: string,
  target: string
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) })
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, text })
    })
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`
    )
  })
}

test.describe('security headers', () => {
  for (const path of ['/', MAIN_JS, '/img/logo.svg', '/no-such-page']) {
    test(`${path} carries the CSP and the other security headers`, async ({
      request,
    }) => {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      const directives = new Map(
        csp.split(/;\s*/).map((part) => {
          const [name = '', ...values] = part.split(' ')
          return [name, values] as const
        })
      )
      expect(directives.get('default-src')).toEqual(["'self'"])
      const scriptSrc = directives.get('script-src') ?? []
      expect(scriptSrc).toContain("'self'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(scriptSrc.some((value) => value.startsWith("'sha256-"))).toBe(true)
      expect(directives.get('frame-ancestors')).toEqual(["'none'"])
      expect(directives.get('object-src')).toEqual(["'none'"])
      expect(directives.get('base-uri')).toEqual(["'self'"])
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      for (const feature of ['camera', 'microphone', 'geolocation']) {
        expect(headers['permissions-policy']).toContain(`${feature}=()`)
      }
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers.server).toBe('nginx')
    })
  }

  test('the CSP lists the hash of every inline script of a page', async ({
    request,
  }) => {
    const response = await request.get('/guides/overview/why-cypress')
    const csp = response.headers()['content-security-policy'] ?? ''
    const scripts = inlineScripts(await response.text())
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(csp).toContain(scriptHash(script))
  })

  test('a redirect carries the security headers too', async ({ request }) => {
    const response = await request.get('/index.html', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['content-security-policy']).toContain(
      "frame-ancestors 'none'"
    )
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })
})

test.describe('caching and compression', () => {
  test('hashed assets are immutable for a year', async ({ request }) => {
    for (const path of [MAIN_JS, CSS, ...PAGEFIND_HASHED]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe(
        'public, max-age=31536000, immutable'
      )
    }
  })

  test('HTML and files without a hash are revalidated', async ({ request }) => {
    for (const path of [
      '/',
      '/api/commands/click',
      '/plugins/',
      '/img/logo.svg',
      '/sitemap.xml',
      '/pagefind/pagefind.js',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
      expect(response.headers().etag, path).toBeTruthy()
    }
    const notFound = await request.get('/no-such-page')
    expect(notFound.headers()['cache-control']).toBe('no-cache')
  })

  test('Markdown copies and llms.txt are text, in UTF-8', async ({
    request,
  }) => {
    for (const [path, type] of [
      ['/guides/overview/why-cypress.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toBe(type)
    }
  })

  test('a revalidated page answers 304 when unchanged', async ({ request }) => {
    const first = await request.get('/api/commands/click')
    const etag = first.headers().etag ?? ''
    const again = await request.get('/api/commands/click', {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status()).toBe(304)
  })

  test('text is sent gzipped to clients that accept it', async ({
    request,
  }) => {
    for (const path of ['/', MAIN_JS, CSS, '/img/logo.svg', '/sitemap.xml']) {
      const response = await request.get(path, {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(response.headers()['content-encoding'], path).toBe('gzip')
      expect(response.headers().vary, path).toContain('Accept-Encoding')
    }
    const plain = await request.get('/', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(await plain.text()).toContain('<!doctype html>')
  })
})

test.describe('routes', () => {
  test('clean paths serve their page without a redirect', async ({
    request,
  }) => {
    for (const [path, title] of [
      ['/api/commands/click', 'click'],
      ['/guides/overview/why-cypress', 'Why Cypress?'],
      ['/plugins/', 'Plugins'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toBe(
        'text/html; charset=utf-8'
      )
      expect(await response.text(), path).toContain(`<h1`)
      expect(await response.text(), path).toContain(title)
    }
  })

  for (const [from, to] of [
    [
      '/guides/overview/why-cypress.html?a=1&b=two',
      '/guides/overview/why-cypress?a=1&b=two',
    ],
    [
      '/guides/overview/why-cypress/index.html?a=1',
      '/guides/overview/why-cypress?a=1',
    ],
    ['/api/commands/click/index.html', '/api/commands/click'],
    ['/plugins/index.html?category=Visual', '/plugins/?category=Visual'],
    ['/index.html?utm=x', '/?utm=x'],
  ] as const) {
    test(`${from} redirects (301) to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(to)
    })
  }

  test('an unknown path answers the not-found page with status 404', async ({
    page,
    request,
  }) => {
    for (const path of ['/no-such-page', '/guides/nope/', '/assets/']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toContain('Page not found')
    }
    // The 404 page itself is not a route.
    expect((await request.get('/404.html')).status()).toBe(404)
    const response = await page.goto('/guides/no-such-page')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveText('Page not found')
  })
})

test.describe('bad requests', () => {
  const secret = readFileSync(join(BUILD_DIR, '..', 'package.json'), 'utf8')
  const outside = [
    '/../package.json',
    '/../../../../etc/passwd',
    '/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/img/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/guides/..%5c..%5cpackage.json',
    '/..;/package.json',
    '//../package.json',
  ]
  for (const target of outside) {
    test(`${target} never reaches a file outside the build`, async ({
      baseURL,
    }) => {
      const { status, text } = await rawGet(baseURL ?? '', target)
      expect([400, 404]).toContain(status)
      expect(text).not.toContain('root:x:0:0')
      expect(text).not.toContain(secret.slice(0, 60))
    })
  }

  test('a 20 000-character URL is refused with 414', async ({ baseURL }) => {
    const { status } = await rawGet(baseURL ?? '', `/${'a'.repeat(20_000)}`)
    expect(status).toBe(414)
  })

  test('a huge query on /search is harmless', async ({ page, request }) => {
    const query = 'cypress intercept '.repeat(300) // 5 400 characters
    const url = `/search?q=${encodeURIComponent(query)}`
    expect((await request.get(url)).status()).toBe(200)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.locator('h1')).toContainText('Search results for')
    await expect(page.getByLabel('Search the documentation')).toHaveValue(query)
    expect(errors).toEqual([])
  })
})
