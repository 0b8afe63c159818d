// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWindowSize } from '../useWindowSize'

/** Sets the window's width (CSS pixels) as a resize would. */
function resizeTo(width: number): void {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width)
  window.dispatchEvent(new Event('resize'))
}

function Size({ breakpoint }: { breakpoint?: number }) {
  return <>{useWindowSize({ desktopBreakpoint: breakpoint })}</>
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useWindowSize (written anew for theme-common 3.10.2)', () => {
  it("is 'ssr' on the server, so the markup does not depend on a window", () => {
    expect(renderToString(<Size />)).toBe('ssr')
  })

  it('measures once mounted, and again on resize, at 996 px by default', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1200)
    const { result } = renderHook(() => useWindowSize())
    expect(result.current).toBe('desktop')
    act(() => resizeTo(996))
    expect(result.current).toBe('mobile')
    act(() => resizeTo(997))
    expect(result.current).toBe('desktop')
  })

  it('takes another breakpoint, and stops listening once unmounted', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700)
    const { result, unmount } = renderHook(() =>
      useWindowSize({ desktopBreakpoint: 600 })
    )
    expect(result.current).toBe('desktop')
    const remove = vi.spyOn(window, 'removeEventListener')
    unmount()
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function))
  })
})
