/**
 * Replacements for a few of Docusaurus's client modules, each keeping work
 * out of page load. None of these modules is a theme component, so none
 * can be swizzled. Each replacement is matched on the import request, from
 * the importing package's own files only.
 *
 * Wrappers, which re-export the installed module (imported by an alias,
 * `@page-load-upstream/…`) and replace one export:
 * - ./browserContext.tsx, for core's `browserContext` (`useIsBrowser`): the
 *   switch right after hydration is a transition (below).
 *
 * A module written anew, where the change is inside a function the module
 * does not export (the installed module's hash is checked, so a change
 * upstream is seen):
 * - ./useWindowSize.ts, for theme-common's `hooks/useWindowSize`: the
 *   update right after hydration is a transition. Like `useIsBrowser`, it
 *   renders the server's markup first and switches once the page has
 *   hydrated: the code blocks gain their buttons, and on a phone the
 *   desktop sidebar and table of contents give way to the mobile ones. As
 *   urgent updates React rendered all of that in one task (about 70 ms
 *   here, so over 200 ms of blocking time on Lighthouse's mobile CPU); as
 *   transitions it renders in slices of a few milliseconds and commits
 *   once.
 *
 * A wrapper that loads the installed module later:
 * - ./deferredRegisterSw.ts, for plugin-pwa's `registerSw.js` client
 *   module: imported once the page has hydrated, so neither it nor the
 *   `workbox-window` chunk it loads is first-load JavaScript. Applied only
 *   to a site that uses plugin-pwa (`requires`).
 *
 * A wrapper around a module, which imports it and adds to it:
 * - ./dedupedPrefetch.ts, for core's `./prefetch` helper: a prefetch skips
 *   the files the page has already requested.
 *
 * A package cut down to what its importer uses:
 * - ./tslibImportDefault.ts, for `tslib` as utils-common imports it: the
 *   one helper it calls, not all of tslib in every page's `main.js`.
 *
 * src/plugins/page-load/patches/__tests__ checks that each patched module
 * still looks as its patch expects (drop the patch when it does not) and
 * what each replacement does.
 */
import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { evictCacheOnChange } from '../../buildCache'
import { replacementGuard, type Replacement } from '../../replacementGuard'
import { enabled, type PageLoadPart } from '../switches'

/** The `lib` folders of the installed packages that are patched. */
const lib = {
  // core has no main entry; theme-common exports no package.json.
  core: path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib'
  ),
  themeCommon: path.dirname(require.resolve('@docusaurus/theme-common')),
  utilsCommon: path.dirname(require.resolve('@docusaurus/utils-common')),
  pwa: path.join(
    path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json')),
    'lib'
  ),
}

/** One replaced module. */
export interface Patch extends Replacement {
  /** The switch that leaves it out (../switches.ts). */
  readonly part: PageLoadPart
  /** Replace only requests made from this folder (or below it); any, if unset. */
  readonly from?: string
  /**
   * The plugin whose module is replaced, as the site config names it: the
   * patch applies only to a site that uses that plugin.
   */
  readonly requires?: string
  /**
   * For a wrapper that re-exports the installed module: that module, which
   * the wrapper imports as `@page-load-upstream/<wrapper's name>`.
   */
  readonly wraps?: string
  /**
   * For a module written anew (`original` set): the SHA-256 of the installed
   * module it stands in for, as written against (Docusaurus 3.10.2).
   */
  readonly originalSha256?: string
}

const here = (file: string): string => path.join(__dirname, file)

/** The replaced modules. */
export const PATCHES: readonly Patch[] = [
  {
    request: /^(\.\.?\/)+browserContext(\.js)?$/,
    from: path.join(lib.core, 'client'),
    part: 'browser-transition',
    replacement: here('browserContext.tsx'),
    wraps: path.join(lib.core, 'client', 'browserContext.js'),
  },
  {
    request: /^(\.\.?\/)+(hooks\/)?useWindowSize(\.js)?$/,
    from: lib.themeCommon,
    part: 'window-size-transition',
    replacement: here('useWindowSize.ts'),
    original: path.join(lib.themeCommon, 'hooks', 'useWindowSize.js'),
    originalSha256:
      'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  },
  {
    request: /^\.\/prefetch(\.js)?$/,
    from: path.join(lib.core, 'client'),
    part: 'deduped-prefetch',
    replacement: here('dedupedPrefetch.ts'),
  },
  {
    // The generated client-modules.js requires each client module by its
    // absolute path; the wrapper's own import of it goes by an alias.
    request: /[\\/]@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/,
    part: 'deferred-service-worker',
    requires: '@docusaurus/plugin-pwa',
    replacement: here('deferredRegisterSw.ts'),
    wraps: path.join(lib.pwa, 'registerSw.js'),
  },
  {
    request: /^tslib$/,
    from: lib.utilsCommon,
    part: 'tslib-import-default',
    replacement: here('tslibImportDefault.ts'),
  },
]

/** Whether `context` (a folder) is `from` or inside it. */
export function isWithin(context: string, from: string): boolean {
  const relative = path.relative(from, context)
  return !relative.startsWith('..') && !path.isAbsolute(relative)
}

/**
 * The import names of the installed modules that wrappers re-export:
 * `@page-load-upstream/<wrapper's file name, no extension>` → the module's
 * absolute path. The packages' `exports` maps hide these modules, and an
 * absolute path matches none of the patches' requests, so the wrapper gets
 * the original.
 */
export function upstreamAliases(): Record<string, string> {
  return Object.fromEntries(
    PATCHES.filter((patch) => patch.wraps).map((patch) => [
      `@page-load-upstream/${path.basename(patch.replacement).replace(/\.[jt]sx?$/, '')}`,
      patch.wraps!,
    ])
  )
}

/** The names of the plugins a site config lists (strings and `[name, options]`). */
function pluginNames(plugins: readonly unknown[]): Set<string> {
  return new Set(
    plugins
      .map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin))
      .filter((name): name is string => typeof name === 'string')
  )
}

/**
 * The patches that apply to a site with `plugins` (its config's list): those
 * whose part PAGE_LOAD_DISABLE leaves in (../switches.ts) and whose plugin,
 * if they name one, the site uses.
 */
export function enabledPatches(plugins: readonly unknown[]): Patch[] {
  const names = pluginNames(plugins)
  return PATCHES.filter(
    (patch) =>
      enabled(patch.part) && (!patch.requires || names.has(patch.requires))
  )
}

/**
 * The theme-patches plugin (no options): the module replacements that apply
 * to the site ({@link enabledPatches}, from its config's plugin list). A
 * production build fails, naming the patch, when one did not apply
 * (../../replacementGuard.ts).
 */
export default function themePatchesPlugin(context: LoadContext): Plugin {
  const guard = replacementGuard('src/plugins/page-load/patches')
  const patches = enabledPatches(context.siteConfig.plugins)
  return {
    name: 'theme-patches',
    configureWebpack(config, isServer, { currentBundler }) {
      evictCacheOnChange(config, [__filename])
      const replacements = patches.map(
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
      return {
        resolve: { alias: upstreamAliases() },
        plugins: isServer ? replacements : [...replacements, guard.recorder],
      }
    },
    postBuild() {
      guard.check(patches)
    },
  }
}
