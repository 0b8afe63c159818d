/**
 * Remark plugin: a config example is written once, in TypeScript, and shown
 * as two tabs, `cypress.config.js` and `cypress.config.ts`.
 *
 * Mark the block with `config-tabs` in its fence:
 *
 *     ```ts config-tabs
 *     import { defineConfig } from 'cypress'
 *     export default defineConfig({ e2e: { baseUrl: 'http://localhost:3000' } })
 *     ```
 *
 * The JavaScript tab is produced at build time: the TypeScript compiler
 * strips the types, ES module syntax becomes CommonJS (`require`,
 * `module.exports`, the form Cypress loads from `cypress.config.js` in any
 * project), and Prettier formats the result with the repo's settings. The
 * tabs share the group id `config-language`, so a reader's choice sticks.
 * Throws, naming the file and line, when a marked block is not TypeScript or
 * uses exports other than `export default`.
 */
import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { format, type Options } from 'prettier'
import ts from 'typescript'
import type { VFile } from 'vfile'
import prettierConfig from '../../.prettierrc.json'

/** The repo's Prettier settings, shared with code examples. */
const prettierOptions = prettierConfig as Options

/** The fence marker that asks for JS and TS tabs. */
export const CONFIG_TABS_MARKER = 'config-tabs'
/** The tab group shared by every config example. */
export const CONFIG_TABS_GROUP = 'config-language'

const BLANK = '/*__blank_line__*/'

function specifierText(node: ts.ImportDeclaration, source: ts.SourceFile) {
  const module = node.moduleSpecifier.getText(source)
  const clause = node.importClause
  if (!clause) return `require(${module})`
  const parts: string[] = []
  if (clause.name) parts.push(`const ${clause.name.text} = require(${module})`)
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings)) {
    parts.push(`const ${bindings.name.text} = require(${module})`)
  } else if (bindings && ts.isNamedImports(bindings)) {
    const names = bindings.elements.map((element) =>
      element.propertyName
        ? `${element.propertyName.getText(source)}: ${element.name.text}`
        : element.name.text
    )
    parts.push(`const { ${names.join(', ')} } = require(${module})`)
  }
  return parts.join('\n')
}

/**
 * Turns a TypeScript config module into the CommonJS JavaScript a reader
 * would write in `cypress.config.js`, formatted with Prettier.
 * @throws Error when the module has exports other than `export default`.
 */
export async function configToJavaScript(tsCode: string): Promise<string> {
  // Blank lines do not survive the compiler's printer; carry them as comments.
  const marked = tsCode.replace(/^[ \t]*$/gm, BLANK)
  const { outputText } = ts.transpileModule(marked, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      // Keep imports whose names are unused here; only `import type` goes.
      verbatimModuleSyntax: true,
    },
  })
  const source = ts.createSourceFile(
    'config.js',
    outputText,
    ts.ScriptTarget.ES2022,
    true
  )
  const edits: { start: number; end: number; text: string }[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      edits.push({
        start: statement.getStart(source),
        end: statement.getEnd(),
        text: specifierText(statement, source),
      })
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      edits.push({
        start: statement.getStart(source),
        end: statement.expression.getStart(source),
        text: 'module.exports = ',
      })
    } else if (
      ts.canHaveModifiers(statement) &&
      ts
        .getModifiers(statement)
        ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      throw new Error(
        'only `export default` can be turned into CommonJS; use it for the config object'
      )
    } else if (ts.isExportDeclaration(statement)) {
      throw new Error(
        'only `export default` can be turned into CommonJS; use it for the config object'
      )
    }
  }
  let js = outputText
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    js = js.slice(0, edit.start) + edit.text + js.slice(edit.end)
  }
  js = js
    .split('\n')
    .map((line) => (line.trim() === BLANK ? '' : line))
    .join('\n')
  const formatted = await format(js, { ...prettierOptions, parser: 'babel' })
  return formatted.replace(/\n+$/, '').replace(/^\n+/, '')
}

/** True when a fence's meta string carries the `config-tabs` marker. */
export function hasConfigTabsMarker(meta: string | null | undefined): boolean {
  return (meta ?? '').split(/\s+/).includes(CONFIG_TABS_MARKER)
}

function tabItem(value: string, label: string, code: Code): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'value', value },
      { type: 'mdxJsxAttribute', name: 'label', value: label },
    ],
    children: [code],
  }
}

/** The remark plugin (no options). */
export default function remarkConfigTabs() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const jobs: Promise<void>[] = []
    const visitParent = (parent: { children: RootContent[] }) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && hasConfigTabsMarker(child.meta)) {
          const where = `${file.path ?? 'MDX'}:${child.position?.start.line ?? 0}`
          if (child.lang !== 'ts' && child.lang !== 'typescript') {
            throw new Error(
              `${where}: a \`${CONFIG_TABS_MARKER}\` block must be written in TypeScript (\`\`\`ts)`
            )
          }
          const meta = (child.meta ?? '')
            .split(/\s+/)
            .filter((token) => token !== '' && token !== CONFIG_TABS_MARKER)
            .join(' ')
          jobs.push(
            configToJavaScript(child.value).then(
              (js) => {
                const tabs: MdxJsxFlowElement = {
                  type: 'mdxJsxFlowElement',
                  name: 'Tabs',
                  attributes: [
                    {
                      type: 'mdxJsxAttribute',
                      name: 'groupId',
                      value: CONFIG_TABS_GROUP,
                    },
                  ],
                  children: [
                    tabItem('js', 'cypress.config.js', {
                      type: 'code',
                      lang: 'js',
                      meta: meta || null,
                      value: js,
                    }),
                    tabItem('ts', 'cypress.config.ts', {
                      type: 'code',
                      lang: 'ts',
                      meta: meta || null,
                      value: child.value,
                    }),
                  ],
                }
                parent.children[index] = tabs as RootContent
              },
              (error: unknown) => {
                throw new Error(`${where}: ${(error as Error).message}`)
              }
            )
          )
        } else if ('children' in child && Array.isArray(child.children)) {
          visitParent(child as { children: RootContent[] })
        }
      })
    }
    visitParent(tree)
    await Promise.all(jobs)
  }
}
