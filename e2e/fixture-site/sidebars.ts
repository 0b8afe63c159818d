import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'

/** One sidebar with both docs of the current version. */
export default {
  tutorial: ['intro', 'guide'],
} satisfies SidebarsConfig
