#!/usr/bin/env node
// `npm run bench`: figures for the production build, printed as a table and
// written to bench-results/bench.json.
//  - build: cold `npm run build` time (build output and caches removed
//    first), warm time (caches kept), the peak memory of the build's largest
//    process (GNU time), and the number of HTML pages;
//  - served by nginx as in production (scripts/serve-nginx.mts);
//  - first load of /, a guide page, an API page, /search and /plugins/:
//    bytes of HTML, JS and CSS the browser loads, raw and gzip, the number
//    of requests and how many went to other hosts, measured in Chromium;
//  - Lighthouse 12, mobile preset, 3 runs per page (median of each figure)
//    for the same five pages: performance, accessibility, best practices and
//    SEO scores, LCP, CLS and TBT, and the host's CPU benchmark index.
//    `BENCH_LIGHTHOUSE_RUNS=0` skips it;
//    `BENCH_BUILD=0` skips the two builds and measures the existing build/;
//  - search: index build time and size, the bytes a first query downloads
//    from a cold cache, the median keystroke-to-results time, and the golden
//    queries' top-3 rate and MRR (scripts/search-quality.mts).
// `--ablate` measures each part of the page-load layer instead
// (scripts/ablate.mjs).
// A benchmark, not a test: it prints figures and fails only if it cannot
// measure them. Lighthouse's goals (issue 15) are printed beside its figures.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { launch as launchChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, resolveChromium } from './chromium.cjs'
import { median, serveBuild } from './lib/benchServe.mjs'
import debian from './debian.cjs'

// `npm run bench -- --ablate` measures the page-load layer instead.
if (process.argv.includes('--ablate')) {
  await import('./ablate.mjs')
  process.exit(0)
}

const root = new URL('..', import.meta.url).pathname
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** `BENCH_BUILD=0` measures the existing build/ instead of building twice. */
const BUILD = process.env.BENCH_BUILD !== '0'
const RESULTS = join(root, 'bench-results', 'bench.json')
const PAGES = [
  '/',
  '/guides/overview/why-cypress',
  '/api/commands/should',
  '/search',
  '/plugins/',
]

function countHtml(dir) {
  let count = 0
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) count += countHtml(path)
    else if (entry.endsWith('.html')) count += 1
  }
  return count
}

/**
 * Runs `npm run build` under GNU time and returns its wall time in seconds,
 * the peak resident memory of its largest process in MB, and the search
 * index line it printed. `cold` removes the build output and every cache
 * first. Throws when the build fails.
 */
function timedBuild({ cold }) {
  if (cold) {
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
      rmSync(join(root, dir), { recursive: true, force: true })
    }
  }
  const time = debian.ensureProgram({
    program: 'time',
    packages: ['time'],
    candidates: ['/usr/bin/time'],
  })
  const memoryFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'rss')
  const started = performance.now()
  const result = spawnSync(
    time,
    ['-f', '%M', '-o', memoryFile, 'npm', 'run', '--silent', 'build'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' }
  )
  if (result.status !== 0) throw new Error('npm run build failed')
  const seconds = (performance.now() - started) / 1000
  const peakKb = Number(
    readFileSync(memoryFile, 'utf8').trim().split('\n').pop()
  )
  return {
    seconds,
    peakMb: peakKb / 1024,
    searchIndex: /^search index: .*$/m.exec(result.stdout)?.[0] ?? null,
  }
}

/**
 * Bytes of a finished request's response as sent: headers plus the body as
 * transferred (compressed when the server compressed it), from Chromium's
 * network sizes. Throws when Chromium has none: a response that a service
 * worker answered (its page-side sizes are negative), where counting the
 * decoded body instead overstated compressed files by up to four times.
 */
async function transferBytes(request) {
  const response = await request.response()
  const { responseBodySize, responseHeadersSize } = await request.sizes()
  if (response?.fromServiceWorker() || responseBodySize < 0) {
    throw new Error(`no transfer size for ${request.url()}`)
  }
  return responseBodySize + Math.max(responseHeadersSize, 0)
}

