/**
 * Stands in for core's `client/browserContext` (see ./index.ts): the
 * installed module, re-exported, with its provider replaced. The provider
 * renders what the server rendered, then switches `useIsBrowser()` to true
 * once the page has hydrated, as the installed one does, but as a
 * transition: code blocks gain their buttons and the like in slices of a
 * few milliseconds, not in one task (about 70 ms here, so over 200 ms of
 * blocking time on Lighthouse's mobile CPU).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { Context } from '@page-load-upstream/browserContext'

export * from '@page-load-upstream/browserContext'

/** Provides `useIsBrowser()`: false until hydrated, then true. */
export function BrowserContextProvider({
  children,
}: {
  children: ReactNode
}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false)
  useEffect(() => {
    startTransition(() => setIsBrowser(true))
  }, [])
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>
}
