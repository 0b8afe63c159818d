import { chromium } from '@playwright/test'
import { serveBuild } from './lib/benchServe.mjs'
const stop = await serveBuild(process.argv[2] ?? 'build', 3391)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const path of ['/faq/questions/using-cypress-faq', '/api/commands/should']) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' })
  const page = await ctx.newPage()
  await page.goto('http://127.0.0.1:3391' + path)
  await page.waitForTimeout(1500)
  const res = await page.evaluate(() => performance.getEntriesByType('resource').filter(e => e.name.endsWith('.js')).map(e => [e.name.replace(location.origin, ''), e.encodedBodySize, Math.round(e.startTime)]))
  let t = 0
  for (const r of res) { t += r[1]; console.log(path, r[0], (r[1] / 1024).toFixed(1), r[2]) }
  console.log(path, 'total', (t / 1024).toFixed(1))
  await ctx.close()
}
await browser.close(); stop()
