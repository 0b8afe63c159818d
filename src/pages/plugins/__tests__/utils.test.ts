import { describe, expect, it } from 'vitest'
import type { Plugin } from '@site/src/data/plugins'
import {
  filterPlugins,
  filtersToSearch,
  groupByCategory,
  keywordHref,
  noFilters,
  parseFilters,
  pluginCountText,
} from '../_utils'

const axe: Plugin = {
  name: 'cypress-axe',
  description: 'Runs accessibility audits on the page.',
  link: 'https://github.com/component-driven/cypress-axe',
  badge: 'community',
  keywords: ['a11y', 'wcag'],
  category: 'Accessibility',
}
const coverage: Plugin = {
  name: '@cypress/code-coverage',
  description: 'Saves code coverage collected during tests.',
  link: 'https://github.com/cypress-io/code-coverage',
  badge: 'official',
  keywords: ['istanbul'],
  category: 'Code coverage',
}
const all = [axe, coverage]

describe('parseFilters', () => {
  it('reads q, category, badge and keyword', () => {
    expect(
      parseFilters(
        '?q=axe%20audit&category=Accessibility&badge=community&keyword=wcag'
      )
    ).toEqual({
      q: 'axe audit',
      category: 'Accessibility',
      badge: 'community',
      keyword: 'wcag',
    })
  })

  it('lowercases and trims the keyword, and drops an empty one', () => {
    expect(parseFilters('?keyword=%20WCAG%202.2%20').keyword).toBe('wcag 2.2')
    expect(parseFilters('?keyword=').keyword).toBeNull()
  })

  it('ignores unknown categories and badges', () => {
    expect(parseFilters('?category=Nope&badge=gold')).toEqual(noFilters)
  })
})

describe('filtersToSearch', () => {
  it('round-trips through parseFilters', () => {
    const filters = {
      q: 'a & b',
      category: 'Code coverage',
      badge: 'official',
      keyword: 'wcag 2.2',
    } as const
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters)
  })

  it('is empty without filters', () => {
    expect(filtersToSearch(noFilters)).toBe('')
  })
})

describe('keywordHref', () => {
  it('links to the index filtered by that keyword alone', () => {
    expect(keywordHref('a11y')).toBe('/plugins/?keyword=a11y')
    expect(keywordHref('wcag 2.2')).toBe('/plugins/?keyword=wcag+2.2')
    expect(parseFilters(keywordHref('shift+tab').slice(9))).toEqual({
      ...noFilters,
      keyword: 'shift+tab',
    })
  })
})

describe('pluginCountText', () => {
  it('counts in the singular for one plugin and the plural otherwise', () => {
    expect(pluginCountText(1)).toBe('Showing 1 plugin')
    expect(pluginCountText(0)).toBe('Showing 0 plugins')
    expect(pluginCountText(135)).toBe('Showing 135 plugins')
  })
})

describe('filterPlugins', () => {
  it('matches every word, case-insensitively, in keywords too', () => {
    expect(filterPlugins(all, { ...noFilters, q: 'WCAG' })).toEqual([axe])
    expect(
      filterPlugins(all, { ...noFilters, q: 'coverage istanbul' })
    ).toEqual([coverage])
    expect(filterPlugins(all, { ...noFilters, q: 'coverage wcag' })).toEqual([])
  })

  it('filters by category and badge', () => {
    expect(
      filterPlugins(all, { ...noFilters, category: 'Code coverage' })
    ).toEqual([coverage])
    expect(filterPlugins(all, { ...noFilters, badge: 'community' })).toEqual([
      axe,
    ])
  })

  it('keeps only the plugins tagged with the keyword, matched exactly', () => {
    expect(filterPlugins(all, { ...noFilters, keyword: 'wcag' })).toEqual([axe])
    // A substring of a keyword, or a word of the description, is no match.
    expect(filterPlugins(all, { ...noFilters, keyword: 'wca' })).toEqual([])
    expect(filterPlugins(all, { ...noFilters, keyword: 'coverage' })).toEqual(
      []
    )
  })

  it('keeps everything without filters', () => {
    expect(filterPlugins(all, noFilters)).toEqual(all)
  })
})

describe('groupByCategory', () => {
  it('groups in category order and drops empty categories', () => {
    expect(groupByCategory([coverage, axe]).map((g) => g.category)).toEqual([
      'Accessibility',
      'Code coverage',
    ])
  })
})
