import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { CardContent } from './card'

/** One card to draw: what it shows, and the PNG file to write. */
export interface CardJob {
  content: CardContent
  file: string
}

/**
 * The worker's code (CommonJS, run with `eval`). It loads card.ts the way
 * Docusaurus loads this plugin, through `loadFreshModule` of
 * `@docusaurus/utils` (jiti, which compiles TypeScript), draws each job's
 * card and writes it to the job's file.
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads')
const { writeFile } = require('node:fs/promises')
const { loadFreshModule } = require(workerData.utils)
;(async () => {
  const { createCardRenderer } = await loadFreshModule(workerData.card)
  const render = await createCardRenderer(workerData.siteDir)
  for (const job of workerData.jobs) {
    await writeFile(job.file, await render(job.content))
  }
})().catch((error) => {
  process.exitCode = 1
  throw error
})
`

/**
 * Draws the cards of `jobs` in a worker thread, so that the main thread is
 * free for the other plugins' postBuild work (the llms copies) while the
 * cards are drawn on the machine's other core. Modules resolve from
 * `siteDir`. Resolves once every file is written; rejects with the worker's
 * error when a card cannot be drawn or written.
 */
export function drawInWorker(
  jobs: readonly CardJob[],
  siteDir: string
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        jobs,
        siteDir,
        card: path.join(__dirname, 'card.ts'),
        utils: createRequire(`${siteDir}/package.json`).resolve(
          '@docusaurus/utils'
        ),
      },
    })
    let failed: unknown
    worker.on('error', (error) => (failed = error))
    worker.on('exit', (code) => {
      if (failed !== undefined || code !== 0) {
        reject(
          new Error(
            `social-cards: the drawing worker failed (exit code ${code})`,
            { cause: failed }
          )
        )
      } else {
        resolve()
      }
    })
  })
}
