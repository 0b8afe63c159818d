/* global Crawler */
// Algolia Crawler configuration for the hosted search index. It is not run
// by this repo: paste it into the Algolia Crawler dashboard when the site
// moves to the hosted search (ALGOLIA_APP_ID, ALGOLIA_API_KEY and
// ALGOLIA_INDEX_NAME at build time). Replace the site origin and the ids.
// Records follow DocSearch's v3 shape, which the search bar and the /search
// page read: hierarchy.lvl0 is the sidebar category, lvl1 the page title,
// lvl2-lvl6 the headings, and `language` and `docusaurus_tag` are facets
// (the site filters on language:en and the current docs version).
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_WRITE_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.example.com/'],
  sitemaps: ['https://docs.example.com/sitemap.xml'],
  discoveryPatterns: ['https://docs.example.com/**'],
  exclusionPatterns: ['https://docs.example.com/search**'],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'cypress-docs',
      pathsToMatch: [
        'https://docs.example.com/guides/**',
        'https://docs.example.com/api/**',
        'https://docs.example.com/examples/**',
        'https://docs.example.com/faq/**',
      ],
      recordExtractor: ({ $, helpers }) => {
        // The category is the breadcrumb before the page itself.
        const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
          .map((_, item) => $(item).text().trim())
          .get()
          .filter(Boolean)
        const lvl0 = crumbs.length >= 2 ? crumbs[crumbs.length - 2] : 'Docs'
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: lvl0 },
            lvl1: ['article h1', 'header h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
            language: {
              selectors: '',
              defaultValue: $('html').attr('lang') || 'en',
            },
            docusaurus_tag: {
              selectors: 'meta[name="docusaurus_tag"]',
              attribute: 'content',
              defaultValue: 'default',
            },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        })
      },
    },
  ],
  initialIndexSettings: {
    'cypress-docs': {
      attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: [
        'desc(weight.pageRank)',
        'desc(weight.level)',
        'asc(weight.position)',
      ],
      ranking: [
        'words',
        'filters',
        'typo',
        'attribute',
        'proximity',
        'exact',
        'custom',
      ],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
})
