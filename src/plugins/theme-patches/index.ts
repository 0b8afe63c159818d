/**
 * Keeps locale-aware string comparison out of page load.
 *
 * The first `localeCompare` (or `Intl.Collator`) in a page makes the
 * browser load its ICU collation data: 20–50 ms of main thread on this
 * machine, unthrottled, so 80–200 ms of blocking time on Lighthouse's
 * mobile CPU. theme-common's `useShallowMemoObject` sorts an object's keys
 * with `localeCompare` on every render; the code blocks' word-wrap hook and
 * the mobile doc sidebar call it as each page hydrates. It is not a theme
 * component, so it cannot be swizzled: its module is replaced by
 * ./reactUtils.js, a copy that sorts the keys by code unit instead. The
 * hook sorts only so that the key order of the object it is given does not
 * matter; any fixed order does that.
 *
 * src/plugins/theme-patches/__tests__ checks that the installed module
 * still has the call (drop this plugin when it does not) and that the copy
 * differs from it in that line only. e2e/icu.spec.ts checks that pages
 * load without any locale-aware comparison.
 */
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** theme-common's module, as resolved from its package entry. */
export const ORIGINAL = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'reactUtils.js'
)

/** The module that takes its place. */
export const REPLACEMENT = path.join(__dirname, 'reactUtils.js')

/** The theme-patches plugin (no options). */
export default function themePatchesPlugin(): Plugin {
  return {
    name: 'theme-patches',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          // Matched on the import request, as theme-common writes it
          // (`./reactUtils`, `../utils/reactUtils`, …), from theme-common's
          // own files only.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^(\.\.?\/)+(utils\/)?reactUtils(\.js)?$/,
            (resolveData: { request: string; context?: string }) => {
              if (/theme-common[\\/]lib/.test(resolveData.context ?? '')) {
                resolveData.request = REPLACEMENT
              }
            }
          ),
        ],
      }
    },
  }
}
