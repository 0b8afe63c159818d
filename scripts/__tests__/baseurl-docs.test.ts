import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FULL_DOCS } from '../../e2e/baseurl/pages'
import {
  BASEURL_DOCS_DIR,
  stubDoc,
  writeBaseUrlDocs,
} from '../baseurl-docs.mts'
import { docId, isDocPage, mdxSources } from '../lib/content'

const DOC = `---
title: click
slug: /api/commands/click
---

import Partial from './_partial.mdx'

Intro with a [link](/api/commands/get).

## Syntax \\{#syntax}

\`\`\`\`md
\`\`\`js
## not a heading, inside a fence
\`\`\`
\`\`\`\`

### Options

~~~sh
# a shell comment
~~~

#### Notes
`

describe('stubDoc', () => {
  it('keeps the front matter and the headings, and nothing else', () => {
    expect(stubDoc(DOC)).toBe(`---
title: click
slug: /api/commands/click
---

## Syntax \\{#syntax}

A shortened copy for the base-URL test.

### Options

A shortened copy for the base-URL test.

#### Notes

A shortened copy for the base-URL test.
`)
  })

  it('handles a doc without front matter', () => {
    expect(stubDoc('# Title\n\nText.\n')).toBe(
      '\n# Title\n\nA shortened copy for the base-URL test.\n'
    )
  })
})

describe('writeBaseUrlDocs', () => {
  const roots: string[] = []
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true })
  })
  const site = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'baseurl-docs-'))
    roots.push(root)
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(join(root, file), text)
    }
    return root
  }

  it('copies the named docs and the partials whole, and reduces the rest', () => {
    const root = site({
      'docs/api/commands/click.mdx': DOC,
      'docs/api/commands/get.mdx': DOC,
      'docs/partials/_partial.mdx': 'Shared text.\n',
    })
    expect(writeBaseUrlDocs(root, ['api/commands/click'])).toEqual({
      whole: 2,
      reduced: 1,
    })
    const read = (file: string) =>
      readFileSync(join(root, BASEURL_DOCS_DIR, file), 'utf8')
    expect(read('api/commands/click.mdx')).toBe(DOC)
    expect(read('partials/_partial.mdx')).toBe('Shared text.\n')
    expect(read('api/commands/get.mdx')).toBe(stubDoc(DOC))
  })

  it('fails, naming it, when a doc to keep whole does not exist', () => {
    const root = site({ 'docs/intro.mdx': DOC })
    expect(() => writeBaseUrlDocs(root, ['api/commands/gone'])).toThrow(
      'baseurl-docs: no doc api/commands/gone in docs/'
    )
  })

  it('keeps whole only docs of the site', () => {
    const ids = new Set(
      mdxSources()
        .map((source) => source.file)
        .filter(isDocPage)
        .map(docId)
    )
    expect(FULL_DOCS.filter((id) => !ids.has(id))).toEqual([])
  })
})
