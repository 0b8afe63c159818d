import { describe, expect, it } from 'vitest'
import { parseMdx } from '../lib/content'
import {
  countWords,
  formatProseReport,
  median,
  proseReport,
  proseWords,
} from '../report-prose'

const words = (text: string): number =>
  proseWords(parseMdx({ file: 'docs/a.mdx', text }))

/** A doc page body of `n` prose words. */
const body = (n: number): string =>
  `---\ntitle: T\ndescription: D\n---\n\n${Array(n).fill('word').join(' ')}\n`

describe('countWords', () => {
  it('counts tokens with a letter or digit, not dashes or fences', () => {
    expect(countWords('One two — three, 4 | five.')).toBe(5)
    expect(countWords(':::tip\nUse it\n:::')).toBe(2)
    expect(countWords('   ')).toBe(0)
  })
})

describe('proseWords', () => {
  it('counts paragraphs, headings, lists, links and emphasis', () => {
    expect(
      words('## Two words\n\nOne **two** [three](/a/b/c).\n\n- four\n- five\n')
    ).toBe(7)
  })

  it('leaves out front matter, imports, code blocks and expressions', () => {
    const text = [
      '---',
      'title: Many words in the title',
      'description: Many more words in the description',
      '---',
      '',
      "import Thing from '@site/src/components/Thing'",
      '',
      'Just three words.',
      '',
      '```js',
      "cy.get('a lot of words in code').should('be.visible')",
      '```',
      '',
      '{/* a comment with words */}',
      '',
      '![alt text words](/img/x.png)',
    ].join('\n')
    expect(words(text)).toBe(3)
  })

  it('counts each inline code span as one word', () => {
    expect(
      words('Call `cy.get(".a b c")` and `{ timeout: 8000 }` now.\n')
    ).toBe(5)
  })

  it('counts Markdown inside JSX children but not attributes', () => {
    const text = [
      '<WhatYoullLearn>',
      '',
      '- first bullet',
      '- second bullet',
      '',
      '</WhatYoullLearn>',
      '',
      '<Tabs groupId="many words here">',
      '<TabItem value="js" label="lots of label words">',
      '',
      'Tab text.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n')
    expect(words(text)).toBe(6)
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBe(0)
  })
})

describe('proseReport', () => {
  const report = proseReport([
    { file: 'docs/guides/a.mdx', text: body(299) },
    { file: 'docs/guides/b.mdx', text: body(300) },
    { file: 'docs/api/commands/c.mdx', text: body(199) },
    { file: 'docs/api/commands/d.mdx', text: body(250) },
    { file: 'docs/faq/e.mdx', text: body(10) },
    { file: 'docs/partials/_p.mdx', text: body(1000) },
    { file: 'src/pages/x.mdx', text: body(1000) },
    { file: 'docs/guides/broken.mdx', text: '<Tabs>\n' },
  ])

  it('counts doc pages only, and totals them', () => {
    expect(report.pages.map((page) => page.route)).toEqual([
      '/guides/a',
      '/guides/b',
      '/api/commands/c',
      '/api/commands/d',
      '/faq/e',
    ])
    expect(report.total).toBe(299 + 300 + 199 + 250 + 10)
    expect(report.median).toBe(250)
  })

  it('lists guides under 300 and API pages under 200, not other sections', () => {
    expect(
      report.thin.map((group) => [
        group.label,
        group.pages.map((page) => page.route),
      ])
    ).toEqual([
      ['Guides', ['/guides/a']],
      ['API pages', ['/api/commands/c']],
    ])
  })

  it('records pages that do not parse and skips them', () => {
    expect(report.failures).toHaveLength(1)
    expect(report.failures[0]).toMatch(/^docs\/guides\/broken\.mdx:\d+:\d+: /)
  })

  it('formats the summary and the thin pages', () => {
    expect(formatProseReport(report)).toEqual([
      'Prose: 5 doc pages, 1,058 words in all, median 250 words per page',
      'Guides under 300 words: 1',
      '      299  /guides/a',
      'API pages under 200 words: 1',
      '      199  /api/commands/c',
    ])
  })
})
