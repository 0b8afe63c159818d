/**
 * axe-core as the sweep runs it: put into a page after hydration, then run
 * there once per color mode, asked for violations only.
 *
 * - Light mode: every WCAG 2.1 A and AA rule in one run over the whole
 *   document, the color rules limited as below. One run rather than one for
 *   the structure rules and one for the color rules: axe builds its tree of
 *   the page, the layout grid and its style caches once (15% less time on
 *   nine long pages: 40.8 s against 48.3 s).
 * - Dark mode: the color rules only, the same limits.
 *
 * axe-core is 4.14.1, pinned (scripts/__tests__/pins.test.ts: this file
 * reads its rule table). Its contrast check caches the colors it parses
 * (dequelabs/axe-core#5323): the light run took 29.8 s on eight long pages,
 * against 84.2 s with 4.13.0.
 *
 * The color rules (`color-contrast`, `link-in-text-block`) leave out
 * highlighted code (`pre`): its colors are the Prism theme's, checked token
 * by token in both themes by src/config/__tests__/prism.test.ts. They can
 * also be held to one part of the page (`within`: the article of a doc
 * page), the rest of it being the same shell in the same colors as on the
 * pages checked whole. That limit is a wrapper of each rule's own `matches`
 * function, which axe-core does not export: it is read from `axe._audit`,
 * and a missing one fails the test by name.
 *
 * The contrast check ignores pseudo-elements (`ignorePseudo`, given as a
 * run option: `axe.configure` would replace the check's options whole,
 * thresholds included, and then it reports nothing). By default, text over
 * a `::before` or `::after` larger than a quarter of its element is
 * reported as "incomplete", never as a violation; ignoring them, axe judges
 * such text by the layers below instead, so the violations are those of the
 * default and possibly more, never fewer. It saves about 15% of the check.
 * `axe.spec.ts` plants text of too little contrast to show that the check
 * reports it, and that the limits hold.
 *
 * Highlighted code is most of a long page's elements (8,149 of 10,647 on the
 * longest FAQ page): a span per token, in a span per line. axe builds its
 * tree of every element, whatever the rules' limits, and no WCAG 2.1 A or AA
 * rule but the color ones gives any result on these spans, which carry a
 * class and nothing else (`axe.spec.ts` holds axe-core to that). So before
 * the light run, {@link flattenCode} turns each such block's spans into its
 * text: nine long pages took 3.8 s under axe, against 6.4 s as served.
 */
import { readFileSync } from 'node:fs'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

/** axe-core's browser build. */
export const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js'),
  'utf8'
)

/** The WCAG 2.1 A and AA rules of axe. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The axe rules that depend on colors, the only ones the color mode moves. */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Options of every run: violations only, pseudo-elements ignored. axe-core
 * reads per-check options from `checks`, which its RunOptions type omits.
 */
const RUN_OPTIONS: RunOptions & {
  checks: Record<string, { options: Record<string, unknown> }>
} = {
  resultTypes: ['violations'],
  checks: { 'color-contrast': { options: { ignorePseudo: true } } },
}

/**
 * The element axe's `label-content-name-mismatch` (WCAG 2.5.3, Label in
 * Name) is not run on: DocSearch's button, named "Search (Control+k)" by
 * DocSearch, which also shows the shortcut's keys in it. axe reads the
 * visible text of its inline elements run together, "SearchCtrlK", and no
 * name a screen reader should hear contains that. The name starts with the
 * visible label, "Search", which is what a voice-control user says:
 * e2e/search-modal.spec.ts holds it to that instead.
 */
const LABEL_IN_NAME_EXCEPTION = '.DocSearch-Button'

/**
 * In the page: narrows rules by wrapping each one's own `matches` (rule id →
 * what an element must satisfy): the color rules to elements outside `pre`
 * and, when `within` (a CSS selector) is given, inside it; Label in Name to
 * elements other than {@link LABEL_IN_NAME_EXCEPTION}. Throws, naming the
 * rule, when axe-core has no such function.
 */
