import {
  test,
  expect,
  waitForHydration,
  waitForIdle,
  MOBILE_MAX_WIDTH,
} from './fixtures'

// A page's first locale-aware comparison or date format loads the
// browser's ICU data: tens of milliseconds of main thread while the page
// hydrates (src/plugins/page-load/patches). None of these pages needs one.
const PAGES = [
  '/',
  '/guides/getting-started/installing-cypress',
  '/api/commands/intercept',
  '/plugins/',
  '/examples/media/blogs-media',
]

test.use({ viewport: { width: MOBILE_MAX_WIDTH, height: 800 } })

for (const path of PAGES) {
  test(`${path} hydrates without loading ICU data`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = []
      Object.assign(window, { __icuCalls: calls })
      const spy = <T extends object>(owner: T, key: keyof T) => {
        const original = owner[key] as (...args: unknown[]) => unknown
        Object.defineProperty(owner, key, {
          configurable: true,
          writable: true,
          value: function (this: unknown, ...args: unknown[]) {
            calls.push(`${String(key)}: ${new Error().stack?.split('\n')[2]}`)
            return original.apply(this, args)
          },
        })
      }
      spy(String.prototype, 'localeCompare')
      spy(Date.prototype, 'toLocaleDateString')
      spy(Date.prototype, 'toLocaleString')
      spy(Intl, 'Collator')
      spy(Intl, 'DateTimeFormat')
    })
    await page.goto(path)
    await waitForHydration(page)
    // Work deferred to idle time has run too.
    await waitForIdle(page)
    const calls = await page.evaluate(
      () => (window as unknown as { __icuCalls: string[] }).__icuCalls
    )
    expect(calls).toEqual([])
  })
}
