// `npm run bench -- --ablate`: what each part of the page-load layer
// (src/plugins/page-load/README.md) buys. The site is built once with every
// part on, then once with each part off in turn (PAGE_LOAD_DISABLE, without
// the persistent build cache, so no variant reuses another's modules), and
// the builds are served by nginx as in production, side by side, and loaded
// in Chromium at a 4x CPU slowdown, as Lighthouse's mobile preset does,
// from a cold cache, the variants taking turns within each round of runs.
// Per variant and page, the median of ABLATE_RUNS loads (default 5; the
// JSON also keeps each figure's range):
//  - first-load JS: gzip bytes of the scripts requested until hydration;
//  - the longest task until the page has hydrated and been idle for 2 s;
//  - total blocking time over the same span (each task's time past 50 ms,
//    counted from the first contentful paint, as Lighthouse does);
//  - LCP.
// Also printed: the host's CPU benchmark index (Lighthouse's own function),
// since every figure but the bytes moves with it. The host's speed drifts
// from round to round, so each part's effect is read per round: its TBT
// minus the TBT of the build with every part in the same round (the paired
// difference; positive when the page blocks longer without the part), as
// the median and range over the rounds and how many rounds it was positive.
// The build with every part is loaded twice in each round, and the paired
// difference of those two loads ("control") is what noise alone gives.
// Results go to bench-results/ablate.json. Takes about 1–2 minutes per
// variant to build, and 30 s per variant to measure. `--reuse` keeps the
// builds already in build-ablate/ (they are left there). Pages load in a
// 1280×720 desktop viewport, or with `--mobile` in Lighthouse's mobile
// screen (412×823 at 1.75x, touch), where the phone layout (the mobile
// navbar and its sidebar menu) renders.
/* global window, document */
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { chromium } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromiumArgs, resolveChromium } from './chromium.cjs'
import { median, serveBuild } from './lib/benchServe.mjs'

const root = new URL('..', import.meta.url).pathname
const PORT = Number(process.env.BENCH_PORT ?? 3250)
const RUNS = Number(process.env.ABLATE_RUNS ?? 5)
const OUT_DIR = join(root, 'build-ablate')
// Variants are served on PORT, PORT + 1, …
const RESULTS = join(root, 'bench-results', 'ablate.json')
/** The heaviest doc page (FAQ: the most markup) and a typical one. */
const PAGES = ['/faq/questions/using-cypress-faq', '/api/commands/should']
/** The parts, read from src/plugins/page-load/switches.ts (its one list). */
const PARTS = [
  ...(
    readFileSync(
      join(root, 'src', 'plugins', 'page-load', 'switches.ts'),
      'utf8'
    ).match(/PAGE_LOAD_PARTS = \[([^\]]*)\]/)?.[1] ?? ''
  ).matchAll(/'([a-z-]+)'/g),
].map((match) => match[1])
if (PARTS.length === 0) {
  throw new Error(
    'no PAGE_LOAD_PARTS found in src/plugins/page-load/switches.ts'
  )
}
/** Only these parts, when given: `--only=staged-entry,lean-docs`. */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')

/** The second load of the build with every part in each round. */
const CONTROL = 'control'

/** The build folder of a variant ('' is the build with every part). */
const outDir = (disable) => join(OUT_DIR, disable || 'none')

/** A number of milliseconds with its sign, rounded: `+120`, `-35`, `0`. */
const signed = (ms) => (ms > 0 ? `+${Math.round(ms)}` : `${Math.round(ms)}`)

/** Builds the site with `disable` off; throws on failure. */
function build(disable) {
  const run = spawnSync(
    'npx',
    ['docusaurus', 'build', '--out-dir', outDir(disable)],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        PAGE_LOAD_DISABLE: disable,
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      },
    }
  )
  if (run.status !== 0) {
    throw new Error(
      `build with PAGE_LOAD_DISABLE=${disable} failed:\n${run.stderr.slice(-3000)}`
    )
  }
}

/** Init script: long tasks, LCP and FCP of the page, into `window.__ablate`. */
function observe() {
  const seen = { tasks: [], lcp: 0, fcp: 0 }
  window.__ablate = seen
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      seen.tasks.push({ start: e.startTime, duration: e.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') seen.fcp = e.startTime
    }
  }).observe({ type: 'paint', buffered: true })
}

/**
 * The screen pages load in: Lighthouse 12's mobile emulation (its
 * `screenEmulation` for the mobile form factor) with `--mobile`, else
 * Playwright's default desktop viewport.
 */
const SCREEN = process.argv.includes('--mobile')
  ? {
      name: 'mobile 412×823',
      options: {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      },
    }
  : { name: 'desktop 1280×720', options: {} }

