/**
 * `npm run search:quality`: runs every golden query (src/search/golden-queries.ts)
 * through the site's search code on the built index (`build/pagefind/`, or
 * `--out-dir DIR`) in Node, and prints the top-3 rate and the mean
 * reciprocal rank overall and per kind, with every miss and what came up
 * instead. Exits 1 when a figure is below the goals in src/search/quality.ts
 * (`--report` only prints). `--json FILE` writes the figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { goldenQueries } from '../src/search/golden-queries'
import { searchDocs } from '../src/search/pagefind'
import {
  belowGoals,
  formatQuality,
  measureQuality,
  type QualityReport,
} from '../src/search/quality'
import { createVocabulary } from '../src/search/typos'
import { repoRoot } from './lib/content'
import { loadBuiltPagefind } from './lib/pagefindNode'

/** Measures the golden queries against `buildDir`'s index. */
export async function measureBuiltSearch(
  buildDir: string
): Promise<QualityReport> {
  const engine = await loadBuiltPagefind(buildDir)
  const vocabulary = createVocabulary(
    JSON.parse(
      readFileSync(join(buildDir, 'pagefind', 'vocabulary.json'), 'utf8')
    )
  )
  return measureQuality(goldenQueries, async (query) => {
    const { hits } = await searchDocs('/', query, {
      limit: 10,
      engine,
      vocabulary,
    })
    return hits.map((hit) => hit.url)
  })
}

async function main(args: string[]): Promise<number> {
  const outArg = args.indexOf('--out-dir')
  const buildDir = join(
    repoRoot,
    outArg >= 0 ? (args[outArg + 1] ?? 'build') : 'build'
  )
  if (!existsSync(join(buildDir, 'pagefind', 'pagefind.js'))) {
    console.error(
      `search:quality: no search index in ${buildDir}; run npm run build first`
    )
    return 1
  }
  const started = performance.now()
  const report = await measureBuiltSearch(buildDir)
  console.log(formatQuality(report))
  console.log(
    `\n${goldenQueries.length} queries in ${((performance.now() - started) / 1000).toFixed(1)} s`
  )
  const jsonArg = args.indexOf('--json')
  if (jsonArg >= 0 && args[jsonArg + 1]) {
    writeFileSync(args[jsonArg + 1]!, JSON.stringify(report, null, 2))
  }
  const failing = belowGoals(report)
  if (failing.length && !args.includes('--report')) {
    console.error(`search:quality: below the goals: ${failing.join(', ')}`)
    return 1
  }
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`search:quality: ${(error as Error).stack}`)
      process.exit(1)
    }
  )
}
