import { useCallback } from 'react'
import { useHistory, useLocation } from '@docusaurus/router'
import useIsBrowser from '@docusaurus/useIsBrowser'

/**
 * Filter state kept in the URL query, so every filtered view of a list page
 * has its own link. Returns the filters parsed from `location.search` (the
 * `empty` filters during the static render, which is therefore unfiltered)
 * and a setter that writes them back with `history.replace`.
 *
 * @param parse      reads filters from a query string such as `?q=x`
 * @param toSearch   writes filters to a query string (`''` for none)
 * @param empty      the filters of the unfiltered view
 */
export function useQueryFilters<T>(
  parse: (search: string) => T,
  toSearch: (filters: T) => string,
  empty: T
): [T, (next: T) => void] {
  const location = useLocation()
  const history = useHistory()
  const isBrowser = useIsBrowser()
  const filters = isBrowser ? parse(location.search) : empty
  const setFilters = useCallback(
    (next: T) => history.replace({ ...location, search: toSearch(next) }),
    [history, location, toSearch]
  )
  return [filters, setFilters]
}
