/**
 * Recma plugin (MDX's JavaScript stage): each heading that the page's table
 * of contents lists takes its id and text from the `toc` export instead of
 * repeating them.
 *
 * A compiled doc holds every heading twice: in `export const toc = [{ value,
 * id, level }, …]`, which the theme's table of contents renders, and in the
 * heading's own `_jsx(_components.h3, { id, children })`. gzip only finds
 * repeats within 32 KB, and on a long page the two are further apart, so
 * the FAQ pages paid for each question's text and id twice: 3.0 KB gzip of
 * the general-questions page's 41 KB chunk. After this plugin the heading
 * reads `{ id: toc[5].id, children: toc[5].value }`, and renders the same.
 *
 * A heading takes its id from the toc when the ids are equal strings, and
 * its text when that is a plain string equal to the entry's `value`, which
 * is HTML: a heading with markup or a character HTML escapes (`'`, `&`)
 * keeps its own text. When the `toc` array holds anything but plain
 * entries (a partial's `...toc` spread in), indexes would not be stable,
 * and the file is left as it is.
 */
import type {
  CallExpression,
  Expression,
  ObjectExpression,
  Program,
  Property,
} from 'estree'
import { visit } from 'estree-util-visit'

/**
 * A string-valued, non-computed `key: 'value'` property of `object`; the
 * key may be written as a name or a string (`valueToEstree`, which writes
 * the toc, quotes them).
 */
function stringProperty(
  object: ObjectExpression,
  key: string
): Property | undefined {
  return object.properties.find(
    (property): property is Property =>
      property.type === 'Property' &&
      !property.computed &&
      ((property.key.type === 'Identifier' && property.key.name === key) ||
        (property.key.type === 'Literal' && property.key.value === key)) &&
      property.value.type === 'Literal' &&
      typeof property.value.value === 'string'
  )
}

/** The string of a property found by {@link stringProperty}. */
const stringOf = (property: Property): string =>
  (property.value as { value: string }).value

/**
 * The elements of the module's top-level `toc` array (`export const toc`,
 * or `const toc` in MDX's function-body output), if every one is a plain
 * entry.
 */
function tocEntries(program: Program): ObjectExpression[] | undefined {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? statement.declaration
        : statement
    if (declaration?.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations) {
      if (
        declarator.id.type !== 'Identifier' ||
        declarator.id.name !== 'toc' ||
        declarator.init?.type !== 'ArrayExpression'
      ) {
        continue
      }
      const elements = declarator.init.elements
      const plain = elements.every(
        (element) =>
          element?.type === 'ObjectExpression' &&
          stringProperty(element, 'id') &&
          stringProperty(element, 'value')
      )
      return plain ? (elements as ObjectExpression[]) : undefined
    }
  }
  return undefined
}

/** `toc[index].key` */
const tocMember = (index: number, key: string): Expression => ({
  type: 'MemberExpression',
  computed: false,
  optional: false,
  object: {
    type: 'MemberExpression',
    computed: true,
    optional: false,
    object: { type: 'Identifier', name: 'toc' },
    property: { type: 'Literal', value: index },
  },
  property: { type: 'Identifier', name: key },
})

/** The props of `call` if it is `_jsx(_components.hN, { … })` (N 1–6). */
function headingProps(call: CallExpression): ObjectExpression | undefined {
  const [type, props] = call.arguments
  const heading =
    type?.type === 'MemberExpression' &&
    !type.computed &&
    type.property.type === 'Identifier' &&
    /^h[1-6]$/.test(type.property.name)
  return heading && props?.type === 'ObjectExpression' ? props : undefined
}

/** The unified attacher; see the module comment. */
export default function recmaHeadingsFromToc() {
  return (program: Program): void => {
    const entries = tocEntries(program)
    if (!entries || entries.length === 0) return
    const byId = new Map<string, { index: number; value: string }>()
    entries.forEach((entry, index) => {
      const id = stringOf(stringProperty(entry, 'id')!)
      if (!byId.has(id)) {
        byId.set(id, {
          index,
          value: stringOf(stringProperty(entry, 'value')!),
        })
      }
    })
    visit(program, (node) => {
      if (node.type !== 'CallExpression') return
      const props = headingProps(node)
      const id = props && stringProperty(props, 'id')
      const children = props && stringProperty(props, 'children')
      const entry = id && byId.get(stringOf(id))
      if (!entry) return
      id.value = tocMember(entry.index, 'id')
      if (children && stringOf(children) === entry.value) {
        children.value = tocMember(entry.index, 'value')
      }
    })
  }
}
