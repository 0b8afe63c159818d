import { describe, expect, it, vi } from 'vitest'
import { definedMediaLists, type MediaEntry } from '../../../data/media/types'
import dataValidationPlugin, { mediaFiles } from '../index'

const loadContent = async () => dataValidationPlugin().loadContent!()

const good: MediaEntry = {
  title: 'Testing a checkout with Cypress',
  author: 'Ada Example',
  url: 'https://example.com/checkout',
  date: '2024-03-05',
  kind: 'talk',
  topics: ['end-to-end testing'],
}

/** Runs `body` with `list` in the registry, and removes it afterwards. */
async function withList(
  list: (typeof definedMediaLists)[number],
  body: () => Promise<void>
): Promise<void> {
  definedMediaLists.push(list)
  try {
    await body()
  } finally {
    definedMediaLists.splice(definedMediaLists.indexOf(list), 1)
  }
}

describe('the data-validation plugin', () => {
  it('is named data-validation', () => {
    expect(dataValidationPlugin().name).toBe('data-validation')
  })

  it('accepts the real plugin and media data', async () => {
    await expect(loadContent()).resolves.toBeUndefined()
  })

  it('imports every media list, which records it in the registry', async () => {
    await loadContent()
    const files = mediaFiles()
    expect(files.length).toBeGreaterThanOrEqual(10)
    expect(files).not.toContain('types.ts')
    const recorded = definedMediaLists.map((list) => list.file)
    for (const file of files)
      expect(recorded).toContain(`src/data/media/${file}`)
  })

  it('throws one error naming the file, entry and field of each problem', async () => {
    const list = {
      file: 'src/data/media/broken.ts',
      kind: 'talk' as const,
      entries: [
        good,
        { ...good, title: 'Bad link', url: 'http://example.com/plain' },
        { ...good, title: 'Tomorrow', url: 'https://x.dev', date: '2999-01' },
      ],
    }
    await withList(list, async () => {
      const error = await loadContent().then(
        () => new Error('loadContent resolved'),
        (thrown: unknown) => thrown as Error
      )
      expect(error.message).toBe(
        [
          'Invalid media data:',
          'src/data/media/broken.ts: entry "Bad link": field "url" must be an https URL: http://example.com/plain',
          'src/data/media/broken.ts: entry "Tomorrow": field "date" is in the future (2999-01)',
        ].join('\n')
      )
    })
    await expect(loadContent()).resolves.toBeUndefined()
  })

  it('names an entry without a title by position', async () => {
    const list = {
      file: 'src/data/media/broken.ts',
      kind: 'talk' as const,
      entries: [{ ...good, title: '', kind: 'blog' }] as MediaEntry[],
    }
    await withList(list, async () => {
      await expect(loadContent()).rejects.toThrow(
        /^Invalid media data:\nsrc\/data\/media\/broken\.ts: entry #1: field "title" is missing or empty\nsrc\/data\/media\/broken\.ts: entry #1: field "kind" must be "talk" in this list \(got blog\)$/
      )
    })
  })

  it('lists plugin and media problems together', async () => {
    const real = await vi.importActual<typeof import('../../../data/plugins')>(
      '../../../data/plugins'
    )
    vi.doMock('../../../data/plugins', () => ({
      ...real,
      pluginEntries: [
        ...real.pluginEntries,
        { ...real.pluginEntries[0]!, name: 'cypress-broken-link', link: 'x' },
      ],
    }))
    const list = {
      file: 'src/data/media/broken.ts',
      kind: 'talk' as const,
      entries: [{ ...good, topics: [] }],
    }
    try {
      await withList(list, async () => {
        await expect(loadContent()).rejects.toThrow(
          [
            'Invalid plugin data:',
            'src/data/plugins.ts: plugin "cypress-broken-link": field "link" is not a URL: x',
            '',
            'Invalid media data:',
            'src/data/media/broken.ts: entry "Testing a checkout with Cypress": field "topics" must be a non-empty list of lowercase topics',
          ].join('\n')
        )
      })
    } finally {
      vi.doUnmock('../../../data/plugins')
    }
    await expect(loadContent()).resolves.toBeUndefined()
  })
})
