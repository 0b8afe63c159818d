import AxeBuilder from '@axe-core/playwright'
import {
  test,
  expect,
  sitemapPaths,
  waitForHydration,
  storeColorMode,
} from './fixtures'

/** Pages of the sitemap that are not docs, so have no Markdown copy. */
const NON_DOC_PAGES = ['/', '/plugins/', '/partials/component-testing-config']

test('llms.txt lists the Markdown copy of every doc in the sitemap, per sidebar', async ({
  request,
}) => {
  const response = await request.get('/llms.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text.split('\n')[0]).toBe('# Cypress Documentation')
  expect(text).toMatch(/^> \S/m)
  expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
    'Guides',
    'API',
    'Examples',
    'FAQ',
  ])
  const links = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\)(?::\s\S.*)?$/gm)]
  const listed = links.map((m) => new URL(m[1] ?? '').pathname)
  expect(listed.every((p) => p.endsWith('.md'))).toBe(true)
  const docs = (await sitemapPaths(request)).filter(
    (p) => !NON_DOC_PAGES.includes(p)
  )
  expect(listed.map((p) => p.replace(/\.md$/, '')).sort()).toEqual(docs.sort())
  expect(listed).toHaveLength(250)

  const full = await request.get('/llms-full.txt')
  expect(full.status()).toBe(200)
  const fullText = await full.text()
  expect(fullText).toContain('# Why Cypress?')
  expect(fullText.indexOf('# Why Cypress?')).toBeLessThan(
    fullText.indexOf('# click')
  )
})

test('a Markdown copy is clean Markdown with its code fences', async ({
  request,
}) => {
  const response = await request.get('/api/commands/click.md')
  expect(response.status()).toBe(200)
  const md = await response.text()
  expect(md.startsWith('# click\n\n> Click a DOM element')).toBe(true)
  expect(md).not.toMatch(/^import /m)
  expect(md).not.toContain("from '@site/")
  expect(md).not.toContain('<Tabs')
  expect(md).not.toContain('<CommandLog')
  expect(md).toContain('```js\n')
  expect(md).toMatch(
    /\]\(http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/commands\/dblclick\)/
  )

  const config = await (
    await request.get(
      '/guides/component-testing/component-framework-configuration.md'
    )
  ).text()
  // The partial is inlined, and its config-tabs block shows both files.
  expect(config).toContain('**cypress.config.ts**\n\n```ts\n')
  expect(config).toContain('**cypress.config.js**\n\n```js\n')
  // Code blocks import from 'cypress'; the page's MDX imports are gone.
  expect(config).not.toContain("from '@site/")
  expect(config).not.toContain('<Config')
})

test('"Copy page as Markdown" puts the page’s Markdown on the clipboard', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Copy page as Markdown' })
  await button.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied' })
  ).toHaveText('Copied')
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  const expected = await (await request.get('/api/commands/click.md')).text()
  expect(clipboard).toBe(expected)
})

for (const theme of ['light', 'dark']) {
  test(`the page actions pass axe (contrast, names) in ${theme} mode`, async ({
    page,
  }) => {
    await storeColorMode(page, theme)
    await page.goto('/api/commands/click')
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const button = page.getByRole('button', { name: 'Copy page as Markdown' })
    await expect(page.locator('[class*="actions_"]')).toHaveCount(1)
    const results = await new AxeBuilder({ page })
      .include('[class*="actions_"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
    // Keyboard focus is visible: an outline appears on the focused button.
    await page.keyboard.press('Tab')
    await button.focus()
    expect(
      await button.evaluate((el) => getComputedStyle(el).outlineStyle)
    ).toBe('solid')
  })
}

test('the copy button says so when the Markdown cannot be fetched', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.route('**/*.md', (route) => route.abort())
  await page.goto('/api/commands/click')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Could not copy' })
  ).toBeVisible()
})

test('"View as Markdown" opens the page’s .md copy', async ({ page }) => {
  await page.goto('/guides/overview/why-cypress')
  await waitForHydration(page)
  const link = page.getByRole('link', { name: 'View as Markdown' })
  await expect(link).toHaveAttribute('href', '/guides/overview/why-cypress.md')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/why-cypress.md')),
    link.click(),
  ])
  expect(response.status()).toBe(200)
  await expect(page.locator('body')).toContainText('# Why Cypress?')
})

test('the sitemap leaves out /search and the 404 page', async ({ request }) => {
  const paths = await sitemapPaths(request)
  expect(paths).toContain('/')
  expect(paths).toContain('/plugins/')
  expect(paths).toContain('/api/commands/click')
  expect(paths.filter((p) => /^\/search|404/.test(p))).toEqual([])
})

test('robots.txt allows crawling and names the absolute sitemap URL', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toContain('User-agent: *\nAllow: /')
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
})

test('a doc page has Open Graph and Twitter meta with its own card', async ({
  page,
  request,
}) => {
  await page.goto('/api/commands/click')
  // While React hydrates, Helmet briefly holds only the site-wide tags.
  await waitForHydration(page)
  const meta = (selector: string) =>
    page.locator(`head ${selector}`).getAttribute('content')
  expect(await meta('meta[property="og:title"]')).toBe(
    'click | Cypress Documentation'
  )
  expect(await meta('meta[property="og:description"]')).toMatch(/^Click a DOM/)
  const url = await meta('meta[property="og:url"]')
  expect(url).toMatch(/^https?:\/\/[^/]+\/api\/commands\/click$/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    url ?? ''
  )
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1)
  await expect(
    page.locator('head meta[property="og:description"]')
  ).toHaveCount(1)
  const image = await meta('meta[property="og:image"]')
  expect(image).toMatch(
    /^https?:\/\/[^/]+\/img\/cards\/api\/commands\/click\.png$/
  )
  expect(await meta('meta[name="twitter:image"]')).toBe(image)

  const card = await request.get(new URL(image ?? '').pathname)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toMatch(/^image\/(png|jpeg)/)
  const bytes = await card.body()
  expect(bytes.length).toBeLessThan(40 * 1024)
})

for (const path of ['/', '/plugins/', '/search', '/no-such-page']) {
  test(`${path} has the default social card`, async ({ page, request }) => {
    await page.goto(path)
    const image = await page
      .locator('head meta[property="og:image"]')
      .getAttribute('content')
    expect(image).toMatch(/^https?:\/\/[^/]+\/img\/cards\/default\.png$/)
    for (const property of ['og:title', 'og:description', 'og:url']) {
      const tag = page.locator(`head meta[property="${property}"]`)
      await expect(tag).toHaveCount(1)
      expect(await tag.getAttribute('content')).toMatch(/\S/)
    }
    await expect(
      page.locator('head meta[name="twitter:card"]')
    ).toHaveAttribute('content', 'summary_large_image')
    await expect(
      page.locator('head meta[name="twitter:image"]')
    ).toHaveAttribute('content', image ?? '')
    const card = await request.get(new URL(image ?? '').pathname)
    expect(card.headers()['content-type']).toBe('image/png')
  })
}
