/**
 * Docusaurus's `<Link>` (adds the base URL, navigates without a reload),
 * re-exported from a path that unit tests can mock: `@docusaurus/Link` is an
 * alias of the site build that vitest cannot resolve.
 */
export { default } from '@docusaurus/Link'
