import type { Page } from '@playwright/test'
import { test, expect, fixtureUrl, waitForHydration } from './fixtures'

const navbar = (page: Page) => page.locator('nav.navbar')

test('every navbar item type renders (fixture site)', async ({ page }) => {
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  const bar = navbar(page)
  // Plain link, doc link, doc-sidebar link and docs-version link all lead to
  // the intro of the shown version.
  for (const name of [
    'Plain link',
    'Doc link',
    'Sidebar link',
    'Version link',
  ]) {
    await expect(bar.getByRole('link', { name })).toHaveAttribute(
      'href',
      '/docs/intro'
    )
  }
  // Dropdown, docs-version dropdown and locale dropdown.
  for (const label of ['More', '1.0', 'English']) {
    await expect(
      bar.locator('.dropdown > .navbar__link', { hasText: label })
    ).toBeVisible()
  }
  await expect(bar.getByRole('search')).toBeVisible()
  await expect(bar.locator('.fixture-html')).toHaveText('Raw HTML')
})

test('a dropdown opens on Enter and closes on a click outside', async ({
  page,
}) => {
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  const dropdown = navbar(page).locator('.dropdown', { hasText: 'More' })
  const menu = dropdown.locator('.dropdown__menu')
  await expect(menu).toBeHidden()
  await dropdown.locator('.navbar__link').focus()
  await page.keyboard.press('Enter')
  await expect(dropdown).toHaveClass(/dropdown--show/)
  await expect(menu.getByRole('link', { name: 'Guide' })).toBeVisible()
  await page.locator('.markdown p').first().click()
  await expect(dropdown).not.toHaveClass(/dropdown--show/)
  await expect(menu).toBeHidden()
})

test('the language switcher and version dropdown keep the query and hash', async ({
  page,
}) => {
  await page.goto(fixtureUrl('/docs/intro?tab=2#short-section'))
  await waitForHydration(page)
  await expect(
    navbar(page).getByRole('link', { name: 'Français', includeHidden: true })
  ).toHaveAttribute('href', '/fr/docs/intro?tab=2#short-section')
  await expect(
    navbar(page)
      .locator('.dropdown__menu')
      .getByRole('link', { name: 'Next', includeHidden: true })
  ).toHaveAttribute('href', '/docs/next/intro?tab=2#short-section')
})

test('a stored preferred docs version that no longer exists is cleared', async ({
  page,
}) => {
  await page.goto(fixtureUrl('/'))
  await page.evaluate(() =>
    localStorage.setItem('docs-preferred-version-default', '0.9')
  )
  await page.goto(fixtureUrl('/docs/intro'))
  await waitForHydration(page)
  await expect
    .poll(() =>
      page.evaluate(() =>
        localStorage.getItem('docs-preferred-version-default')
      )
    )
    .toBeNull()
  // A version that exists is kept.
  await page.evaluate(() =>
    localStorage.setItem('docs-preferred-version-default', 'current')
  )
  await page.reload()
  await waitForHydration(page)
  expect(
    await page.evaluate(() =>
      localStorage.getItem('docs-preferred-version-default')
    )
  ).toBe('current')
})

test('the logo links to the site base, or to its configured href', async ({
  page,
}) => {
  await page.goto('/guides/overview/why-cypress')
  await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', '/')
  await page.goto(fixtureUrl('/docs/intro'))
  await expect(page.locator('a.navbar__brand')).toHaveAttribute(
    'href',
    '/docs/guide'
  )
})

test('with hideOnScroll the navbar hides on scroll down, returns on scroll up, and shows near the top', async ({
  page,
}) => {
  await page.goto(fixtureUrl('/docs/guide'))
  await waitForHydration(page)
  const bar = navbar(page)
  const scrollY = () => page.evaluate(() => window.scrollY)
  /** Scrolls in steps, as a reader does, waiting for each to land. */
  const scroll = async (deltaY: number, steps = 4) => {
    await page.mouse.move(600, 400)
    for (let step = 0; step < steps; step += 1) {
      const before = await scrollY()
      await page.mouse.wheel(0, deltaY)
      await expect.poll(scrollY).not.toBe(before)
    }
  }
  await expect(bar).not.toHaveClass(/navbarHidden/)
  await scroll(400)
  await expect(bar).toHaveClass(/navbarHidden/)
  await scroll(-150, 2)
  await expect(bar).not.toHaveClass(/navbarHidden/)
  await scroll(300, 2)
  await expect(bar).toHaveClass(/navbarHidden/)
  await page.evaluate(() => window.scrollTo(0, 10))
  await expect(bar).not.toHaveClass(/navbarHidden/)
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('a collapsible menu starts expanded when it holds the active route', async ({
    page,
  }) => {
    await page.goto(fixtureUrl('/docs/guide'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    const menu = page.locator('.navbar-sidebar__item.menu')
    const more = menu.locator('.menu__list-item', { hasText: 'More' })
    await expect(more.getByRole('link', { name: 'Guide' })).toBeVisible()
    await expect(more).not.toHaveClass(/menu__list-item--collapsed/)

    // Where the menu holds no active route, it starts collapsed.
    await page.goto(fixtureUrl('/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    await expect(more).toHaveClass(/menu__list-item--collapsed/)
  })

  // Each doc page hands its sidebar to the phone menu once it has hydrated.
  test('on a doc page the menu opens on the doc sidebar, and Back leads to the main menu', async ({
    page,
  }) => {
    await page.goto(fixtureUrl('/docs/guide'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click()
    const panels = page.locator('.navbar-sidebar__items')
    const [primary, secondary] = [
      panels.locator('.navbar-sidebar__item').first(),
      panels.locator('.navbar-sidebar__item').nth(1),
    ]
    await expect(panels).toHaveClass(/navbar-sidebar__items--show-secondary/)
    await expect(
      secondary.getByRole('link', { name: 'Fixture intro' })
    ).toBeVisible()
    await expect(
      secondary.locator('.menu__link--active', { hasText: 'Fixture guide' })
    ).toHaveAttribute('aria-current', 'page')

    await secondary.getByRole('button', { name: 'Back to main menu' }).click()
    await expect(panels).not.toHaveClass(/--show-secondary/)
    await expect(primary).not.toHaveAttribute('inert')
    await expect(secondary).toHaveAttribute('inert')
    await expect(
      primary.getByRole('link', { name: 'Plain link' })
    ).toBeVisible()
  })
})

test('the navbar marks the section the page belongs to', async ({ page }) => {
  const sections = [
    ['/api/commands/get', 'API'],
    ['/guides/core-concepts/retry-ability', 'Guides'],
    ['/examples/recipes', 'Examples'],
    ['/faq/questions/cloud-faq', 'FAQ'],
    ['/plugins/', 'Plugins'],
  ]
  for (const [path, section] of sections) {
    await page.goto(path!)
    await waitForHydration(page)
    await expect(
      navbar(page).locator('.navbar__items .navbar__link--active'),
      path
    ).toHaveText([section!])
  }
  await page.goto('/')
  await waitForHydration(page)
  await expect(
    navbar(page).locator('.navbar__items .navbar__link--active')
  ).toHaveCount(0)
})
