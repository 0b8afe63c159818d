/**
 * The docs the base-URL tests (smoke.spec.ts) open and read, by doc id.
 * The base-URL build keeps these whole, with their own content and links;
 * every other doc is reduced to its front matter and headings
 * (scripts/baseurl-docs.mts). A test that opens another doc's content must
 * add it here.
 */
export const FULL_DOCS: readonly string[] = [
  'guides/overview/why-cypress',
  'api/commands/click',
  'api/commands/get',
]
