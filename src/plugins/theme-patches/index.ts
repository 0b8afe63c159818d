/**
 * Replacements for a few of Docusaurus's client modules, each keeping work
 * out of page load. None of these modules is a theme component, so none
 * can be swizzled. Each replacement is matched on the import request, from
 * the importing package's own files only (the route table's import of
 * `@docusaurus/ComponentCreator`: from anywhere).
 *
 * Copies of a module, changed in one or two lines (the tests check that
 * the rest is byte-identical to the installed module):
 * - ./reactUtils.js, for theme-common's `utils/reactUtils`: no locale-aware
 *   comparison. The first `localeCompare` (or `Intl.Collator`) in a page
 *   makes the browser load its ICU collation data: 20–50 ms of main thread
 *   on this machine, unthrottled, so 80–200 ms of blocking time on
 *   Lighthouse's mobile CPU. `useShallowMemoObject` sorts an object's keys
 *   with `localeCompare` on every render; the code blocks' word-wrap hook
 *   and the mobile doc sidebar call it as each page hydrates. The copy
 *   sorts the keys by code unit: the hook sorts only so that the key order
 *   of the object it is given does not matter, and any fixed order does
 *   that. e2e/icu.spec.ts checks that pages load without locale-aware
 *   comparison.
 * - ./browserContext.js, for core's `browserContext` (`useIsBrowser`), and
 *   ./useWindowSize.js, for theme-common's `hooks/useWindowSize`: the
 *   updates right after hydration are transitions. Both hooks render the
 *   server's markup first and switch once the page has hydrated: the code
 *   blocks gain their buttons, and on a phone the desktop sidebar and
 *   table of contents give way to the mobile ones. As urgent updates React
 *   rendered all of that in one task (about 70 ms here, so over 200 ms of
 *   blocking time on Lighthouse's mobile CPU); as transitions it renders
 *   in slices of a few milliseconds and commits once.
 * - ./navbarSecondaryMenuContent.js and ./navbarSecondaryMenuDisplay.js,
 *   for theme-common's `contexts/navbarSecondaryMenu/{content,display}`:
 *   the same for the doc sidebar that each doc page hands to the phone
 *   menu once it has hydrated. Both updates come from effects, so React
 *   rendered them as two more unsliced tasks (10–20 ms each here). The
 *   copies import the modules they need by names that resolve from this
 *   folder (`./reactUtils` is the copy above, as in the page).
 *
 * Wrappers around a module:
 * - ./lazyComponentCreator.tsx, for `@docusaurus/ComponentCreator` in the
 *   generated route table: a route's loadable component is built when the
 *   route is first used, not for all routes at start-up.
 * - ./dedupedPrefetch.ts, for core's `./prefetch` helper: a prefetch skips
 *   the files the page has already requested.
 *
 * src/plugins/theme-patches/__tests__ checks that each patched module
 * still looks as its patch expects (drop the patch when it does not) and
 * what each replacement does.
 */
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { evictCacheOnChange } from '../buildCache'

/** The `lib` folders of the installed packages that are patched. */
const lib = {
  // core has no main entry; theme-common exports no package.json.
  core: path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib'
  ),
  themeCommon: path.dirname(require.resolve('@docusaurus/theme-common')),
}

/** One replaced module. */
export interface Patch {
  /** The import requests that are replaced… */
  readonly request: RegExp
  /** …when made from a file in this folder (or below it); any, if unset. */
  readonly from?: string
  /** The module that takes the place of the requested one. */
  readonly replacement: string
  /** For a copy: the installed module it copies. */
  readonly original?: string
}

const here = (file: string): string => path.join(__dirname, file)
const secondaryMenu = path.join(
  lib.themeCommon,
  'contexts',
  'navbarSecondaryMenu'
)

