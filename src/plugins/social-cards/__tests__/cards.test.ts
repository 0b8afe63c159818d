import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CARD_HEIGHT, CARD_WIDTH, createCardRenderer } from '../card'
import { cardPath } from '../cardPath'
import { drawInWorker } from '../drawInWorker'
import { cardKey } from '../index'

const siteDir = new URL('../../../../', import.meta.url).pathname

describe('cardPath', () => {
  it('maps a doc permalink to its card under the base URL', () => {
    expect(cardPath('/api/commands/click', '/')).toBe(
      '/img/cards/api/commands/click.png'
    )
    expect(cardPath('/docs/guides/x', '/docs/')).toBe(
      '/docs/img/cards/guides/x.png'
    )
    expect(cardPath('/docs/', '/docs/')).toBe('/docs/img/cards/index.png')
  })
})

describe('cardKey', () => {
  it('changes with the title and the section', () => {
    const base = { title: 'click', section: 'API', siteTitle: 'Docs' }
    expect(cardKey(base)).toBe(cardKey({ ...base }))
    expect(cardKey(base)).not.toBe(cardKey({ ...base, title: 'dblclick' }))
    expect(cardKey(base)).not.toBe(cardKey({ ...base, section: 'Guides' }))
  })
})

describe('createCardRenderer', () => {
  it('draws a 1200×630 PNG under 40 KB', async () => {
    const render = await createCardRenderer(siteDir)
    const png = await render({
      title: 'Azure Active Directory Authentication',
      section: 'Guides',
      siteTitle: 'Cypress Documentation',
    })
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(CARD_WIDTH)
    expect(png.readUInt32BE(20)).toBe(CARD_HEIGHT)
    expect(png.length).toBeLessThan(40 * 1024)
  })
})

describe('drawInWorker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'social-cards-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes each card to its file from a worker thread', async () => {
    const content = { title: 'click', section: 'API', siteTitle: 'Docs' }
    const files = [join(dir, 'a.png'), join(dir, 'b.png')]
    await drawInWorker(
      files.map((file) => ({ content, file })),
      siteDir
    )
    for (const file of files) {
      const png = readFileSync(file)
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect(png.readUInt32BE(16)).toBe(CARD_WIDTH)
    }
  })

  it('rejects, naming the worker, when a card cannot be written', async () => {
    const content = { title: 'click', siteTitle: 'Docs' }
    const file = join(dir, 'no-such-folder', 'c.png')
    await expect(drawInWorker([{ content, file }], siteDir)).rejects.toThrow(
      'social-cards: the drawing worker failed'
    )
  })
})
