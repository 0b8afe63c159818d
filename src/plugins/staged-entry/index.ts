/**
 * Makes ./entry.ts the client bundle's entry in place of Docusaurus's
 * `clientEntry.js`, which it imports last (./entry.ts says why). The
 * server bundle keeps its own entry. The chunk keeps its name, `main`, so
 * the page template (src/config/ssrTemplate.ts) is unchanged.
 */
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { evictCacheOnChange } from '../buildCache'

/** The entry module. */
const ENTRY = path.join(__dirname, 'entry.ts')

/** The staged-entry plugin (no options). */
export default function stagedEntryPlugin(): Plugin {
  return {
    name: 'staged-entry',
    configureWebpack(config, isServer) {
      evictCacheOnChange(config, [__filename])
      // Docusaurus sets `entry` to one path; a returned object would be
      // merged with it, so the config is changed in place.
      if (!isServer) config.entry = ENTRY
      return {}
    },
  }
}
