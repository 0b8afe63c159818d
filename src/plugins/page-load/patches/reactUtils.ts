/**
 * Stands in for theme-common's `utils/reactUtils` (see ./index.ts): the
 * installed module, re-exported, with one function of its own.
 * `useShallowMemoObject` sorts an object's keys by code unit, where the
 * installed one calls `localeCompare`: the first locale-aware comparison
 * in a page makes the browser load its ICU collation data, and this hook
 * runs as each page hydrates. The hook sorts only so that the key order of
 * the object it is given does not matter, which any fixed order does.
 */
import { useMemo } from 'react'

export * from '@page-load-upstream/reactUtils'

/**
 * The same object as on the previous render while its keys and values are
 * the same (compared with `Object.is`, in any key order); otherwise `obj`.
 */
export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = Object.entries(obj)
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  // The dependencies are the object's keys and values, flattened.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat())
}
