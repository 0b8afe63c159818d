import { describe, expect, it } from 'vitest'
import type { Plugin } from '@site/src/data/plugins'
import {
  filterPlugins,
  filtersToSearch,
  groupByCategory,
  noFilters,
  parseFilters,
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
  it('reads q, category and badge', () => {
    expect(
      parseFilters('?q=axe%20audit&category=Accessibility&badge=community')
    ).toEqual({ q: 'axe audit', category: 'Accessibility', badge: 'community' })
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
    } as const
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters)
  })

  it('is empty without filters', () => {
    expect(filtersToSearch(noFilters)).toBe('')
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
