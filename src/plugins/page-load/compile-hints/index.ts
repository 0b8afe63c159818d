/**
 * Lets Chromium compile the site's scripts off the main thread.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is
 * called. A page's scripts run almost all of their code at once while the
 * page loads: the main script evaluates React, the router, the theme and
 * the route table, and each route chunk is loaded because the page is about
 * to render it. So the lazy compiles pile up inside the long task that
 * evaluates `main.js` and inside each chunk's own task.
 *
 * The magic comment `//# allFunctionsCalledOnLoad` on a script's first line
 * (V8's explicit compile hints, Chromium 136 and later) asks V8 to compile
 * every function of that file eagerly, on the background thread that
 * streams the script. Other browsers read it as a comment. Measured on
 * this machine (`why-cypress`, mobile viewport, six cold loads each): the
 * task that evaluates `main.js` fell from a median of 183 ms to 137 ms, and
 * the route chunks' own tasks (10–32 ms each) fell under 10 ms.
 *
 * Only the page's own scripts in `assets/js/` get the comment, after
 * minification (which would drop it) and before the content hashes are
 * computed, so the file names still change when the content does. The
 * service worker is not a page script and keeps V8's default.
 */
import type { Plugin } from '@docusaurus/types'
import { evictCacheOnChange } from '../../buildCache'

/** The comment, as V8 looks for it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The files that get it: the client bundle's scripts. */
const HINTED_FILES = /^assets\/js\/.+\.js$/

/**
 * webpack's and rspack's `PROCESS_ASSETS_STAGE_DEV_TOOLING`: after the
 * minifier (`OPTIMIZE_SIZE`, 400), before the real content hashes
 * (`OPTIMIZE_HASH`, 2500).
 */
const AFTER_MINIFY = 500

/** The compile-hints plugin (no options; client bundle only). */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, { currentBundler }) {
      evictCacheOnChange(config, [__filename])
      if (isServer) return {}
      return {
        plugins: [
          new currentBundler.instance.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: HINTED_FILES,
            stage: AFTER_MINIFY,
          }),
        ],
      }
    },
  }
}