function narrowRules([colorRules, within, labelException]: [
  string[],
  string | null,
  string,
]): void {
  type Matches = (node: Element, ...rest: unknown[]) => boolean
  const axe = (
    window as unknown as {
      axe: typeof import('axe-core') & {
        _audit?: { rules?: { id: string; matches?: unknown }[] }
      }
    }
  ).axe
  const applies: Record<string, (node: Element) => boolean> = {
    'label-content-name-mismatch': (node) => !node.matches(labelException),
  }
  for (const id of colorRules) {
    applies[id] = (node) =>
      node.closest('pre') === null &&
      (within === null || node.closest(within) !== null)
  }
  axe.configure({
    rules: Object.entries(applies).map(([id, narrow]) => {
      const own = axe._audit?.rules?.find((rule) => rule.id === id)?.matches
      if (typeof own !== 'function') {
        throw new Error(
          `axe-core changed: rule ${id} has no matches function to wrap (e2e/sweep/axe.ts)`
        )
      }
      const matches: Matches = (node, ...rest) =>
        narrow(node) && (own as Matches)(node, ...rest)
      return { id, matches: matches as unknown as string }
    }),
  })
}

/**
 * Puts axe-core into a page that has loaded, with the color rules limited
 * to `within` (a CSS selector; the whole page when absent) and kept out of
 * `pre`, and Label in Name not run on {@link LABEL_IN_NAME_EXCEPTION}. Evaluated, not added as a script tag: the page's Content-Security-
 * Policy rightly blocks inline scripts.
 */
export async function injectAxe(page: Page, within?: string): Promise<void> {
  await page.evaluate(AXE_SOURCE)
  await page.evaluate(narrowRules, [
    COLOR_RULES,
    within ?? null,
    LABEL_IN_NAME_EXCEPTION,
  ] as [string[], string | null, string])
}

/**
 * The axe violations of the page (axe must be in it: {@link injectAxe}), one
 * line each: rule, impact and the first three targets. `rules`: `all`, every
 * WCAG 2.1 A/AA rule; `colors`, the color rules only (run again after
 * switching the color mode).
 */
export async function axeViolations(
  page: Page,
  rules: 'all' | 'colors'
): Promise<string[]> {
  const options: RunOptions = {
    ...RUN_OPTIONS,
    runOnly:
      rules === 'all'
        ? { type: 'tag', values: WCAG_TAGS }
        : { type: 'rule', values: COLOR_RULES },
  }
  // Options go in as JSON text: Playwright's types for a serialized
  // RunOptions are too deep for the compiler.
  const violations: {
    id: string
    impact?: string | null
    targets: string[]
  }[] = await page.evaluate(async (json) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results: AxeResults = await axe.run(
      document,
      JSON.parse(json) as RunOptions
    )
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  }, JSON.stringify(options))
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`
  )
}

/**
 * In the page: replaces the contents of each highlighted code block
 * (`pre > code`) whose elements are all class-only `span`s and bare `br`s
 * with its text, each `br` a newline, as `pre` lays out the same. A block
 * whose box or scroll size then differs, in whole pixels, gets its elements
 * back; a block with another element or attribute (a link, an ARIA
 * attribute) is not touched: axe checks those whole. Returns how many blocks
 * were flattened and how many were given back.
 */
function flattenCodeInPage(): { flattened: number; restored: number } {
  const isPlain = (element: Element) =>
    (element.tagName === 'SPAN' &&
      element.getAttributeNames().every((name) => name === 'class')) ||
    (element.tagName === 'BR' && element.attributes.length === 0)
  const size = (code: Element) => {
    const pre = code.parentElement ?? code
    const box = code.getBoundingClientRect()
    // Whole pixels: a line's width can move by a fraction of one where
    // text is no longer split at a token's edge.
    return [box.width, box.height, pre.scrollWidth, pre.scrollHeight]
      .map(Math.round)
      .join()
  }
  const blocks = [...document.querySelectorAll('pre > code')]
    .filter((code) => {
      const elements = [...code.querySelectorAll('*')]
      return elements.length > 0 && elements.every(isPlain)
    })
    .map((code) => ({ code, before: size(code), nodes: [...code.childNodes] }))
  for (const { code } of blocks) {
    let text = ''
    const walker = document.createTreeWalker(
      code,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT
    )
    while (walker.nextNode()) {
      const node = walker.currentNode
      if (node instanceof Text) text += node.data
      else if (node.nodeName === 'BR') text += '\n'
    }
    code.replaceChildren(text)
  }
  let restored = 0
  for (const { code, before, nodes } of blocks) {
    if (size(code) === before) continue
    code.replaceChildren(...nodes)
    restored += 1
  }
  return { flattened: blocks.length - restored, restored }
}

/**
 * Flattens the page's highlighted code for axe (in the page:
 * {@link flattenCodeInPage}); call it after reading anything else from the
 * page, before the light run. Resolves with the counts of blocks flattened
 * and given back whole.
 */
export function flattenCode(
  page: Page
): Promise<{ flattened: number; restored: number }> {
  return page.evaluate(flattenCodeInPage)
}
