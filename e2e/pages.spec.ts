import { test, expect, firstPages, waitForHydration } from './fixtures'

for (const { path, title } of firstPages) {
  test(`${path} renders its title and an H2–H3 table of contents`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('article h1')).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | Cypress Documentation`)

    const headings = await page
      .locator('article .markdown :is(h2, h3, h4, h5, h6)[id]')
      .evaluateAll((elements) =>
        elements.map((el) => ({ id: el.id, level: el.tagName }))
      )
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) =>
          decodeURIComponent(
            new URL((a as HTMLAnchorElement).href).hash.slice(1)
          )
        )
      )
    expect(tocTargets.length).toBeGreaterThan(1)
    const expected = headings
      .filter((h) => h.level === 'H2' || h.level === 'H3')
      .map((h) => h.id)
    expect(tocTargets).toEqual(expected)
  })
}

test('the home page says what Cypress is and links into the docs', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('h1')).toHaveText('Cypress Documentation')
  await expect(
    page.getByText(
      'Fast, easy and reliable testing for anything that runs in a browser'
    )
  ).toBeVisible()
  for (const name of ['Guides', 'API reference', 'Examples', 'Plugins']) {
    await expect(
      page.locator('main').getByRole('link', { name: new RegExp(`^${name}`) })
    ).toBeVisible()
  }
  // Docusaurus's base-URL check runs on the home page only; it must find
  // the scripts loaded (src/plugins/page-load/staged-entry/entry.ts).
  await waitForHydration(page)
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(
    0
  )
})

test('the component-testing configuration partial is a page without a sidebar', async ({
  page,
}) => {
  await page.goto('/partials/component-testing-config')
  await expect(page.locator('h1')).toHaveText('Component testing configuration')
  await expect(page.getByText("framework: 'react'").first()).toBeVisible()
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0)
  // The partial it imports went through the site's remark and rehype
  // plugins, as in the doc that imports it too: config tabs, highlighted
  // code. A build cache shared with the base-URL build once served it
  // without them (src/plugins/buildCache.ts).
  await expect(
    page.getByRole('tab', { name: 'cypress.config.ts' }).first()
  ).toBeVisible()
  await expect(page.locator('pre code [class^="tl"]').first()).toBeAttached()
})
