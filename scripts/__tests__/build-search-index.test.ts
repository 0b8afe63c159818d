import { describe, expect, it } from 'vitest'
import {
  algoliaConfigured,
  annotate,
  categoryOf,
  descriptionOf,
  routeOfHtml,
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
