import type { ReactNode } from 'react'

/**
 * The fixture's search item: the classic theme ships no search UI, and the
 * real site's Pagefind search needs an index this fixture does not build.
 */
export default function SearchBar(): ReactNode {
  return (
    <form role="search" action="/search" className="fixture-search">
      <input type="search" name="q" aria-label="Search the fixture" />
    </form>
  )
}
