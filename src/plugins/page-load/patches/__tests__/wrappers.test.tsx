// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { act, render } from '@testing-library/react'
import { createContext, useContext } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PATCHES, upstreamAliases } from '..'

// The installed modules are plain JS with Docusaurus aliases in them; each
// wrapper's own export is what is tested here, beside stand-ins.
vi.mock('@page-load-upstream/browserContext', () => ({
  Context: createContext(false),
}))
const { BrowserContextProvider, Context } = await import('../browserContext')

/**
 * Each wrapper's export, as the installed module (Docusaurus 3.10.2) has
 * it: the wrapper re-implements exactly this. When the installed module's
 * differs, the wrapper must be re-checked against it.
 */
const REPLACED: Record<string, string> = {
  'browserContext.tsx': `export function BrowserContextProvider({ children, }) {
    const [isBrowser, setIsBrowser] = useState(false);
    useEffect(() => {
        setIsBrowser(true);
    }, []);
    return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}`,
  // The whole module is deferred: what it runs when evaluated.
  'deferredRegisterSw.ts': `if (ExecutionEnvironment.canUseDOM) {
    debugLog('debug mode enabled');
    if ('serviceWorker' in navigator) {
        // First: add the listeners asap/synchronously
        addLegacyAppInstalledEventsListeners();
        // Then try to register the SW using lazy/dynamic imports
        registerSW().catch((e) => console.error('registerSW failed', e));
    }
}`,
}

describe('wrappers against the installed modules', () => {
  const wrappers = PATCHES.filter((patch) => patch.wraps)

  it('has the replaced export of every wrapper', () => {
    expect(wrappers.map((patch) => path.basename(patch.replacement))).toEqual(
      Object.keys(REPLACED)
    )
  })

  for (const patch of wrappers) {
    const name = path.basename(patch.replacement)
    it(`${name}: the installed module's export is the one it replaces`, () => {
      expect(
        readFileSync(patch.wraps!, 'utf8'),
        `upstream changed: re-check ${name} against ${patch.wraps}`
      ).toContain(REPLACED[name])
    })
  }

  it('deferredRegisterSw.ts: the installed client module exports nothing', () => {
    // A client module's exports are route lifecycles, which Docusaurus reads
    // from the module it lists; the deferred module's would be lost.
    const installed = PATCHES.find(
      (patch) => path.basename(patch.replacement) === 'deferredRegisterSw.ts'
    )!.wraps!
    expect(
      readFileSync(installed, 'utf8'),
      `upstream changed: re-check deferredRegisterSw.ts against ${installed}`
    ).not.toMatch(/^export /m)
  })

  it('gives each wrapper its installed module by an alias', () => {
    expect(upstreamAliases()).toEqual(
      Object.fromEntries(
        wrappers.map((patch) => [
          `@page-load-upstream/${path.basename(patch.replacement).replace(/\.[jt]sx?$/, '')}`,
          patch.wraps,
        ])
      )
    )
  })
})

describe('browserContext.tsx: BrowserContextProvider', () => {
  it('provides false on the first render, then true once mounted', async () => {
    const seen: boolean[] = []
    function Probe() {
      seen.push(useContext(Context))
      return null
    }
    await act(async () => {
      render(
        <BrowserContextProvider>
          <Probe />
        </BrowserContextProvider>
      )
    })
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
  })
})