/** One cold load of `url` at a 4x CPU slowdown: the figures listed above. */
async function load(browser, url) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...SCREEN.options,
  })
  await context.addInitScript(observe)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url)
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true',
    null,
    { timeout: 60_000 }
  )
  const hydratedAt = await page.evaluate(() => performance.now())
  await page.waitForTimeout(2_000)
  const figures = await page.evaluate((hydrated) => {
    const { tasks, lcp, fcp } = window.__ablate
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.startTime < hydrated)
      .reduce((sum, e) => sum + e.encodedBodySize, 0)
    return {
      jsGzip: js,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      tbtMs: tasks
        .filter((t) => t.start >= fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      lcpMs: lcp,
    }
  }, hydratedAt)
  await context.close()
  return figures
}

/** Lighthouse's CPU benchmark index of this host, measured in a page. */
async function benchmarkIndex(browser) {
  const page = await browser.newPage()
  const index = await page.evaluate(
    `(${pageFunctions.computeBenchmarkIndex.toString()})()`
  )
  await page.close()
  return Math.round(index)
}

// The build with every part is always measured: the others are read
// against it.
const variants = ['', ...PARTS].filter(
  (part) => !part || !only || only.includes(part)
)
const results = {
  date: new Date().toISOString(),
  runs: RUNS,
  screen: SCREEN.name,
  variants: {},
}
const reuse = process.argv.includes('--reuse')
if (!reuse) rmSync(OUT_DIR, { recursive: true, force: true })
for (const part of variants) {
  if (reuse && existsSync(join(outDir(part), 'index.html'))) continue
  const started = performance.now()
  build(part)
  console.log(
    `built ${part ? `without ${part}` : 'with every part'} in ${((performance.now() - started) / 1000).toFixed(0)} s`
  )
}
// Every variant is served at once, and the runs go round the variants in
// turn, so that the host's speed, which drifts on a shared machine, weighs
// on every variant alike.
const stops = []
const samples = {}
const cpu = []
try {
  for (const [i, part] of variants.entries()) {
    stops.push(await serveBuild(relative(root, outDir(part)), PORT + i))
  }
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: chromiumArgs,
  })
  // The build with every part ('') twice a round: the second, as
  // CONTROL, measures noise.
  const turns = [...variants.entries(), [0, CONTROL]]
  for (let run = 0; run < RUNS; run += 1) {
    cpu.push(await benchmarkIndex(browser))
    for (const [i, part] of turns) {
      for (const path of PAGES) {
        const key = `${part}\u0000${path}`
        samples[key] ??= []
        samples[key].push(
          await load(browser, `http://127.0.0.1:${PORT + i}${path}`)
        )
      }
    }
  }
  await browser.close()
} finally {
  for (const stop of stops) stop()
}
const rows = []
for (const part of [...variants, CONTROL]) {
  const pages = {}
  for (const path of PAGES) {
    const runs = samples[`${part}\u0000${path}`]
    if (!runs) continue
    const figures = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((s) => s[key]))])
    )
    // The spread of the runs, to tell a part's effect from noise.
    figures.range = Object.fromEntries(
      Object.keys(runs[0]).map((key) => {
        const values = runs.map((s) => s[key])
        return [key, [Math.min(...values), Math.max(...values)]]
      })
    )
    // Against the build with every part, round by round.
    const base = samples[`\u0000${path}`]
    const paired = part
      ? runs.map((sample, round) => sample.tbtMs - base[round].tbtMs)
      : []
    figures.pairedTbtMs = paired
    pages[path] = figures
    const [tbtLow, tbtHigh] = figures.range.tbtMs
    rows.push({
      variant: !part
        ? 'all parts on'
        : part === CONTROL
          ? 'control: all on again'
          : `without ${part}`,
      page: path,
      'JS gzip KB': Number((figures.jsGzip / 1024).toFixed(1)),
      'longest task ms': Math.round(figures.longestTaskMs),
      'TBT ms': Math.round(figures.tbtMs),
      'TBT range': `${Math.round(tbtLow)}–${Math.round(tbtHigh)}`,
      'TBT vs all on, per round': part
        ? `${signed(median(paired))} (${signed(Math.min(...paired))}…${signed(Math.max(...paired))}), worse in ${paired.filter((d) => d > 0).length}/${paired.length}`
        : '',
      'LCP ms': Math.round(figures.lcpMs),
    })
  }
  results.variants[part || 'none'] = { pages }
}
results.cpuIndex = cpu
console.log(
  `page-load parts, each off in turn: median of ${RUNS} cold loads at 4x CPU slowdown, ${SCREEN.name}, runs interleaved; CPU index per round: ${cpu.join(', ')}`
)
console.table(rows)
mkdirSync(join(root, 'bench-results'), { recursive: true })
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`)
console.log(`figures written to ${RESULTS}`)
