import { describe, expect, it } from 'vitest'
import { evictCacheOnChange } from '../buildCache'

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
