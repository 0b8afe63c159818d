import type { Page, Response } from '@playwright/test'
import { prism } from '../src/config/prism'
import { palette } from '../src/plugins/code-highlight/highlighter'
import { test, expect, waitForHydration } from './fixtures'

// Code blocks arrive highlighted from the build, colored by the token
// stylesheet of both color modes (src/plugins/code-highlight). These tests
// hold the colors to the Prism themes in src/config/prism.ts, in each mode,
// and check that pages no longer carry Prism.

const PAGE = '/guides/core-concepts/introduction-to-cypress'
/** The first JS string token of the page, by its classes. */
const stringToken = (page: Page) =>
  page
    .locator(
      `.theme-code-block span.${palette.className(['string'], 'js').split(' ').join('.')}`
    )
    .first()

/** `color` as the browser computes it (`rgb(…)`), for comparison. */
const computed = (page: Page, color: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span')
    probe.style.color = value
    document.body.append(probe)
    const result = getComputedStyle(probe).color
    probe.remove()
    return result
  }, color)

/** The text and background colors a reader sees in the first code block. */
async function colors(page: Page) {
  return {
    string: await stringToken(page).evaluate(
      (el) => getComputedStyle(el).color
    ),
    background: await page
      .locator('.theme-code-block')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  }
}

/** The colors `theme` gives a string token and the block background. */
async function expected(page: Page, theme: typeof prism.theme) {
  const string = theme.styles.find((entry) => entry.types.includes('string'))!
    .style.color!
  return {
    string: await computed(page, string),
    background: await computed(page, theme.plain.backgroundColor!),
  }
}

test('code is colored by the light theme, and the dark one after a switch', async ({
  page,
}) => {
  await page.goto(PAGE)
  await waitForHydration(page)
  expect(await colors(page)).toEqual(await expected(page, prism.theme))
  await page
    .getByRole('button', { name: /Switch between dark and light mode/ })
    .click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await colors(page)).toEqual(await expected(page, prism.darkTheme))
})

test('a dark-mode reader gets dark code from the first paint, kept after hydration', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.goto(PAGE, { waitUntil: 'commit' })
  await stringToken(page).waitFor()
  const dark = await expected(page, prism.darkTheme)
  expect(await colors(page)).toEqual(dark)
  await waitForHydration(page)
  expect(await colors(page)).toEqual(dark)
})

test('pages load no Prism: the highlighting was done by the build', async ({
  page,
}) => {
  // The scripts of the first load. Collecting stops at hydration, so that
  // no body is still being read when the test ends (the service worker's
  // module is requested right after it).
  const scripts: Promise<string>[] = []
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text())
    }
  }
  page.on('response', collect)
  await page.goto(PAGE)
  await waitForHydration(page)
  page.off('response', collect)
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(2)
  // Prism's core walks grammars with a function it names DFS, and the
  // component files call `languages.extend`.
  for (const body of bodies) {
    expect(body).not.toMatch(/\bDFS\b|languages\.extend\(/)
  }
})

test('the copy button copies the block’s code, as the page shows it', async ({
  page,
  context,
}) => {
  // The build sends a fenced block's code once, as its highlighted lines;
  // the button copies the text of those lines.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGE)
  await waitForHydration(page)
  const block = page.locator('.theme-code-block').first()
  // One element per line.
  const shown = (await block.locator('code > span').allTextContents()).join(
    '\n'
  )
  expect(shown.split('\n').length).toBeGreaterThan(2)
  await block.hover()
  await block.getByRole('button', { name: /copy/i }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(shown)
})
