/**
 * Docusaurus's prefetch helper, asked once per file.
 *
 * Prefetching a route (a link scrolled into view) adds a
 * `<link rel="prefetch">` for each chunk of the route, including the
 * chunks that every doc route shares and that the open page has already
 * loaded: about ten elements per link, of which one or two are new, at
 * 2–3 ms of main thread each on this machine. This wrapper passes a file
 * on only when the page has not requested it yet, by an earlier prefetch
 * or any other way (the Resource Timing entries; their buffer holds the
 * first 250 files, and a file missing from a full buffer is simply
 * prefetched, as before).
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch'

const requested = new Set<string>()

/** Whether the page has already requested `url` (absolute). */
function alreadyRequested(url: string): boolean {
  return (
    requested.has(url) ||
    performance.getEntriesByName(url, 'resource').length > 0
  )
}

/**
 * Prefetches the file at `url` (relative to the page, as Docusaurus gives
 * it) unless the page has requested it already. Resolves when done, or at
 * once when skipped; never rejects (as the helper it wraps).
 */
export default function dedupedPrefetch(url: string): Promise<void> {
  const absolute = new URL(url, window.location.href).href
  if (alreadyRequested(absolute)) return Promise.resolve()
  requested.add(absolute)
  return prefetchHelper(url)
}
