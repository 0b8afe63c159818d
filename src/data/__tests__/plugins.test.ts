import { describe, expect, it } from 'vitest'
import { validatePlugins } from '../../plugins/data-validation/schemas'
import {
  pluginBadges,
  pluginCategories,
  pluginEntries,
  plugins,
  type Plugin,
} from '../plugins'

const good: Plugin = {
  name: 'cypress-example',
  description: 'Adds an example command.',
  link: 'https://github.com/example/cypress-example',
  badge: 'community',
  keywords: ['example'],
  category: 'Custom commands',
}

const check = (entries: Partial<Record<keyof Plugin, unknown>>[]) =>
  validatePlugins(entries, pluginBadges, pluginCategories)

describe('the plugins data file', () => {
  it('has no invalid entry', () => {
    expect(check([...plugins])).toEqual([])
  })

  it('exports every entry, in file order and sorted by name', () => {
    expect(pluginEntries).toHaveLength(plugins.length)
    expect(new Set(pluginEntries)).toEqual(new Set(plugins))
  })

  it('lists at least 130 plugins in at least 8 categories', () => {
    expect(plugins.length).toBeGreaterThanOrEqual(130)
    expect(new Set(plugins.map((p) => p.category)).size).toBeGreaterThanOrEqual(
      8
    )
  })

  it('is sorted by name', () => {
    const names = plugins.map((p) => p.name)
    const sorted = [...names].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base' })
    )
    expect(names).toEqual(sorted)
  })
})

describe('validatePlugins', () => {
  it('accepts a well-formed entry', () => {
    expect(check([good])).toEqual([])
  })

  it('names the entry and field of a missing field', () => {
    const { description: _omitted, ...rest } = good
    expect(check([rest])).toEqual([
      'src/data/plugins.ts: plugin "cypress-example": field "description" is missing or empty',
    ])
  })

  it('names the entry by position when its name is missing', () => {
    const { name: _omitted, ...rest } = good
    expect(check([good, rest])[0]).toMatch(/plugin #2: field "name"/)
  })

  it('rejects a link that is not an https URL', () => {
    expect(check([{ ...good, link: 'github.com/x' }])).toEqual([
      'src/data/plugins.ts: plugin "cypress-example": field "link" is not a URL: github.com/x',
    ])
    expect(check([{ ...good, link: 'http://example.com/x' }])[0]).toMatch(
      /field "link" must be an https URL/
    )
  })

  it('rejects an unknown badge and category', () => {
    const problems = check([{ ...good, badge: 'gold', category: 'Misc' }])
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(
      /field "badge" must be one of official, verified, community \(got gold\)/
    )
    expect(problems[1]).toMatch(
      /field "category" is not a known category \(got Misc\)/
    )
  })

  it('rejects keywords that are not lowercase words', () => {
    expect(check([{ ...good, keywords: ['Visual'] }])[0]).toMatch(
      /field "keywords"/
    )
    expect(check([{ ...good, keywords: 'visual' }])[0]).toMatch(
      /field "keywords"/
    )
  })

  it('accepts deprecated: true and rejects any other deprecated value', () => {
    expect(check([{ ...good, deprecated: true }])).toEqual([])
    expect(check([{ ...good, deprecated: false }])).toEqual([
      'src/data/plugins.ts: plugin "cypress-example": field "deprecated" must be true or left out (got false)',
    ])
    expect(check([{ ...good, deprecated: 'yes' }])[0]).toMatch(
      /field "deprecated" must be true or left out \(got yes\)/
    )
  })

  it('rejects duplicate names and links, naming the first entry', () => {
    const problems = check([good, { ...good }])
    expect(problems).toEqual([
      'src/data/plugins.ts: plugin "cypress-example": field "name" duplicates plugin #1 (cypress-example)',
      'src/data/plugins.ts: plugin "cypress-example": field "link" duplicates plugin #1 (https://github.com/example/cypress-example)',
    ])
  })
})
