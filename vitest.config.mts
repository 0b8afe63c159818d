import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { upstreamAliases } from './src/plugins/page-load/patches'

// Unit and component tests. `@site` resolves like it does in Docusaurus.
export default defineConfig({
  resolve: {
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      // The installed modules that the page-load wrappers re-export.
      ...upstreamAliases(),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts,mjs}'],
    environment: 'node',
    // Type-checking and build tests are slow on a 2-core machine.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one, on the
    // 2-core CI machine, which ran the files one after another (250 s). The
    // build-rule tests wait on their builds, so two workers overlap them
    // with the rest.
    maxWorkers: 2,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