/**
 * The golden queries' overall figures on the build measured
 * (scripts/search-quality.mts in Node): `{ count, top3, top3Rate, mrr }`,
 * or null when it could not run.
 */
function searchQuality() {
  const file = join(root, 'bench-results', 'search-quality.json')
  mkdirSync(dirname(file), { recursive: true })
  const run = spawnSync(
    'npx',
    ['tsx', 'scripts/search-quality.mts', '--report', '--json', file],
    { cwd: root, encoding: 'utf8' }
  )
  if (run.status !== 0) {
    console.error(`search quality could not be measured:\n${run.stderr}`)
    return null
  }
  return JSON.parse(readFileSync(file, 'utf8')).overall
}

/**
 * Bytes of the search index a first query downloads, from a cold cache. The
 * service worker is blocked: it adds no download of its own to a first
 * query, and a response it answers carries no transfer size.
 */
async function firstQueryBytes(browser, origin) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const sizes = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) {
      sizes.push(transferBytes(request))
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
  const first = median(await run(queries))
  const warm = median(await run(queries))
  await page.close()
  return { first, warm }
}

/**
 * What the browser loads on a first visit to `url` with an empty cache, until
 * the page has hydrated and the network is idle: raw and gzip bytes of HTML, JS and CSS, the number of
 * requests, and the URLs it requested from other hosts.
 */
async function firstView(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pending = []
  const otherHosts = []
  let requests = 0
  page.on('request', (request) => {
    requests += 1
    if (new URL(request.url()).origin !== new URL(url).origin) {
      otherHosts.push(request.url())
    }
  })
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
  // The entry scripts are requested after the first paint, which on a long
  // page can come more than networkidle's 500 quiet ms after the stylesheet:
  // wait for hydration first, then for the network to settle.
  await page.goto(url)
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true'
  )
  await page.waitForLoadState('networkidle')
  const assets = await Promise.all(pending)
  await context.close()
  const sum = { requests, otherHosts }
  for (const kind of ['html', 'js', 'css']) {
    const of = assets.filter((a) => a.kind === kind)
    sum[kind] = {
      raw: of.reduce((n, a) => n + a.raw, 0),
      gzip: of.reduce((n, a) => n + a.gzip, 0),
    }
  }
  return sum
}

/**
 * Lighthouse 12 with its default (mobile) preset against `url`, `runs`
 * times in a fresh Debian Chromium each time; returns the median of each
 * figure: scores out of 100, LCP and TBT in ms, CLS unitless.
 */
async function lighthouseMedian(url, runs) {
  const samples = []
  for (let i = 0; i < runs; i += 1) {
    const chrome = await launchChrome({
      chromePath: resolveChromium(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [
          'performance',
          'accessibility',
          'best-practices',
          'seo',
        ],
      })
      const { categories, audits } = result.lhr
      samples.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        // Lighthouse's measure of the host's CPU speed (higher is faster). The
        // mobile preset slows the CPU by a fixed 4x, so TBT and the
        // performance score move with it: on a shared 2-core machine it has
        // ranged from about 1500 to 2900 between runs.
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        failing: Object.values(categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs)
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== 1)
          .map((ref) => ref.id),
      })
    } finally {
      await chrome.kill()
    }
  }
  const figures = {}
  for (const key of Object.keys(samples[0])) {
    if (key === 'failing') continue
    figures[key] = median(samples.map((sample) => sample[key]))
  }
  figures.failingAudits = [...new Set(samples.flatMap((s) => s.failing))]
  return figures
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const results = {
  date: new Date().toISOString(),
  build: null,
  pages: {},
  lighthouse: {},
  search: null,
}
// The search index of the build measured, whether built here or before.
let searchIndex = existsSync(join(root, 'build', 'pagefind'))
if (BUILD) {
  const cold = timedBuild({ cold: true })
  const warm = timedBuild({ cold: false })
  searchIndex = Boolean(cold.searchIndex)
  results.build = {
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    peakMemoryMb: Math.max(cold.peakMb, warm.peakMb),
    htmlPages: countHtml(join(root, 'build')),
    searchIndex: cold.searchIndex,
  }
  console.log(
    `build (docusaurus + search index): cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s, peak memory ${results.build.peakMemoryMb.toFixed(0)} MB (largest process)`
  )
  console.log(`HTML pages: ${results.build.htmlPages}`)
  console.log(
    cold.searchIndex ?? 'search index: not built (Algolia configured)'
  )
} else {
  console.log('build: not measured (BENCH_BUILD=0), using the existing build/')
}

