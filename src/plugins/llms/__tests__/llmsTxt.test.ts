import { describe, expect, it } from 'vitest'
import { llmsFullTxt, llmsTxt, sectionName } from '../llmsTxt'
import { markdownPath } from '../markdownPath'

const site = {
  title: 'Cypress Documentation',
  summary: 'Fast, easy\nand reliable testing',
  fullUrl: 'https://docs.example.com/llms-full.txt',
}

describe('llmsTxt', () => {
  it('has the H1, a one-line summary and one section per sidebar', () => {
    const text = llmsTxt(site, [
      {
        name: 'Guides',
        docs: [
          {
            title: 'Why Cypress?',
            description: 'What Cypress is.',
            markdownUrl: 'https://docs.example.com/guides/why.md',
          },
        ],
      },
      {
        name: 'API',
        docs: [
          {
            title: 'click',
            description: '',
            markdownUrl: 'https://docs.example.com/api/click.md',
          },
        ],
      },
    ])
    const lines = text.split('\n')
    expect(lines[0]).toBe('# Cypress Documentation')
    expect(lines[2]).toBe('> Fast, easy and reliable testing')
    expect(text).toContain(
      '## Guides\n- [Why Cypress?](https://docs.example.com/guides/why.md): What Cypress is.\n'
    )
    expect(text).toContain(
      '## API\n- [click](https://docs.example.com/api/click.md)\n'
    )
    expect(text.match(/^## /gm)).toHaveLength(2)
  })

  it('names the known sidebars and capitalizes others', () => {
    expect(sectionName('api')).toBe('API')
    expect(sectionName('faq')).toBe('FAQ')
    expect(sectionName('recipes')).toBe('Recipes')
  })
})

describe('llmsFullTxt', () => {
  it('concatenates every page in order with its source URL', () => {
    const text = llmsFullTxt(site, [
      { markdownUrl: 'https://d/a.md', markdown: '# A\n\nText A.\n' },
      { markdownUrl: 'https://d/b.md', markdown: '# B\n' },
    ])
    expect(text.indexOf('# A')).toBeLessThan(text.indexOf('# B'))
    expect(text).toContain('Source: https://d/a.md\n\n# A\n\nText A.\n')
  })
})

describe('markdownPath', () => {
  it('adds .md to a page path, index.md to a folder path', () => {
    expect(markdownPath('/api/commands/click')).toBe('/api/commands/click.md')
    expect(markdownPath('/docs/')).toBe('/docs/index.md')
  })
})
