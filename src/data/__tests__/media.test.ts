import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  defineMedia,
  mediaKinds,
  validateMedia,
  type MediaEntry,
} from '../media/types'

const good: MediaEntry = {
  title: 'Testing a checkout with Cypress',
  author: 'Ada Example',
  url: 'https://example.com/checkout',
  date: '2024-03-05',
  kind: 'blog',
  topics: ['end-to-end testing'],
}

describe('validateMedia', () => {
  it('accepts a valid list', () => {
    expect(validateMedia([good], 'blog', 'x.ts', '2026-01-01')).toEqual([])
  })

  it('names the file, the entry and the field of every problem', () => {
    const problems = validateMedia(
      [
        { ...good, url: 'http://example.com/plain' },
        { ...good, title: '', date: '2024-13' },
        { ...good, title: 'Later', date: '2027-01-01', kind: 'talk' },
        { ...good, title: 'Copy', topics: ['Upper Case'] },
        {
          ...good,
          title: 'Long',
          url: 'https://x.dev',
          description: 'x'.repeat(241),
        },
      ],
      'blog',
      'src/data/media/blogs.ts',
      '2026-01-01'
    )
    expect(problems).toEqual([
      'src/data/media/blogs.ts: entry "Testing a checkout with Cypress": field "url" must be an https URL: http://example.com/plain',
      'src/data/media/blogs.ts: entry #2: field "title" is missing or empty',
      'src/data/media/blogs.ts: entry #2: field "date" must be YYYY-MM-DD, YYYY-MM or YYYY (got 2024-13)',
      'src/data/media/blogs.ts: entry "Later": field "url" duplicates entry #2 (https://example.com/checkout)',
      'src/data/media/blogs.ts: entry "Later": field "date" is in the future (2027-01-01)',
      'src/data/media/blogs.ts: entry "Later": field "kind" must be "blog" in this list (got talk)',
      'src/data/media/blogs.ts: entry "Copy": field "url" duplicates entry #2 (https://example.com/checkout)',
      'src/data/media/blogs.ts: entry "Copy": field "topics" must be a non-empty list of lowercase topics',
      'src/data/media/blogs.ts: entry "Long": field "description" is longer than 240 characters',
    ])
  })

  it('defineMedia throws with every problem and sorts newest first', () => {
    expect(() =>
      defineMedia('src/data/media/blogs.ts', 'blog', [{ ...good, url: 'nope' }])
    ).toThrow(
      /blogs\.ts: entry "Testing a checkout with Cypress": field "url" is not a URL: nope/
    )
    const older = { ...good, url: 'https://example.com/older', date: '2021' }
    const undated = { ...good, url: 'https://example.com/undated' }
    delete (undated as Partial<MediaEntry>).date
    expect(
      defineMedia('x.ts', 'blog', [undated, older, good]).map(
        (entry) => entry.date
      )
    ).toEqual(['2024-03-05', '2021', undefined])
  })
})

describe('the media lists in src/data/media', () => {
  const dir = join(__dirname, '..', 'media')
  const files = readdirSync(dir).filter(
    (file) => file.endsWith('.ts') && file !== 'types.ts'
  )

  it.each(files)('%s exports one valid, non-empty list', async (file) => {
    const module = (await import(join(dir, file))) as Record<string, unknown>
    const lists = Object.values(module).filter(Array.isArray) as MediaEntry[][]
    expect(lists).toHaveLength(1)
    const [list] = lists
    expect(list!.length).toBeGreaterThan(0)
    const kind = list![0]!.kind
    expect(mediaKinds).toContain(kind)
    expect(validateMedia(list!, kind, file)).toEqual([])
  })
})