// Served as in production: nginx with gzip, caching and the CSP
// (scripts/serve-nginx.mts), so Lighthouse sees what readers get.
const stopServer = await serveBuild('build', PORT)
try {
  const origin = `http://127.0.0.1:${PORT}`
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: chromiumArgs,
  })
  const rows = []
  for (const path of PAGES) {
    const s = await firstView(browser, `${origin}${path}`)
    results.pages[path] = s
    rows.push({
      page: path,
      requests: s.requests,
      'other hosts': s.otherHosts.length,
      'HTML raw/gzip': `${kb(s.html.raw)} / ${kb(s.html.gzip)}`,
      'JS raw/gzip': `${kb(s.js.raw)} / ${kb(s.js.gzip)}`,
      'CSS raw/gzip': `${kb(s.css.raw)} / ${kb(s.css.gzip)}`,
    })
  }
  const searchBytes = searchIndex
    ? await firstQueryBytes(browser, origin)
    : null
  const searchMs = searchIndex
    ? await keystrokeToResults(browser, origin)
    : null
  await browser.close()
  console.log('first load (HTML, JS and CSS the browser loads):')
  console.table(rows)
  if (searchBytes !== null && searchMs !== null) {
    results.search = {
      firstQueryBytes: searchBytes,
      ...searchMs,
      quality: searchQuality(),
    }
    console.log(
      `search: first query downloads ${kb(searchBytes)} of index from a cold cache (budget 300 KB)`
    )
    console.log(
      `search: median keystroke to results over 20 queries: ${searchMs.warm.toFixed(1)} ms warm (budget 50 ms), ${searchMs.first.toFixed(1)} ms when each query is new`
    )
    const { quality } = results.search
    if (quality) {
      console.log(
        `search: golden queries ${quality.count}, top 3 ${(quality.top3Rate * 100).toFixed(1)}% (goal 95%), MRR ${quality.mrr.toFixed(3)} (npm run search:quality for the kinds and misses)`
      )
    }
  }

  if (LIGHTHOUSE_RUNS > 0) {
    const lhRows = []
    for (const path of PAGES) {
      const lh = await lighthouseMedian(`${origin}${path}`, LIGHTHOUSE_RUNS)
      results.lighthouse[path] = lh
      lhRows.push({
        page: path,
        perf: lh.performance,
        a11y: lh.accessibility,
        'best pr.': lh.bestPractices,
        seo: lh.seo,
        'LCP ms': Math.round(lh.lcpMs),
        CLS: Number(lh.cls.toFixed(3)),
        'TBT ms': Math.round(lh.tbtMs),
        'CPU index': Math.round(lh.benchmarkIndex),
        'failing audits': lh.failingAudits.join(' '),
      })
    }
    console.log(
      `Lighthouse 12, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (goals: performance >= 98, floor 95; accessibility, best practices and SEO 100; CLS < 0.02):`
    )
    console.table(lhRows)
  }
} finally {
  stopServer()
}
mkdirSync(join(root, 'bench-results'), { recursive: true })
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`)
console.log(`figures written to ${RESULTS}`)
