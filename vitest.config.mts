import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit and component tests. `@site` resolves like it does in Docusaurus.
export default defineConfig({
  resolve: {
    alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts,mjs}'],
    environment: 'node',
    // Type-checking and build tests are slow on a 2-core machine.
    testTimeout: 30_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
