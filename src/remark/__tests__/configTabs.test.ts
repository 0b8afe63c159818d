import { describe, expect, it } from 'vitest'
import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import remarkConfigTabs, { configToJavaScript } from '../configTabs'

const config = `import { defineConfig } from 'cypress'

export default defineConfig({
  e2e: {
    baseUrl: 'http://localhost:3000',

    setupNodeEvents(on, config) {
      // Node code runs here
      const retries: number = 2
      return { ...config, retries }
    },
  },
})`

describe('configToJavaScript', () => {
  it('strips types, switches to CommonJS and keeps blank lines and comments', async () => {
    expect(await configToJavaScript(config))
      .toBe(`const { defineConfig } = require('cypress')

module.exports = defineConfig({
  e2e: {
    baseUrl: 'http://localhost:3000',

    setupNodeEvents(on, config) {
      // Node code runs here
      const retries = 2
      return { ...config, retries }
    },
  },
})`)
  })

  it('drops type-only imports and rewrites default, namespace and renamed imports', async () => {
    const js =
      await configToJavaScript(`import type { PluginEvents } from 'cypress'
import webpack from 'webpack'
import * as path from 'node:path'
import { defineConfig as define } from 'cypress'
import 'dotenv/config'

export default define({})`)
    expect(js).toBe(`const webpack = require('webpack')
const path = require('node:path')
const { defineConfig: define } = require('cypress')
require('dotenv/config')

module.exports = define({})`)
  })

  it('refuses named exports', async () => {
    await expect(
      configToJavaScript(`export const x = 1\nexport default {}`)
    ).rejects.toThrow('only `export default`')
  })
})

async function run(markdown: string, path = 'docs/page.mdx'): Promise<Root> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkConfigTabs)
  const file = new VFile({ path, value: markdown })
  return (await processor.run(processor.parse(file), file)) as Root
}

describe('remarkConfigTabs', () => {
  it('replaces a marked block with JS and TS tabs in the config group', async () => {
    const tree = await run(
      'Intro\n\n```ts config-tabs title="cypress.config"\nimport { defineConfig } from \'cypress\'\n\nexport default defineConfig({})\n```\n'
    )
    const tabs = tree.children[1] as unknown as {
      name: string
      attributes: { name: string; value: string }[]
      children: {
        attributes: { name: string; value: string }[]
        children: { lang: string; meta: string | null; value: string }[]
      }[]
    }
    expect(tabs.name).toBe('Tabs')
    expect(tabs.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'groupId', value: 'config-language' },
    ])
    const [js, typescript] = tabs.children
    expect(js?.attributes.map((a) => a.value)).toEqual([
      'js',
      'cypress.config.js',
    ])
    expect(js?.children[0]).toMatchObject({
      lang: 'js',
      meta: 'title="cypress.config"',
      value:
        "const { defineConfig } = require('cypress')\n\nmodule.exports = defineConfig({})",
    })
    expect(typescript?.attributes.map((a) => a.value)).toEqual([
      'ts',
      'cypress.config.ts',
    ])
    expect(typescript?.children[0]?.lang).toBe('ts')
  })

  it('finds marked blocks inside JSX elements and leaves others alone', async () => {
    const tree = await run(
      '<div>\n\n```ts config-tabs\nexport default {}\n```\n\n</div>\n\n```ts\nconst a = 1\n```\n'
    )
    const div = tree.children[0] as unknown as { children: { name?: string }[] }
    expect(div.children[0]?.name).toBe('Tabs')
    expect(tree.children[1]).toMatchObject({ type: 'code', lang: 'ts' })
  })

  it('names the file and line when a marked block is not TypeScript', async () => {
    await expect(
      run('Text\n\n```js config-tabs\nmodule.exports = {}\n```\n', 'docs/x.mdx')
    ).rejects.toThrow(
      'docs/x.mdx:3: a `config-tabs` block must be written in TypeScript'
    )
  })
})
