import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { stageEntry, UPSTREAM_ENTRY } from '..'

describe('stageEntry', () => {
  it("replaces Docusaurus's client entry in a production build", () => {
    const config = { mode: 'production', entry: UPSTREAM_ENTRY }
    stageEntry(config)
    expect(config.entry).toMatch(/staged-entry[\\/]entry\.ts$/)
  })

  it('leaves the development server its own entry (and hot reload)', () => {
    const config = { mode: 'development', entry: UPSTREAM_ENTRY }
    stageEntry(config)
    expect(config.entry).toBe(UPSTREAM_ENTRY)
  })

  it('fails the build when the entry is not the one it replaces', () => {
    for (const entry of [
      [UPSTREAM_ENTRY, '/elsewhere/second-entry.js'],
      { main: UPSTREAM_ENTRY },
      '/elsewhere/clientEntry.js',
    ]) {
      expect(() => stageEntry({ mode: 'production', entry })).toThrow(
        /upstream changed: re-check src\/plugins\/page-load\/staged-entry/
      )
    }
  })

  it('names a client entry the installed Docusaurus has', () => {
    expect(existsSync(UPSTREAM_ENTRY)).toBe(true)
  })
})
