import { describe, expect, it } from 'vitest'
import { rerank } from '../pagefind'
import { stemsOf } from '../query'

const pages = [
  {
    url: '/api/commands/find',
    title: 'find',
    description: 'Get the descendants of each element.',
  },
  {
    url: '/api/commands/type',
    title: 'type',
    description: 'Type text into an input element.',
  },
  {
    url: '/api/commands/contains',
    title: 'contains',
    description: 'Find the element that contains a piece of text.',
  },
]

const titles = (list: readonly { title: string }[]) => list.map((p) => p.title)

describe('rerank', () => {
  it('puts pages whose title and description cover more query words first', () => {
    expect(titles(rerank(pages, stemsOf('piece text')))).toEqual([
      'contains',
      'type',
      'find',
    ])
  })

  it('matches stems by prefix in both directions', () => {
    const ranked = rerank(
      [
        {
          url: '/o',
          title: 'origin',
          description: 'Run commands on another origin.',
        },
        {
          url: '/s',
          title: 'session',
          description: 'Cache a login for later tests.',
        },
      ],
      stemsOf('caching logins between test')
    )
    expect(ranked[0]?.title).toBe('session')
  })

  it('ranks the page a synonym or definition points to first', () => {
    const ranked = rerank(pages, stemsOf('find element text'), [
      '/api/commands/type',
    ])
    expect(ranked[0]?.title).toBe('type')
  })

  it('puts the page whose title is the whole query first', () => {
    const results = [
      {
        url: '/assertions',
        title: 'Assertions',
        description: 'What contains means.',
        score: 10,
      },
      { url: '/contains', title: 'contains', score: 5 },
    ]
    expect(rerank(results, stemsOf('contains'))[0]?.url).toBe('/contains')
  })

  it('blends in the engine score, relative to the best result', () => {
    const scored = [
      { url: '/a', title: 'alpha', score: 1 },
      { url: '/b', title: 'beta', score: 10 },
    ]
    expect(titles(rerank(scored, stemsOf('zzz')))).toEqual(['beta', 'alpha'])
  })

  it('prefers error entries for a pasted error', () => {
    const results = [
      { url: '/api/commands/get', title: 'get', score: 5 },
      {
        url: '/errors#outside',
        title: 'Commands outside a test',
        score: 4,
        isSection: true,
      },
    ]
    expect(rerank(results, stemsOf('outside'), [], true)[0]?.url).toBe(
      '/errors#outside'
    )
    expect(rerank(results, stemsOf('zzz'), [], false)[0]?.url).toBe(
      '/api/commands/get'
    )
  })

  it('keeps the engine order for ties and empty queries', () => {
    expect(titles(rerank(pages, []))).toEqual(['find', 'type', 'contains'])
    expect(titles(rerank(pages, stemsOf('zzz')))).toEqual([
      'find',
      'type',
      'contains',
    ])
  })
})
