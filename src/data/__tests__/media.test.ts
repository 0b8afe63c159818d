import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateMedia } from '../../plugins/data-validation/schemas'
import {
  defineMedia,
  definedMediaLists,
  mediaKinds,
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

  it('names a URL that does not parse', () => {
    expect(
      validateMedia(
        [{ ...good, url: 'nope' }],
        'blog',
        'src/data/media/blogs.ts',
        '2026-01-01'
      )
    ).toEqual([
      'src/data/media/blogs.ts: entry "Testing a checkout with Cypress": field "url" is not a URL: nope',
    ])
  })

  it('checks dates against the clock it is given', () => {
    const dated = { ...good, date: '2025-06-30' }
    expect(validateMedia([dated], 'blog', 'x.ts', '2025-06-30')).toEqual([])
    expect(validateMedia([dated], 'blog', 'x.ts', '2025-06-29')).toEqual([
      'x.ts: entry "Testing a checkout with Cypress": field "date" is in the future (2025-06-30)',
    ])
    const month = { ...good, date: '2025-07' }
    expect(validateMedia([month], 'blog', 'x.ts', '2025-07-01')).toEqual([])
    expect(validateMedia([month], 'blog', 'x.ts', '2025-06-30')).toHaveLength(1)
  })

  it('reports a non-string date and a blank description once each', () => {
    expect(
      validateMedia(
        [{ ...good, date: 2024, description: ' '.repeat(300) }],
        'blog',
        'x.ts',
        '2026-01-01'
      )
    ).toEqual([
      'x.ts: entry "Testing a checkout with Cypress": field "date" must be YYYY-MM-DD, YYYY-MM or YYYY (got 2024)',
      'x.ts: entry "Testing a checkout with Cypress": field "description" must be a non-empty string when present',
    ])
  })

  it('reports missing fields, naming the kind, and each duplicate', () => {
    expect(
      validateMedia(
        [good, { url: good.url }, { ...good, url: `${good.url}/` }],
        'blog',
        'x.ts',
        '2026-01-01'
      )
    ).toEqual([
      'x.ts: entry #2: field "title" is missing or empty',
      'x.ts: entry #2: field "author" is missing or empty',
      'x.ts: entry #2: field "url" duplicates entry #1 (https://example.com/checkout)',
      'x.ts: entry #2: field "kind" must be "blog" in this list (got undefined)',
      'x.ts: entry #2: field "topics" must be a non-empty list of lowercase topics',
      'x.ts: entry "Testing a checkout with Cypress": field "url" duplicates entry #1 (https://example.com/checkout/)',
    ])
  })
})

describe('defineMedia', () => {
  it('does not validate, and sorts newest first', () => {
    const bad = { ...good, url: 'nope', date: '2999-01-01' }
    const older = { ...good, url: 'https://example.com/older', date: '2021' }
    const undated = { ...good, url: 'https://example.com/undated' }
    delete (undated as Partial<MediaEntry>).date
    const before = definedMediaLists.length
    try {
      expect(
        defineMedia('test/sorted.ts', 'blog', [undated, older, good, bad]).map(
          (entry) => entry.date
        )
      ).toEqual(['2999-01-01', '2024-03-05', '2021', undefined])
    } finally {
      definedMediaLists.splice(before)
    }
  })

  it('records each list once, as written, in definedMediaLists', () => {
    const before = definedMediaLists.length
    const first = [good]
    const second = [{ ...good, title: 'Second' }]
    try {
      defineMedia('test/registry.ts', 'talk', first)
      expect(definedMediaLists).toHaveLength(before + 1)
      expect(definedMediaLists.at(-1)).toEqual({
        file: 'test/registry.ts',
        kind: 'talk',
        entries: first,
      })
      expect(definedMediaLists.at(-1)!.entries).toBe(first)
      // A re-evaluated file replaces its record.
      defineMedia('test/registry.ts', 'talk', second)
      expect(definedMediaLists).toHaveLength(before + 1)
      expect(definedMediaLists.at(-1)!.entries).toBe(second)
    } finally {
      definedMediaLists.splice(before)
    }
    expect(definedMediaLists).toHaveLength(before)
  })
})

describe('the media lists in src/data/media', () => {
  const dir = join(__dirname, '..', 'media')
  const files = readdirSync(dir).filter(
    (file) => file.endsWith('.ts') && file !== 'types.ts'
  )
  const today = new Date().toISOString().slice(0, 10)

  it.each(files)('%s exports one valid, non-empty list', async (file) => {
    const module = (await import(join(dir, file))) as Record<string, unknown>
    const lists = Object.values(module).filter(Array.isArray) as MediaEntry[][]
    expect(lists).toHaveLength(1)
    const [list] = lists
    expect(list!.length).toBeGreaterThan(0)
    const kind = list![0]!.kind
    expect(mediaKinds).toContain(kind)
    expect(validateMedia(list!, kind, file, today)).toEqual([])
  })

  it.each(files)('%s records its list under its own path', async (file) => {
    await import(join(dir, file))
    expect(definedMediaLists.map((list) => list.file)).toContain(
      `src/data/media/${file}`
    )
  })
})
