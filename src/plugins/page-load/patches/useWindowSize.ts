/**
 * Stands in for theme-common's `hooks/useWindowSize` (see ./index.ts), which
 * exports this one hook: the same values, but each measurement is set in a
 * transition. Written here rather than copied; the module it replaces is
 * checked by hash (__tests__/patches.test.ts), so a change upstream is seen.
 */
import { startTransition, useEffect, useState } from 'react'

/** The hook's values, as theme-common names them. */
export type WindowSize = 'desktop' | 'mobile' | 'ssr'

/**
 * The window's size class: `'ssr'` on the server and while hydrating (so
 * the markup matches), then `'desktop'` when the window is wider than
 * `desktopBreakpoint` (CSS pixels; Infima's 996 by default) and `'mobile'`
 * otherwise, updated on resize. Updates are transitions: React renders the
 * switch from the server's markup in slices instead of one long task.
 */
export function useWindowSize({
  desktopBreakpoint = 996,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr')
  useEffect(() => {
    const measure = (): void =>
      startTransition(() =>
        setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile')
      )
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [desktopBreakpoint])
  return size
}
