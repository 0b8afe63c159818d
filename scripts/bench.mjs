#!/usr/bin/env node
// `npm run bench`: figures for the production build, printed as a table.
//  - cold `npm run build` time (build output and caches removed first) and
//    the number of HTML pages;
//  - for /, a guide page and an API page: bytes of HTML, JS and CSS that the
//    browser loads on first view, raw and gzip, measured in Debian's Chromium;
//  - search: index build time and size, the bytes a first query downloads
//    from a cold cache, and the median keystroke-to-results time.
// A benchmark, not a test: it prints figures and fails only if it cannot
// measure them.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './chromium.cjs'

const root = new URL('..', import.meta.url).pathname
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const PAGES = ['/', '/guides/overview/why-cypress', '/api/commands/should']

function countHtml(dir) {
  let count = 0
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) count += countHtml(path)
    else if (entry.endsWith('.html')) count += 1
  }
  return count
}

function coldBuild() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(join(root, dir), { recursive: true, force: true })
  }
  const started = performance.now()
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error('npm run build failed')
  return {
    seconds: (performance.now() - started) / 1000,
    searchIndex: /^search index: .*$/m.exec(result.stdout)?.[0] ?? null,
  }
}

/** Bytes of the search index a first query downloads, from a cold cache. */
async function firstQueryBytes(browser, origin) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const sizes = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) {
      sizes.push(
        request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)
      )
    }
  })
  await page.goto(`${origin}/search?q=intercept`)
  await page.waitForSelector('[data-results-for="intercept"]')
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
  await context.close()
  return bytes
}

/**
 * Median time from typing a query into the /search page to its results
 * being on screen, over 20 queries, in milliseconds: `first` when each query
 * is new (its index chunks and result fragments are fetched), `warm` when
 * the same queries are typed again with everything already loaded, as a
 * browser holding the index's immutable files in its cache would.
 */
async function keystrokeToResults(browser, origin) {
  const page = await browser.newPage()
  await page.goto(`${origin}/search?q=warm`)
  await page.waitForSelector('[data-results-for="warm"]')
  const queries = [
    'get',
    'contains',
    'should',
    'retry',
    'alias',
    'shadow',
    'invoke',
    'its',
    'url',
    'location',
    'parent',
    'sibling',
    'filter',
    'first',
    'focus',
    'window',
    'title',
    'assertion',
    'install',
    'record',
  ]
  const run = (list) =>
    page.evaluate(async (list) => {
      const input = document.querySelector('#search-page-input')
      const setValue = Object.getOwnPropertyDescriptor(
        HTMLInputElement.prototype,
        'value'
      ).set
      const out = []
      for (const query of list) {
        const started = performance.now()
        setValue.call(input, query)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((resolve) => {
          const check = () =>
            document.querySelector(`[data-results-for="${query}"]`)
              ? resolve()
              : requestAnimationFrame(check)
          check()
        })
        out.push(performance.now() - started)
      }
      return out
    }, list)
  const median = (times) => {
    const sorted = [...times].sort((a, b) => a - b)
    return (sorted[9] + sorted[10]) / 2
  }
  const first = median(await run(queries))
  const warm = median(await run(queries))
  await page.close()
  return { first, warm }
}

async function waitForServer(url, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error('docusaurus serve exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server at ${url} did not start`)
}

async function firstView(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    const kind =
      type === 'document'
        ? 'html'
        : type === 'script'
          ? 'js'
          : type === 'stylesheet'
            ? 'css'
            : null
    if (!kind) return
    pending.push(
      response.body().then((body) => ({
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      }))
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const assets = await Promise.all(pending)
  await context.close()
  const sum = { requests: assets.length }
  for (const kind of ['html', 'js', 'css']) {
    const of = assets.filter((a) => a.kind === kind)
    sum[kind] = {
      raw: of.reduce((n, a) => n + a.raw, 0),
      gzip: of.reduce((n, a) => n + a.gzip, 0),
    }
  }
  return sum
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const build = coldBuild()
const htmlPages = countHtml(join(root, 'build'))
console.log(
  `cold build (docusaurus + search index): ${build.seconds.toFixed(1)} s`
)
console.log(`HTML pages: ${htmlPages}`)
console.log(build.searchIndex ?? 'search index: not built (Algolia configured)')

const server = spawn(
  'npx',
  ['docusaurus', 'serve', '--port', String(PORT), '--no-open'],
  { cwd: root, stdio: 'ignore', detached: true }
)
try {
  await waitForServer(`http://localhost:${PORT}/`, server)
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: chromiumArgs,
  })
  const rows = []
  for (const path of PAGES) {
    const s = await firstView(browser, `http://localhost:${PORT}${path}`)
    rows.push({
      page: path,
      requests: s.requests,
      'HTML raw/gzip': `${kb(s.html.raw)} / ${kb(s.html.gzip)}`,
      'JS raw/gzip': `${kb(s.js.raw)} / ${kb(s.js.gzip)}`,
      'CSS raw/gzip': `${kb(s.css.raw)} / ${kb(s.css.gzip)}`,
    })
  }
  const origin = `http://localhost:${PORT}`
  const searchBytes = build.searchIndex
    ? await firstQueryBytes(browser, origin)
    : null
  const searchMs = build.searchIndex
    ? await keystrokeToResults(browser, origin)
    : null
  await browser.close()
  console.log('first view (HTML, JS and CSS the browser loads):')
  console.table(rows)
  if (searchBytes !== null && searchMs !== null) {
    console.log(
      `search: first query downloads ${kb(searchBytes)} of index from a cold cache (budget 300 KB)`
    )
    console.log(
      `search: median keystroke to results over 20 queries: ${searchMs.warm.toFixed(1)} ms warm (budget 50 ms), ${searchMs.first.toFixed(1)} ms when each query is new`
    )
  }
} finally {
  process.kill(-server.pid)
}
