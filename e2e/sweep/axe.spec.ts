/**
 * The sweep's axe setup (axe.ts) can fail: text of too little contrast and a
 * link told from its text by color alone, planted in a doc page's article,
 * are reported, in light and dark mode; the same planted in highlighted code
 * or, when the color rules are held to the article, in the footer are not.
 * Flattening highlighted code before axe runs (flattenCode) hides nothing
 * from it: axe gives the spans it removes no result, and the text and layout
 * of each block stay the same.
 */
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from '../fixtures'
import {
  AXE_SOURCE,
  axeViolations,
  COLOR_RULES,
  flattenCode,
  injectAxe,
  WCAG_TAGS,
} from './axe'

/** A doc page with paragraphs and highlighted code in its article. */
const PAGE = '/api/commands/click'

/**
 * Appends, inside the first element matching `where`, a paragraph in black
 * on white (whatever the color mode) with text of too little contrast (#bbb,
 * 1.9:1) and a link told from its text by a color too close to it (#222
 * against #000, 1.3:1), with no underline.
 */
async function plant(page: Page, where: string): Promise<void> {
  await page.evaluate((selector) => {
    const host = document.querySelector(selector)
    if (!host) throw new Error(`nothing matches ${selector}`)
    host.insertAdjacentHTML(
      'beforeend',
      '<p style="color:#000;background-color:#fff">Some words, <span style="color:#bbb">faint words</span> and <a href="#x" style="color:#222;text-decoration:none">a link</a> in a sentence.</p>'
    )
  }, where)
}

/** Opens {@link PAGE}, hydrated, with axe in it ({@link injectAxe}). */
async function openWithAxe(page: Page, within?: string): Promise<void> {
  await page.goto(PAGE)
  await waitForHydration(page)
  await injectAxe(page, within)
}

/** The rules among the violations, each once, sorted. */
const rulesOf = (violations: string[]) =>
  [...new Set(violations.map((line) => line.split(' ')[0]))].sort()

test('the color rules report planted failures in the article, not in code or outside their part', async ({
  page,
}) => {
  await openWithAxe(page, 'article')
  expect(await axeViolations(page, 'all')).toEqual([])

  await plant(page, 'article pre code')
  await plant(page, 'footer')
  expect(await axeViolations(page, 'all')).toEqual([])

  await plant(page, 'article .markdown > p')
  expect(rulesOf(await axeViolations(page, 'all'))).toEqual([
    'color-contrast',
    'link-in-text-block',
  ])

  await page.evaluate(() => {
    document.documentElement.setAttribute('data-theme', 'dark')
  })
  await plant(page, 'article .markdown > p')
  expect(await axeViolations(page, 'colors')).toContainEqual(
    expect.stringMatching(/^color-contrast /)
  )
})

test('without a part to hold them to, the color rules check the whole page', async ({
  page,
}) => {
  await openWithAxe(page)
  await plant(page, 'article pre code')
  expect(await axeViolations(page, 'colors')).toEqual([])
  await plant(page, 'footer')
  expect(rulesOf(await axeViolations(page, 'colors'))).toContain(
    'color-contrast'
  )
})

/**
 * The axe rules, and kinds of result, that have any result (violation, pass
 * or incomplete) on an element inside highlighted code (`pre code *`), as
 * `kind:rule`, sorted. Runs `rules`, or every WCAG 2.1 A and AA rule.
 */
async function resultsInCode(page: Page, rules?: string[]): Promise<string[]> {
  return page.evaluate(
    async ([only, tags]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const results = await axe.run(document, {
        runOnly: only
          ? { type: 'rule', values: only }
          : { type: 'tag', values: tags },
      })
      const found = new Set<string>()
      for (const kind of ['violations', 'passes', 'incomplete'] as const) {
        for (const rule of results[kind]) {
          for (const node of rule.nodes) {
            const selector = node.target.at(-1)
            const element =
              typeof selector === 'string'
                ? document.querySelector(selector)
                : null
            if (element?.matches('pre code *')) found.add(`${kind}:${rule.id}`)
          }
        }
      }
      return [...found].sort()
    },
    [rules, WCAG_TAGS] as const
  )
}

/** What the sweep's axe run sees of each code block of the page. */
function codeBlocks(page: Page) {
  return page.$$eval('pre', (pres) =>
    pres.map((pre) => ({
      // Lines are blocks before flattening and text after: compare them by
      // their characters, each run of line breaks counted as one.
      text: pre.innerText.replace(/\n+/g, '\n'),
      size: [
        pre.clientWidth,
        pre.clientHeight,
        pre.scrollWidth,
        pre.scrollHeight,
      ],
      elements: pre.querySelectorAll('*').length,
    }))
  )
}

test("flattening highlighted code hides nothing from axe and keeps each block's text and layout", async ({
  page,
}) => {
  await page.goto('/api/commands/should')
  await waitForHydration(page)
  // Without the sweep's limits, so that the color rules reach into code.
  await page.evaluate(AXE_SOURCE)
  const rules = (await resultsInCode(page)).map((id) => id.split(':')[1])
  expect(rules).toContain('color-contrast')
  expect(rules.filter((id) => !COLOR_RULES.includes(id!))).toEqual([])

  const before = await codeBlocks(page)
  expect(await flattenCode(page)).toEqual({
    flattened: before.length,
    restored: 0,
  })
  const after = await codeBlocks(page)
  expect(after.map((block) => block.elements)).toEqual(before.map(() => 1))
  const textAndSize = (blocks: typeof before) =>
    blocks.map(({ text, size }) => ({ text, size }))
  expect(textAndSize(after)).toEqual(textAndSize(before))

  // A span axe has something to say about is found, and its block kept.
  await page.evaluate(() => {
    document
      .querySelector('pre code')
      ?.insertAdjacentHTML(
        'beforeend',
        '<span aria-hidden="true" tabindex="0">x</span>'
      )
  })
  expect(await flattenCode(page)).toEqual({ flattened: 0, restored: 0 })
  expect(await resultsInCode(page, ['aria-hidden-focus'])).toEqual([
    'violations:aria-hidden-focus',
  ])
})
