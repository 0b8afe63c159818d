import { describe, expect, it } from 'vitest'
import { rerank } from '../pagefind'

const pages = [
  { title: 'find', description: 'Get the descendants of each element.' },
  { title: 'type', description: 'Type text into an input element.' },
  {
    title: 'contains',
    description: 'Find the element that contains a piece of text.',
  },
]

describe('rerank', () => {
  it('puts pages whose title and description cover more query words first', () => {
    expect(rerank(pages, 'find element by text').map((p) => p.title)).toEqual([
      'contains',
      'find',
      'type',
    ])
  })

  it('matches words by prefix in both directions', () => {
    const ranked = rerank(
      [
        { title: 'origin', description: 'Run commands on another origin.' },
        { title: 'session', description: 'Cache a login for later tests.' },
      ],
      'cache logins between test'
    )
    expect(ranked[0]?.title).toBe('session')
  })

  it('keeps the index order for ties and short or empty queries', () => {
    expect(rerank(pages, 'by').map((p) => p.title)).toEqual([
      'find',
      'type',
      'contains',
    ])
    expect(rerank(pages, 'zzz').map((p) => p.title)).toEqual([
      'find',
      'type',
      'contains',
    ])
  })
})
