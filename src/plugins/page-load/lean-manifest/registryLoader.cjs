/**
 * Loader for Docusaurus's generated route registry (`.docusaurus/registry.js`),
 * client build only: each entry's module path, the middle of
 * `[loader, "@site/…", require.resolveWeak("@site/…")]`, becomes `0`.
 *
 * react-loadable reads those paths only to report rendered modules to
 * `Loadable.Capture`, which exists during server rendering alone; the
 * server build keeps them, and the client never reads them, yet every
 * page's `main.js` carried all 250 (2.1 KB gzip).
 *
 * Throws "upstream changed" when any entry is not of that shape, or when
 * the file has none: Docusaurus 3.10 writes one entry per line
 * (`@docusaurus/core/lib/server/codegen/codegenRoutes.js`).
 *
 * @param {string} source the generated registry module
 * @returns {string} the same module with each module path replaced by `0`
 */
function leanRegistry(source) {
  const entry = /^\s+"[^"]+": \[/
  const shape =
    /^(\s+"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), )\2(, require\.resolveWeak\(\2\)\],?(?:\};)?)$/
  const lines = source.split('\n')
  let entries = 0
  const out = lines.map((line) => {
    if (!entry.test(line)) return line
    const match = shape.exec(line)
    if (!match) {
      throw new Error(
        'upstream changed: re-check src/plugins/page-load/lean-manifest: ' +
          `a route registry entry is not of the shape it rewrites:\n${line}`
      )
    }
    entries += 1
    return `${match[1]}0${match[3]}`
  })
  if (entries === 0) {
    throw new Error(
      'upstream changed: re-check src/plugins/page-load/lean-manifest: ' +
        'the route registry has no entry it recognises'
    )
  }
  return out.join('\n')
}

// rspack calls the loader with the module's source; the tests call it by name.
module.exports = leanRegistry
module.exports.leanRegistry = leanRegistry
