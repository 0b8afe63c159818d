/**
 * Stands in for `tslib` where `@docusaurus/utils-common` imports it, on the
 * client and the server. utils-common is compiled by TypeScript with
 * `importHelpers`, and its `lib/index.js` calls one helper, `__importDefault`,
 * through a CommonJS `require('tslib')`, which the bundler cannot
 * tree-shake: every page's `main.js` carried all of tslib for it (3.7 KB
 * gzip). This module has that helper and no other.
 *
 * `__tests__/tslibImportDefault.test.ts` fails with "upstream changed" when
 * utils-common calls any other tslib helper; without that test the build
 * would fail anyway, when rendering pages calls the missing helper.
 */

/**
 * What `import x from 'm'` gives when `m` is CommonJS: an ES module as it
 * is, anything else as `{ default: mod }`. Same contract as tslib's helper.
 */
export function __importDefault<T>(
  mod: T
): T extends { __esModule: true } ? T : { default: T } {
  const esModule =
    mod !== null &&
    typeof mod === 'object' &&
    (mod as { __esModule?: unknown }).__esModule
  return (esModule ? mod : { default: mod }) as never
}
