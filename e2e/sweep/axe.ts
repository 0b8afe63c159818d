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
 */
import { readFileSync } from 'node:fs'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

/** axe-core's browser build. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The WCAG 2.1 A and AA rules of axe. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

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
 * In the page: limits each color rule to elements outside `pre` and, when
 * `within` (a CSS selector) is given, inside it, by wrapping the rule's own
 * `matches`. Throws, naming the rule, when axe-core has no such function.
 */
function limitColorRules([rules, within]: [string[], string | null]): void {
  type Matches = (node: Element, ...rest: unknown[]) => boolean
  const axe = (
    window as unknown as {
      axe: typeof import('axe-core') & {
        _audit?: { rules?: { id: string; matches?: unknown }[] }
      }
    }
  ).axe
  axe.configure({
    rules: rules.map((id) => {
      const own = axe._audit?.rules?.find((rule) => rule.id === id)?.matches
      if (typeof own !== 'function') {
        throw new Error(
          `axe-core changed: rule ${id} has no matches function to wrap (e2e/sweep/axe.ts)`
        )
      }
      const matches: Matches = (node, ...rest) =>
        node.closest('pre') === null &&
        (within === null || node.closest(within) !== null) &&
        (own as Matches)(node, ...rest)
      return { id, matches: matches as unknown as string }
    }),
  })
}

/**
 * Puts axe-core into a page that has loaded, with the color rules limited
 * to `within` (a CSS selector; the whole page when absent) and kept out of
 * `pre`. Evaluated, not added as a script tag: the page's Content-Security-
 * Policy rightly blocks inline scripts.
 */
export async function injectAxe(page: Page, within?: string): Promise<void> {
  await page.evaluate(AXE_SOURCE)
  await page.evaluate(limitColorRules, [COLOR_RULES, within ?? null] as [
    string[],
    string | null,
  ])
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
