import { describe, expect, it } from 'vitest'
import { evictCacheOnChange, keyCacheBySiteConfig } from '../buildCache'

type Config = Parameters<typeof evictCacheOnChange>[0]

describe('evictCacheOnChange', () => {
  it("adds the files to rspack's persistent cache", () => {
    const config = {
      experiments: {
        cache: { type: 'persistent', buildDependencies: ['/site/config.ts'] },
      },
    } as unknown as Config
    evictCacheOnChange(config, ['/site/src/plugins/a/index.ts'])
    expect(config.experiments).toEqual({
      cache: {
        type: 'persistent',
        buildDependencies: ['/site/config.ts', '/site/src/plugins/a/index.ts'],
      },
    })
  })

  it('leaves a configuration without a persistent cache alone', () => {
    // What Docusaurus sets with DOCUSAURUS_NO_PERSISTENT_CACHE.
    const config = { cache: undefined, experiments: {} } as Config
    evictCacheOnChange(config, ['/site/src/plugins/a/index.ts'])
    expect(config).toEqual({ cache: undefined, experiments: {} })
  })

  it('fails when the cache is on but configured another way', () => {
    const config = { cache: true, experiments: {} } as Config
    expect(() =>
      evictCacheOnChange(config, ['/site/src/plugins/a/index.ts'])
    ).toThrow(/upstream changed: re-check src\/plugins\/buildCache.ts/)
  })
})

describe('keyCacheBySiteConfig', () => {
  const persistent = () =>
    ({
      cache: true,
      experiments: { cache: { type: 'persistent', version: 'client-3.10' } },
    }) as unknown as Config
  const versionOf = (config: Config) =>
    (config.experiments as { cache: { version: string } }).cache.version

  it('gives each resolved site config its own cache version', () => {
    const [docs, baseUrl, again] = [persistent(), persistent(), persistent()]
    keyCacheBySiteConfig(docs, { baseUrl: '/', path: 'docs' })
    keyCacheBySiteConfig(baseUrl, { baseUrl: '/docs/', path: '.baseurl-docs' })
    keyCacheBySiteConfig(again, { baseUrl: '/', path: 'docs' })
    expect(versionOf(docs)).toMatch(/^client-3\.10-[0-9a-f]{12}$/)
    expect(versionOf(baseUrl)).not.toBe(versionOf(docs))
    expect(versionOf(again)).toBe(versionOf(docs))
  })

  it('leaves a configuration without a persistent cache alone', () => {
    const config = { cache: undefined, experiments: {} } as Config
    keyCacheBySiteConfig(config, { baseUrl: '/' })
    expect(config).toEqual({ cache: undefined, experiments: {} })
  })

  it('fails when the cache is on but has no version to add to', () => {
    const config = { cache: true, experiments: { cache: {} } } as Config
    expect(() => keyCacheBySiteConfig(config, {})).toThrow(
      /upstream changed: re-check src\/plugins\/buildCache.ts/
    )
  })
})
