/**
 * Build-time code highlighting, the plugin half (the other half is the
 * rehype plugin src/remark/highlightCode.ts, given to the docs and pages
 * plugins in docusaurus.config.ts):
 * - writes the token stylesheet of the site's Prism themes
 *   (src/plugins/code-highlight/palette.ts) and adds it to every page as a client module;
 * - keeps Prism out of the client bundle. preset-classic loads it on every
 *   page through its `prism-include-languages` client module, which is not
 *   swizzlable (only the function it calls is), so the module is replaced by
 *   an empty one. Code blocks arrive highlighted; the rare one that is not
 *   loads the highlighter on demand (src/theme/CodeBlock/Content).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { palette } from './highlighter'

/** The code-highlight plugin (no options). */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, 'code-highlight')
  const stylesheet = path.join(dir, 'tokens.css')
  mkdirSync(dir, { recursive: true })
  writeFileSync(stylesheet, `${palette.css}\n`)
  return {
    name: 'code-highlight',
    getClientModules() {
      return [stylesheet]
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'noPrism.js')
          ),
        ],
      }
    },
  }
}
