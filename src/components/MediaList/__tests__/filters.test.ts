import { describe, expect, it } from 'vitest'
import type { MediaEntry } from '@site/src/data/media/types'
import {
  filterMedia,
  formatMediaDate,
  mediaFiltersToSearch,
  mediaTopics,
  parseMediaFilters,
} from '../filters'

const entry = (title: string, topics: string[], author = 'Someone') =>
  ({
    title,
    author,
    url: `https://example.com/${title.replace(/\s/g, '-')}`,
    date: '2024-01',
    kind: 'talk',
    topics,
  }) satisfies MediaEntry

const talks = [
  entry('Flaky tests and how to fix them', ['flake', 'ci']),
  entry('Component testing in React', ['component testing', 'react']),
  entry('Visual testing at scale', ['visual testing'], 'Grace'),
]

describe('media filters', () => {
  it('round-trip through the URL query', () => {
    const filters = { q: 'react hooks', topic: 'component testing' }
    const search = mediaFiltersToSearch(filters)
    expect(search).toBe('?q=react+hooks&topic=component+testing')
    expect(parseMediaFilters(search)).toEqual(filters)
    expect(mediaFiltersToSearch({ q: '', topic: null })).toBe('')
    expect(parseMediaFilters('?topic=')).toEqual({ q: '', topic: null })
  })

  it('match every word in title, author, description or topics', () => {
    const titles = (q: string, topic: string | null = null) =>
      filterMedia(talks, { q, topic }).map((talk) => talk.title)
    expect(titles('')).toHaveLength(3)
    expect(titles('TESTING react')).toEqual(['Component testing in React'])
    expect(titles('grace')).toEqual(['Visual testing at scale'])
    expect(titles('', 'ci')).toEqual(['Flaky tests and how to fix them'])
    expect(titles('visual', 'ci')).toEqual([])
  })

  it('list topics once, sorted, and format partial dates', () => {
    expect(mediaTopics(talks)).toEqual([
      'ci',
      'component testing',
      'flake',
      'react',
      'visual testing',
    ])
    expect(formatMediaDate('2024-03-05')).toBe('Mar 5, 2024')
    expect(formatMediaDate('2024-03')).toBe('Mar 2024')
    expect(formatMediaDate('2024')).toBe('2024')
  })
})
