/**
 * Two cuts in what every page loads first, outside the page's own chunks:
 * - `registry-paths`: ./registryLoader.cjs drops the module paths from the
 *   route registry in `main.js` (2.1 KB gzip), client build only;
 * - `hashed-chunk-names`: lazy chunks are named by their content hash alone
 *   (`assets/js/1a2b3c4d.js`), not `[name].[contenthash:8].js`, so the
 *   runtime (`runtime~main.js`) no longer maps about 290 chunk ids to their
 *   names (1.5 KB gzip). The names were hashes of source paths, no help to
 *   a reader of the build either. Entry files keep their names (`main`,
 *   `runtime~main`), and the stylesheets theirs. Two chunks with the same
 *   hash would fail the build (rspack refuses two assets of one name).
 *
 * Both are production-only: `npm run dev` keeps Docusaurus's settings.
 */
import type { Plugin } from '@docusaurus/types'
import { evictCacheOnChange } from '../../buildCache'
import { enabled } from '../switches'

/** The file name of lazy JavaScript chunks in production builds. */
export const CHUNK_FILENAME = 'assets/js/[contenthash:8].js'

/** The generated module ./registryLoader.cjs rewrites. */
export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/

/**
 * The lean-manifest plugin (no options); each part has its switch
 * (../switches.ts). Figures: ../README.md.
 */
export default function leanManifestPlugin(): Plugin {
  const loader = require.resolve('./registryLoader.cjs')
  return {
    name: 'lean-manifest',
    configureWebpack(config, isServer) {
      evictCacheOnChange(config, [__filename, loader])
      if (isServer || config.mode !== 'production') return {}
      return {
        ...(enabled('hashed-chunk-names')
          ? { output: { chunkFilename: CHUNK_FILENAME } }
          : {}),
        ...(enabled('registry-paths')
          ? { module: { rules: [{ test: REGISTRY, use: [{ loader }] }] } }
          : {}),
      }
    },
  }
}