/** The replaced modules. */
export const PATCHES: readonly Patch[] = [
  {
    // As theme-common writes it: `./reactUtils`, `../utils/reactUtils`, …
    request: /^(\.\.?\/)+(utils\/)?reactUtils(\.js)?$/,
    from: lib.themeCommon,
    replacement: here('reactUtils.js'),
    original: path.join(lib.themeCommon, 'utils', 'reactUtils.js'),
  },
  {
    request: /^(\.\.?\/)+browserContext(\.js)?$/,
    from: path.join(lib.core, 'client'),
    replacement: here('browserContext.js'),
    original: path.join(lib.core, 'client', 'browserContext.js'),
  },
  {
    request: /^(\.\.?\/)+(hooks\/)?useWindowSize(\.js)?$/,
    from: lib.themeCommon,
    replacement: here('useWindowSize.js'),
    original: path.join(lib.themeCommon, 'hooks', 'useWindowSize.js'),
  },
  {
    // `./content`, `./navbarSecondaryMenu/content`,
    // `../contexts/navbarSecondaryMenu/content`, …
    request: /^(\.\.?\/)+((contexts\/)?navbarSecondaryMenu\/)?content(\.js)?$/,
    from: lib.themeCommon,
    replacement: here('navbarSecondaryMenuContent.js'),
    original: path.join(secondaryMenu, 'content.js'),
  },
  {
    request: /^(\.\.?\/)+((contexts\/)?navbarSecondaryMenu\/)?display(\.js)?$/,
    from: lib.themeCommon,
    replacement: here('navbarSecondaryMenuDisplay.js'),
    original: path.join(secondaryMenu, 'display.js'),
  },
  {
    request: /^@docusaurus\/ComponentCreator$/,
    // Only the generated route table (`.docusaurus/routes.js`) imports it.
    replacement: here('lazyComponentCreator.tsx'),
  },
  {
    request: /^\.\/prefetch(\.js)?$/,
    from: path.join(lib.core, 'client'),
    replacement: here('dedupedPrefetch.ts'),
  },
]

/** Whether `context` (a folder) is `from` or inside it. */
export function isWithin(context: string, from: string): boolean {
  const relative = path.relative(from, context)
  return !relative.startsWith('..') && !path.isAbsolute(relative)
}

/**
 * What shows that a patch did not apply, given the files the client bundle
 * was built from (absolute paths): its replacement is not among them (its
 * request matched no import), or, for a copy, the installed module it
 * replaces still is (some import escaped it). One message per problem,
 * naming the patch; empty when every patch applied.
 */
export function unappliedPatches(files: ReadonlySet<string>): string[] {
  return PATCHES.flatMap((patch) => {
    const name = path.basename(patch.replacement)
    const problems: string[] = []
    if (!files.has(patch.replacement)) {
      problems.push(
        `${name} is not in the bundle: ${patch.request} matched no import`
      )
    }
    if (patch.original && files.has(patch.original)) {
      problems.push(
        `${name}: the module it replaces is still in the bundle (${patch.original})`
      )
    }
    return problems
  })
}

/** The files the last client compilation read, for `postBuild`. */
let clientFiles: ReadonlySet<string> | null = null

/**
 * The theme-patches plugin (no options). A production build fails, naming
 * the patch, when one did not apply ({@link unappliedPatches}).
 */
export default function themePatchesPlugin(): Plugin {
  return {
    name: 'theme-patches',
    configureWebpack(config, isServer, { currentBundler }) {
      evictCacheOnChange(config, [__filename])
      const replacements = PATCHES.map(
        (patch) =>
          new currentBundler.instance.NormalModuleReplacementPlugin(
            patch.request,
            (resolveData: { request: string; context?: string }) => {
              const context = resolveData.context ?? ''
              if (!patch.from || isWithin(context, patch.from)) {
                resolveData.request = patch.replacement
              }
            }
          )
      )
      // The client compilation's files, read from the finished compilation
      // rather than counted in the callbacks above, which a build restored
      // from the persistent cache does not call.
      const recorder = {
        apply(compiler: {
          hooks: {
            done: {
              tap(
                name: string,
                fn: (stats: {
                  compilation: { fileDependencies: Iterable<string> }
                }) => void
              ): void
            }
          }
        }) {
          compiler.hooks.done.tap('theme-patches', (stats) => {
            clientFiles = new Set(stats.compilation.fileDependencies)
          })
        },
      }
      return { plugins: isServer ? replacements : [...replacements, recorder] }
    },
    postBuild() {
      const problems = clientFiles
        ? unappliedPatches(clientFiles)
        : ['the client compilation reported no files to check']
      if (problems.length > 0) {
        throw new Error(
          `upstream changed: re-check src/plugins/theme-patches:\n- ${problems.join('\n- ')}`
        )
      }
    },
  }
}
