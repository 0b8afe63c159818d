#!/usr/bin/env node
// `npm run bench`: figures for the production build, printed as a table.
//  - cold `npm run build` time (build output and caches removed first) and
//    the number of HTML pages;
//  - for /, a guide page and an API page: bytes of HTML, JS and CSS that the
//    browser loads on first view, raw and gzip, measured in Debian's Chromium.
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
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('npm run build failed')
  return (performance.now() - started) / 1000
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

const buildSeconds = coldBuild()
const htmlPages = countHtml(join(root, 'build'))
console.log(`cold build (docusaurus + pagefind): ${buildSeconds.toFixed(1)} s`)
console.log(`HTML pages: ${htmlPages}`)

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
  await browser.close()
  console.log('first view (HTML, JS and CSS the browser loads):')
  console.table(rows)
} finally {
  process.kill(-server.pid)
}
