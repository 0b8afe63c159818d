/**
 * The navbar item types this site uses, and only those: `default` (links)
 * and `search` (src/config/navbar.ts). Docusaurus's own map (theme-classic
 * 3.10, `NavbarItem/ComponentTypes`, the file the theme offers for adding
 * types) imports all nine types, so every page's `main.js` carried the
 * dropdown, locale, HTML and docs-version items unused: 2.6 KB gzip. The
 * docs items were also all that read each doc's entry in the docs plugin's
 * global data, which lean-docs now leaves out (src/plugins/lean-docs).
 *
 * A navbar or footer item of another type fails the build: the theme's
 * `NavbarItem` throws "No NavbarItem component found for type …" while
 * each page is rendered. To use one, import its component here, and for the
 * docs types read lean-docs first. `src/theme/__tests__/upstream.test.ts`
 * fails when the installed map changes (scripts/lib/upstreamCopies.ts).
 */
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes'
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem'
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem'

const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
}

export default ComponentTypes as ComponentTypesObject
