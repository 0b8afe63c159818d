/**
 * Scores the search engine on the golden queries: the share of queries whose
 * page is among the top three results, and the mean reciprocal rank (1 for a
 * page found first, 1/2 second … 0 when not in the results), overall and per
 * kind. Shared by `npm run search:quality` (Node, on the built index) and
 * e2e/search-quality.spec.ts (the /search page in Chromium).
 */
import {
  queryKindLabels,
  queryKinds,
  type GoldenQuery,
  type QueryKind,
} from './golden-queries'
import { cleanUrl, routeOf } from './pagefind'

/** The gate: at least this top-3 rate overall, and per kind. */
export const QUALITY_GOALS = { overall: 0.95, perKind: 0.9 } as const

/** One query that missed the top three, with what came up instead. */
export interface Miss {
  golden: GoldenQuery
  /** The first results' routes (hash and query removed), best first. */
  got: string[]
  /** 1-based rank of the expected page, or null when it is not listed. */
  rank: number | null
}

/** Figures for a set of queries. */
export interface Score {
  count: number
  top3: number
  /** Share of queries found in the top three (0–1). */
  top3Rate: number
  mrr: number
}

export interface QualityReport {
  overall: Score
  byKind: Record<QueryKind, Score>
  misses: Miss[]
}

/** `/a/b/?x#c` → `/a/b`: the route a result link belongs to. */
const resultRoute = (url: string) =>
  routeOf(cleanUrl(url.replace(/\?[^#]*/, '')))

const score = (ranks: (number | null)[]): Score => {
  const count = ranks.length
  const top3 = ranks.filter((rank) => rank !== null && rank <= 3).length
  const mrr =
    count === 0
      ? 0
      : ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) /
        count
  return { count, top3, top3Rate: count === 0 ? 0 : top3 / count, mrr }
}

/**
 * Runs every golden query through `rank` (which returns result URLs, best
 * first) one after another and scores them. A page counts where the result
 * is that page or one of its sections.
 */
export async function measureQuality(
  goldens: readonly GoldenQuery[],
  rank: (query: string) => Promise<readonly string[]>
): Promise<QualityReport> {
  const ranks: { golden: GoldenQuery; rank: number | null }[] = []
  const misses: Miss[] = []
  for (const golden of goldens) {
    const routes = (await rank(golden.query)).map(resultRoute)
    const index = routes.indexOf(golden.page)
    const found = index >= 0 ? index + 1 : null
    ranks.push({ golden, rank: found })
    if (found === null || found > 3) {
      misses.push({
        golden,
        got: [...new Set(routes)].slice(0, 3),
        rank: found,
      })
    }
  }
  const byKind = Object.fromEntries(
    queryKinds.map((kind) => [
      kind,
      score(ranks.filter((r) => r.golden.kind === kind).map((r) => r.rank)),
    ])
  ) as Record<QueryKind, Score>
  return { overall: score(ranks.map((r) => r.rank)), byKind, misses }
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`

/** The report as text: a table per kind, then every miss. */
export function formatQuality(report: QualityReport): string {
  const rows = [
    ['kind', 'queries', 'top 3', 'top-3 rate', 'MRR'],
    ...queryKinds.map((kind) => {
      const s = report.byKind[kind]
      return [
        queryKindLabels[kind],
        s.count,
        s.top3,
        percent(s.top3Rate),
        s.mrr.toFixed(3),
      ]
    }),
    [
      'overall',
      report.overall.count,
      report.overall.top3,
      percent(report.overall.top3Rate),
      report.overall.mrr.toFixed(3),
    ],
  ].map((row) => row.map(String))
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((r) => r[i]!.length))
  )
  const table = rows.map((row) =>
    row
      .map((cell, i) =>
        i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)
      )
      .join('  ')
  )
  const misses = report.misses.map(
    ({ golden, got, rank }) =>
      `  [${golden.kind}] "${golden.query}" → ${golden.page} (rank ${rank ?? '–'}); got ${got.join(', ') || 'nothing'}`
  )
  return [
    ...table,
    '',
    misses.length ? `misses (${misses.length}):` : 'no misses',
    ...misses,
  ].join('\n')
}

/** The kinds (and "overall") below the goals, empty when the gate passes. */
export function belowGoals(report: QualityReport): string[] {
  const failing = queryKinds
    .filter((kind) => report.byKind[kind].top3Rate < QUALITY_GOALS.perKind)
    .map((kind) => `${kind} ${percent(report.byKind[kind].top3Rate)}`)
  if (report.overall.top3Rate < QUALITY_GOALS.overall) {
    failing.push(`overall ${percent(report.overall.top3Rate)}`)
  }
  return failing
}
