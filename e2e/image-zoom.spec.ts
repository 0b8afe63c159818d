import type { Page } from '@playwright/test'
import {
  test,
  expect,
  fixtureUrl,
  waitForHydration,
  storeColorMode,
} from './fixtures'

const image = (page: Page) => page.locator('.markdown img').first()
const guideImage = (page: Page) =>
  page.locator('.markdown img[alt^="A fixture diagram"]')
const overlay = (page: Page) => page.locator('.medium-zoom-overlay')
const opened = (page: Page) => page.locator('body')

/**
 * Clicks the image to zoom it and waits until the zoom has settled: while
 * it animates, medium-zoom ignores the clicks and keys that close it.
 */
async function zoomIn(page: Page): Promise<void> {
  // A zoom that is still closing ignores the click: wait until it is gone.
  await expect(overlay(page)).toHaveCount(0)
  await image(page).click()
  await expect(opened(page)).toHaveClass(/medium-zoom--opened/)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const zoomed = document.querySelector('.medium-zoom-image--opened')
        return zoomed ? zoomed.getAnimations().length : -1
      })
    )
    .toBe(0)
}

/**
 * Goes to the guide by a client-side route change, from the intro page, and
 * lets every pending zoom timer fire (those of the first load and of the
 * route change), so no re-attach can land in the middle of a test.
 */
async function openGuide(page: Page): Promise<void> {
  await page.clock.install()
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'Fixture guide' })
    .click()
  await expect(page.locator('article h1')).toHaveText('Fixture guide')
  await page.clock.runFor(2_500)
  await page.clock.resume()
  await expect(guideImage(page)).toHaveClass(/medium-zoom-image/)
}

test('zoom attaches to content images 1000 ms after a route change', async ({
  page,
}) => {
  // The page's clock is driven by the test, so the delay is exact.
  await page.clock.install()
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1_000)
  await page.clock.runFor(1_500) // the zoom of the first load attaches
  await expect(image(page)).toHaveClass(/medium-zoom-image/)
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'Fixture guide' })
    .click()
  await expect(page.locator('article h1')).toHaveText('Fixture guide')
  await page.clock.runFor(990)
  await expect(guideImage(page)).not.toHaveClass(/medium-zoom-image/)
  await page.clock.runFor(20)
  await expect(guideImage(page)).toHaveClass(/medium-zoom-image/)
})

test('a click opens and a click closes; Escape and a 40 px scroll close it', async ({
  page,
}) => {
  await openGuide(page)
  await zoomIn(page)
  await expect(overlay(page)).toBeVisible()
  await page.mouse.click(10, 400)
  await expect(opened(page)).not.toHaveClass(/medium-zoom--opened/)

  await zoomIn(page)
  await page.keyboard.press('Escape')
  await expect(opened(page)).not.toHaveClass(/medium-zoom--opened/)

  await zoomIn(page)
  await page.evaluate(() => window.scrollBy(0, 20))
  await expect(opened(page)).toHaveClass(/medium-zoom--opened/)
  await page.evaluate(() => window.scrollBy(0, 40))
  await expect(opened(page)).not.toHaveClass(/medium-zoom--opened/)
})

for (const [mode, color] of [
  ['light', 'rgb(255, 255, 255)'],
  ['dark', 'rgb(50, 50, 50)'],
] as const) {
  test(`the zoom background is ${color} in ${mode} mode`, async ({ page }) => {
    await storeColorMode(page, mode)
    await openGuide(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
    await image(page).click()
    await expect(overlay(page)).toHaveCSS('background-color', color)
  })
}
