/**
 * Calls `callback` once `root` carries `data-has-hydrated="true"`, which
 * Docusaurus sets on `<html>` when the first render after hydration has
 * committed; at once if it already does.
 */
export function whenHydrated(root: HTMLElement, callback: () => void): void {
  const hydrated = () => root.dataset.hasHydrated === 'true'
  if (hydrated()) {
    callback()
    return
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return
    observer.disconnect()
    callback()
  })
  observer.observe(root, {
    attributes: true,
    attributeFilter: ['data-has-hydrated'],
  })
}
