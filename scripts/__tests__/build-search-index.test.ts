import { describe, expect, it } from 'vitest'
import {
  algoliaConfigured,
  annotate,
  categoryOf,
  countWords,
  definedNames,
  descriptionOf,
  routeOfHtml,
  sectionRecords,
  vocabularyFile,
} from '../build-search-index.mts'

const page = (crumbs: string) =>
  `<html><body><nav class="theme-doc-breadcrumbs x" aria-label=Breadcrumbs><ul class=breadcrumbs>${crumbs}</ul></nav><article class=a><h1>get</h1></article></body></html>`
const home =
  '<li class=breadcrumbs__item><a aria-label="Home page" href=/><svg></svg></a>'

describe('categoryOf', () => {
  it('reads the category before the page in minified breadcrumbs', () => {
    expect(
      categoryOf(
        page(
          `${home}<li class=breadcrumbs__item><span class=breadcrumbs__link>Queries &amp; more</span><li class="breadcrumbs__item breadcrumbs__item--active"><span>get</span>`
        )
      )
    ).toBe('Queries & more')
  })

  it('is null without breadcrumbs or a category', () => {
    expect(categoryOf('<article></article>')).toBeNull()
    expect(
      categoryOf(page(`${home}<li class="breadcrumbs__item"><span>get</span>`))
    ).toBeNull()
  })
})

describe('annotate', () => {
  it('marks the article as the body and adds section and category', () => {
    const html = annotate(
      page(
        `${home}<li class=breadcrumbs__item><span>Queries</span><li class=breadcrumbs__item><span>get</span>`
      ),
      'api'
    )
    expect(html).toContain(
      '<article data-pagefind-body class=a><span data-pagefind-filter="section:api"></span><span data-pagefind-meta="section:api"></span><span data-pagefind-filter="category:Queries"></span><span data-pagefind-meta="category:Queries"></span><h1>'
    )
  })

  it('returns null for a page without an article', () => {
    expect(annotate('<main></main>', 'api')).toBeNull()
  })
})

describe('descriptionOf', () => {
  it('reads the minified meta description and weights it in the index', () => {
    const html =
      '<meta data-rh=true name=description content="Exclude elements &amp; more"/><article><h1>not</h1></article>'
    expect(descriptionOf(html)).toBe('Exclude elements & more')
    expect(annotate(html, 'api')).toContain(
      '<p data-pagefind-weight="3">Exclude elements &amp; more</p><h1>'
    )
    expect(descriptionOf('<article></article>')).toBeNull()
  })
})

describe('routeOfHtml and algoliaConfigured', () => {
  it('maps built files to clean routes', () => {
    expect(routeOfHtml('api/commands/get/index.html')).toBe('/api/commands/get')
    expect(routeOfHtml('faq/x.html')).toBe('/faq/x')
  })

  it('needs all three Algolia variables', () => {
    expect(
      algoliaConfigured({ ALGOLIA_APP_ID: 'a', ALGOLIA_API_KEY: 'b' })
    ).toBe(false)
    expect(
      algoliaConfigured({
        ALGOLIA_APP_ID: 'a',
        ALGOLIA_API_KEY: 'b',
        ALGOLIA_INDEX_NAME: 'c',
      })
    ).toBe(true)
  })
})

const h3 = (id: string, text: string) =>
  `<h3 class="anchor a" id=${id}>${text}<a href=#${id} class=hash-link aria-label="Direct link" translate=no>\u200b</a></h3>`
const textBlock = (message: string) =>
  `<div class="language-text codeBlockContainer_x"><pre class="prism-code language-text"><code>${message}</code></pre></div>`

describe('sectionRecords', () => {
  it('makes every FAQ question a record with its anchor and text', () => {
    const html = `<article><h1>Using Cypress</h1><h2 id=files>Files</h2>${h3('how-do-i-upload-a-file', 'How do I upload a file?')}<p>Use <code>.selectFile()</code>.</p>${h3('why', 'Why &amp; how?')}<p>Because.</p></article>`
    expect(sectionRecords(html, '/faq/questions/using-cypress-faq')).toEqual([
      {
        url: '/faq/questions/using-cypress-faq#how-do-i-upload-a-file',
        heading: 'How do I upload a file?',
        content: 'Use .selectFile().',
      },
      {
        url: '/faq/questions/using-cypress-faq#why',
        heading: 'Why & how?',
        content: 'Because.',
      },
    ])
  })

  it('on API pages, keeps only sections that open with an error message', () => {
    const html = `<article>${h3('usage', 'Usage')}<p>Chain it.</p>${h3('error-not-typeable', 'Error: not typeable')}${textBlock('cy.type() failed because it requires a valid typeable element.')}<p>Cause.</p></article>`
    expect(
      sectionRecords(html, '/api/commands/type').map((r) => r.url)
    ).toEqual(['/api/commands/type#error-not-typeable'])
    expect(sectionRecords(html, '/guides/core-concepts/retry-ability')).toEqual(
      []
    )
  })
})

describe('definedNames and the vocabulary file', () => {
  it('reads the names in the first cell of reference table rows', () => {
    const html =
      '<table><thead><tr><th>Option<th>Default<tbody><tr><td><code>pageLoadTimeout</code><td><code>60000</code><tr><td><code>-s</code>, <code>--spec &lt;spec></code><td>All specs</table>'
    expect(definedNames(html)).toEqual(['pageloadtimeout', '--spec'])
  })

  it('counts words, keeps those seen twice, and drops names defined too often', () => {
    const counts = new Map<string, number>()
    countWords('Visit the page; visit it again. A 4000ms wait.', counts)
    const definitions = new Map([
      ['--spec', ['/cli']],
      ['timeout', ['/a', '/b', '/c', '/d', '/e', '/f']],
    ])
    expect(vocabularyFile(counts, definitions)).toEqual({
      words: ['visit'],
      counts: [2],
      defines: { '--spec': ['/cli'] },
    })
  })
})
