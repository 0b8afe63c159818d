/**
 * Makes ./entry.ts the client bundle's entry in place of Docusaurus's
 * `clientEntry.js`, which it imports last (./entry.ts says why), in
 * production builds only: `npm run dev` keeps Docusaurus's entry and its
 * hot reload. The server bundle keeps its own entry. The chunk keeps its
 * name, `main`, so Docusaurus's page template is unchanged.
 */
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { evictCacheOnChange } from '../../buildCache'

/** The entry module. */
const ENTRY = path.join(__dirname, 'entry.ts')

/** The client entry Docusaurus 3.10 sets (`lib/webpack/client.js`). */
export const UPSTREAM_ENTRY = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'clientEntry.js'
)

/**
 * Replaces the client configuration's `entry` in place, in production, with
 * ./entry.ts. Throws "upstream changed" when the entry is anything but the
 * one path to `clientEntry.js` that ./entry.ts imports: a second entry, or
 * a renamed one, would otherwise be dropped without a word.
 */
export function stageEntry(config: { entry?: unknown; mode?: string }): void {
  if (config.mode !== 'production') return
  if (config.entry !== UPSTREAM_ENTRY) {
    throw new Error(
      `upstream changed: re-check src/plugins/page-load/staged-entry: the client ` +
        `entry is ${JSON.stringify(config.entry)}, not ${UPSTREAM_ENTRY}`
    )
  }
  config.entry = ENTRY
}

/** The staged-entry plugin (no options). */
export default function stagedEntryPlugin(): Plugin {
  return {
    name: 'staged-entry',
    configureWebpack(config, isServer) {
      evictCacheOnChange(config, [__filename])
      // Docusaurus sets `entry` to one path; a returned object would be
      // merged with it, so the config is changed in place.
      if (!isServer) stageEntry(config)
      return {}
    },
  }
}
