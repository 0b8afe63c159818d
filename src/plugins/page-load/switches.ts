/**
 * One switch per part of the page-load layer, so that each can be measured
 * against the build without it (`npm run bench -- --ablate`). The parts
 * named in the `PAGE_LOAD_DISABLE` environment variable (comma-separated)
 * are left out of the build; the site is correct without any of them,
 * only slower to load.
 */

/** The parts, by the names `PAGE_LOAD_DISABLE` takes (README.md lists them). */
export const PAGE_LOAD_PARTS = [
  'staged-entry',
  'idle-prefetch',
  'lean-docs',
  'browser-transition',
  'window-size-transition',
  'deduped-prefetch',
  'deferred-service-worker',
  'tslib-import-default',
  'registry-paths',
  'hashed-chunk-names',
] as const

/** A part of the page-load layer. */
export type PageLoadPart = (typeof PAGE_LOAD_PARTS)[number]

/**
 * The parts `value` (the `PAGE_LOAD_DISABLE` variable by default) disables.
 * Throws, listing the known names, on a name that is not a part: a typo
 * would otherwise measure the full build under the wrong label.
 */
export function disabledParts(
  value: string | undefined = process.env.PAGE_LOAD_DISABLE
): ReadonlySet<PageLoadPart> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter(
    (name) => !(PAGE_LOAD_PARTS as readonly string[]).includes(name)
  )
  if (unknown.length > 0) {
    throw new Error(
      `PAGE_LOAD_DISABLE: unknown part ${unknown.join(', ')}; the parts are ${PAGE_LOAD_PARTS.join(', ')}`
    )
  }
  return new Set(names as PageLoadPart[])
}

/** Whether the build includes `part` (see {@link disabledParts}). */
export const enabled = (part: PageLoadPart): boolean =>
  !disabledParts().has(part)
