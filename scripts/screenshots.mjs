#!/usr/bin/env node
// `npm run screenshots [path …]`: PNGs of pages of the built site (run
// `npm run build` first) at desktop (1280 px) and mobile (390 px) widths, in
// light and dark mode, written to screenshots/ (first screen only, or whole
// pages with FULL_PAGE=1). For reviewing pages by eye.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './chromium.cjs'

const root = new URL('..', import.meta.url).pathname
const PORT = Number(process.env.SCREENSHOT_PORT ?? 3300)
// FULL_PAGE=1 captures whole pages; by default only the first screen.
const FULL_PAGE = process.env.FULL_PAGE === '1'
const paths = process.argv.slice(2)
const targets =
  paths.length > 0
    ? paths
    : [
        '/',
        '/guides/overview/why-cypress',
        '/api/commands/should',
        '/plugins/',
        '/search?q=retry',
        '/no-such-page',
      ]
const sizes = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
}

const server = spawn(
  'npx',
  ['docusaurus', 'serve', '--port', String(PORT), '--no-open'],
  {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  }
)
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/`)).ok) break
    } catch {
      if (i > 120) throw new Error('docusaurus serve did not start')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  mkdirSync(`${root}/screenshots`, { recursive: true })
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: chromiumArgs,
  })
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
      })
      await context.addInitScript(
        (theme) => localStorage.setItem('theme', theme),
        colorScheme
      )
      const page = await context.newPage()
      for (const path of targets) {
        await page.goto(`http://localhost:${PORT}${path}`, {
          waitUntil: 'networkidle',
        })
        const name =
          path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
        const file = `${root}/screenshots/${name}.${size}.${colorScheme}.png`
        await page.screenshot({ path: file, fullPage: FULL_PAGE })
        console.log(file)
      }
      await context.close()
    }
  }
  await browser.close()
} finally {
  process.kill(-server.pid)
}
