/**
 * Build-time code highlighting, the plugin half (the other half is the
 * rehype plugin ./rehype.ts, given to the docs and pages
 * plugins in docusaurus.config.ts):
 * - writes the token stylesheet of the site's Prism themes
 *   (src/plugins/code-highlight/palette.ts) and adds it to every page as a client module;
 * - keeps Prism out of the client bundle. preset-classic loads it on every
 *   page through its `prism-include-languages` client module, which is not
 *   swizzlable (only the function it calls is), so the module is replaced by
 *   an empty one. Code blocks arrive highlighted; the rare one that is not
 *   loads the highlighter on demand (src/plugins/code-highlight/theme/CodeBlock/Content).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { replacementGuard, type Replacement } from '../replacementGuard'
import { palette } from './highlighter'

/**
 * preset-classic's Prism loader, replaced by ./noPrism.js once resolved (so
 * the resolved original stays among the compilation's files, unbundled: no
 * `original` to check for).
 */
const NO_PRISM: Replacement = {
  request: /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
  replacement: path.join(__dirname, 'noPrism.js'),
}

/**
 * The code-highlight plugin (no options). Its theme folder holds the
 * CodeBlock components; a production build fails when the Prism loader was
 * not replaced (../replacementGuard.ts).
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const guard = replacementGuard('src/plugins/code-highlight')
  const dir = path.join(context.generatedFilesDir, 'code-highlight')
  const stylesheet = path.join(dir, 'tokens.css')
  mkdirSync(dir, { recursive: true })
  writeFileSync(stylesheet, `${palette.css}\n`)
  return {
    name: 'code-highlight',
    getClientModules() {
      return [stylesheet]
    },
    getThemePath() {
      return path.join(__dirname, 'theme')
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const replace = new currentBundler.instance.NormalModuleReplacementPlugin(
        NO_PRISM.request,
        NO_PRISM.replacement
      )
      return { plugins: isServer ? [replace] : [replace, guard.recorder] }
    },
    postBuild() {
      guard.check([NO_PRISM])
    },
  }
}
