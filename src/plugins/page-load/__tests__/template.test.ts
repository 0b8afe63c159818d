// @vitest-environment jsdom
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loader, ssrTemplate } from '../template'

const SCRIPTS = ['assets/js/runtime~main.abc.js', 'assets/js/main.def.js']

/** The page Docusaurus would write, rendered with its own template engine. */
async function renderPage(baseUrl: string): Promise<string> {
  const render = await compileSSGTemplate(ssrTemplate)
  return render({
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    version: '3.10.2',
    metaAttributes: ['<title>Page</title>'],
    headTags: '',
    stylesheets: ['assets/css/styles.123.css'],
    scripts: SCRIPTS,
    baseUrl,
    preBodyTags: '',
    appHtml: '<main>Content</main>',
    postBodyTags: '',
    noIndex: false,
  })
}

/** The src of every script element in the head, in document order. */
const headScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }))

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => state,
  })
}

beforeEach(() => {
  document.head.innerHTML = ''
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
})

afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

describe('ssrTemplate', () => {
  it('has no script tags that load before the first paint', async () => {
    const html = await renderPage('/')
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/css/styles.123.css" />'
    )
    expect(html).toContain('<div id="__docusaurus"><main>Content</main></div>')
  })

  it("runs the loader on the build's entry scripts under the base URL", async () => {
    const html = await renderPage('/docs/')
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(inline).toBeDefined()
    setVisibility('hidden')
    new Function(inline!)()
    expect(headScripts()).toEqual([
      { src: '/docs/assets/js/runtime~main.abc.js', async: false },
      { src: '/docs/assets/js/main.def.js', async: false },
    ])
  })
})

describe('loader', () => {
  it('adds the scripts in order only after the next frame has painted', () => {
    loader(['/a.js', '/b.js'])
    expect(headScripts()).toEqual([])
    vi.advanceTimersToNextFrame()
    expect(headScripts()).toEqual([])
    vi.runOnlyPendingTimers()
    expect(headScripts()).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ])
  })

  it("keeps Docusaurus's base-URL banner away unless a script fails", () => {
    const page = window as unknown as {
      docusaurus?: object
      insertBanner?: () => void
    }
    delete page.docusaurus
    page.insertBanner = vi.fn()
    setVisibility('hidden')
    loader(['/a.js', '/b.js'])
    expect(page.docusaurus).toEqual({})
    const scripts = [...document.head.querySelectorAll('script')]
    expect(page.insertBanner).not.toHaveBeenCalled()
    for (const script of scripts) script.dispatchEvent(new Event('error'))
    expect(page.insertBanner).toHaveBeenCalledTimes(1)
    delete page.insertBanner
  })

  it('adds them at once in a hidden tab, which gets no frames', () => {
    setVisibility('hidden')
    loader(['/a.js'])
    expect(headScripts()).toEqual([{ src: '/a.js', async: false }])
  })
})

describe('ssrTemplate against the installed Docusaurus', () => {
  it("is Docusaurus's template with only the scripts moved", async () => {
    const { default: upstream } =
      (await import('@docusaurus/core/lib/ssg/ssgTemplate.html.js')) as {
        default: string
      }
    const headScripts = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`
    const bodyScripts = / {4}<script>\(function loader[\s\S]*?<\/script>\n/
    expect(ssrTemplate).toMatch(bodyScripts)
    const ours = ssrTemplate.replace(bodyScripts, '')
    const theirs = upstream.trim().replace(headScripts, '')
    expect(
      ours.trim(),
      'upstream changed: re-check src/plugins/page-load/template.ts against ' +
        '@docusaurus/core/lib/ssg/ssgTemplate.html.js'
    ).toBe(theirs)
  })
})
