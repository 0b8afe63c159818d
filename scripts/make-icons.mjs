#!/usr/bin/env node
// `npm run icons`: draws the web-app icons (static/img/icons/icon-192.png and
// icon-512.png, named in static/manifest.json) from static/img/logo.svg with
// Debian's Chromium, transparent around the logo's rounded corners. The PNGs
// are committed, so the build needs neither Chromium nor the network; run
// this again after changing the logo.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const require = createRequire(import.meta.url)
const { chromiumArgs, resolveChromium } = require('./chromium.cjs')

const root = fileURLToPath(new URL('..', import.meta.url))
/** The icon sizes the manifest lists, in pixels. */
export const ICON_SIZES = [192, 512]

/** Renders the logo at each size into static/img/icons/. */
async function main() {
  const svg = readFileSync(join(root, 'static/img/logo.svg'), 'utf8')
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: chromiumArgs,
  })
  try {
    for (const size of ICON_SIZES) {
      const page = await browser.newPage({
        viewport: { width: size, height: size },
      })
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg.replace(
          '<svg ',
          `<svg width="${size}" height="${size}" `
        )}</body></html>`
      )
      const file = join(root, `static/img/icons/icon-${size}.png`)
      await page.screenshot({ path: file, omitBackground: true })
      await page.close()
      console.log(`icons: wrote ${file}`)
    }
  } finally {
    await browser.close()
  }
}

main().catch((error) => {
  console.error(`icons: ${error.message}`)
  process.exit(1)
})
