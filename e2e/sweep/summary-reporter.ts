import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter'
import { kb } from './budgets'

/** One page's weights, from the `weight` annotation of pages.spec.ts. */
interface Weight {
  page: string
  js: number
  css: number
  html: number
  /** The longest task while the page loaded, in ms. */
  longestTask: number
}

/**
 * Prints what the sweep measured once it ends: how long it took, how many
 * pages it opened, the heaviest page for JS, CSS and HTML (gzip), the page
 * with the longest task while loading, how many code blocks axe read as
 * text (axe.ts: flattenCode), and where the time went: the test
 * time of each spec file, and of each named step of the page checks
 * (summed over both workers, so more than the wall time).
 */
export default class SummaryReporter implements Reporter {
  private readonly started = Date.now()
  private readonly weights: Weight[] = []
  /** Milliseconds by spec file, then by step title (`test.step`). */
  private readonly byFile = new Map<string, number>()
  private readonly byStep = new Map<string, number>()
  /** Code blocks flattened for axe, and given back whole (pages.spec.ts). */
  private readonly code = { flattened: 0, restored: 0 }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.split(/[\\/]/).pop() ?? ''
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration)
    for (const step of result.steps) {
      if (step.category !== 'test.step') continue
      this.byStep.set(
        step.title,
        (this.byStep.get(step.title) ?? 0) + step.duration
      )
    }
    // Playwright may list an annotation both on the test and on its result:
    // take the first, so that each page counts once.
    const annotation = (type: string) =>
      [...result.annotations, ...test.annotations].find(
        (found) => found.type === type && found.description
      )?.description
    const [flattened, restored] = (annotation('code')?.match(/\d+/g) ?? []).map(
      Number
    )
    this.code.flattened += flattened ?? 0
    this.code.restored += restored ?? 0
    const weight = annotation('weight')
    if (!weight) return
    const [js, css, html, longestTask] = (weight.match(/\d+/g) ?? []).map(
      Number
    )
    this.weights.push({
      page: test.title,
      js: js ?? 0,
      css: css ?? 0,
      html: html ?? 0,
      longestTask: longestTask ?? 0,
    })
  }

  onEnd(result: FullResult): void {
    const seconds = (Date.now() - this.started) / 1000
    const lines = [
      `\nsweep: ${result.status} in ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s (budget 10 min), ${this.weights.length} pages opened`,
    ]
    for (const key of ['js', 'css', 'html'] as const) {
      const heaviest = [...this.weights].sort((a, b) => b[key] - a[key])[0]
      if (heaviest) {
        lines.push(
          `  heaviest ${key.toUpperCase()}: ${kb(heaviest[key])} gzip on ${heaviest.page}`
        )
      }
    }
    const slowest = [...this.weights].sort(
      (a, b) => b.longestTask - a.longestTask
    )[0]
    if (slowest) {
      lines.push(
        `  longest task while loading: ${slowest.longestTask} ms on ${slowest.page} (limit 200 ms)`
      )
    }
    lines.push(
      `  highlighted code under axe: ${this.code.flattened} blocks as text, ${this.code.restored} kept whole (layout moved)`
    )
    const inSeconds = (ms: number) => `${Math.round(ms / 1000)} s`
    lines.push(
      `  test time by file: ${[...this.byFile].map(([file, ms]) => `${file} ${inSeconds(ms)}`).join(', ')}`,
      `  page checks by step: ${[...this.byStep].map(([step, ms]) => `${step} ${inSeconds(ms)}`).join(', ')}`
    )
    console.log(lines.join('\n'))
  }
}
