/**
 * The sweep's axe setup (axe.ts) can fail: text of too little contrast and a
 * link told from its text by color alone, planted in a doc page's article,
 * are reported, in light and dark mode; the same planted in highlighted code
 * or, when the color rules are held to the article, in the footer are not.
 */
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from '../fixtures'
import { axeViolations, injectAxe } from './axe'

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
