/**
 * `npm test`: every check of the site, as stages, with each stage's wall
 * time and the total printed at the end.
 *
 * A step is one stage, or stages run side by side (their output is printed
 * as each one ends, so it never interleaves). The first step that fails
 * stops the run: later steps need what earlier ones made (the build).
 *
 * `npx tsx scripts/stages.mts [--only a,b] [--skip a,b] [--serial]` runs a
 * subset by stage name, or every stage one after another (`--serial`, to
 * measure what running side by side saves); `--list` prints the plan.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './lib/content'

/** One stage: a command, run from the repository root. */
export interface Stage {
  name: string
  /** The program and its arguments. */
  command: string[]
}

/** A step of the plan: stages run one after another, or side by side. */
export type Step = Stage | { parallel: Stage[] }

/** A stage that runs an npm script (`npm run <script>`). */
export const npmStage = (name: string, script = name): Stage => ({
  name,
  command: ['npm', 'run', '--silent', script],
})
const stage = npmStage

/**
 * The plan of `npm test`. Side-by-side stages are chosen so that the two
 * cores are both busy without one stage starving the other: a build beside
 * a light check, never two browsers' passes together. Running more side by
 * side did not pay: with Prettier, ESLint, typecheck and check:pages
 * together, and the unit tests and fixture build beside the site build,
 * the stages before the sweep took 425 s in a clean-clone run; in this
 * order they took 337 s and 444 s in two others. The host's speed moved
 * more than the plan did, and the build beside the unit tests took 247 s
 * against 91–114 s on its own. The fixture site's build, though, fits in
 * what the site's build leaves idle (it keeps the two cores 80% busy): on a
 * cold cache the two took 101 s side by side against 111 s one after the
 * other.
 */
export const PLAN: Step[] = [
  { parallel: [stage('lint'), stage('typecheck')] },
  { parallel: [stage('check:pages'), stage('check:examples')] },
  stage('test:unit'),
  { parallel: [stage('build'), stage('build:fixture')] },
  stage('check:routes'),
  stage('sweep'),
  stage('test:e2e'),
  stage('test:baseurl'),
]

/** The stages of a step. */
export const stagesOf = (step: Step): Stage[] =>
  'parallel' in step ? step.parallel : [step]

/** What one stage came to. */
export interface StageResult {
  name: string
  seconds: number
  ok: boolean
  /**
   * Share of the machine's CPU time (all cores, 0 to 1) that was busy while
   * the stage ran, from /proc/stat; its side-by-side partner counts too.
   * Absent where /proc/stat cannot be read.
   */
  cpuBusy?: number
}

/** Busy and total CPU ticks of the machine so far (/proc/stat), or null. */
export function cpuTicks(
  read: () => string = () => readFileSync('/proc/stat', 'utf8')
): { busy: number; total: number } | null {
  try {
    const line = read().split('\n')[0] ?? ''
    if (!line.startsWith('cpu ')) return null
    // user nice system idle iowait irq softirq steal …
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number)
    const total = ticks.reduce((sum, t) => sum + t, 0)
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

/**
 * Runs one stage. Its output goes straight to this process's when `live`,
 * else is kept and printed when it ends.
 */
export function runStage(item: Stage, live: boolean): Promise<StageResult> {
  const started = performance.now()
  const ticksBefore = cpuTicks()
  return new Promise((resolve) => {
    const [program = 'true', ...args] = item.command
    const child = spawn(program, args, {
      cwd: repoRoot,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (ok: boolean) => {
      if (!live) {
        process.stdout.write(`\n── ${item.name} ──\n`)
        process.stdout.write(Buffer.concat(output))
      }
      const ticksAfter = cpuTicks()
      const total = (ticksAfter?.total ?? 0) - (ticksBefore?.total ?? 0)
      resolve({
        name: item.name,
        seconds: (performance.now() - started) / 1000,
        ok,
        ...(ticksBefore && ticksAfter && total > 0
          ? { cpuBusy: (ticksAfter.busy - ticksBefore.busy) / total }
          : {}),
      })
    }
    child.on('error', () => finish(false))
    child.on('close', (code) => finish(code === 0))
  })
}

/**
 * The table printed at the end: each stage's wall time, how busy the CPU
 * was meanwhile (when known), and the total.
 */
export function formatTable(
  results: readonly StageResult[],
  totalSeconds: number
): string {
  const rows = results.map((r) => [
    r.name,
    `${r.seconds.toFixed(0)} s`,
    r.cpuBusy === undefined ? '' : `cpu ${Math.round(r.cpuBusy * 100)}%`,
    r.ok ? 'ok' : 'FAILED',
  ])
  rows.push(['total (wall)', `${totalSeconds.toFixed(0)} s`, '', ''])
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...rows.map((row) => row[i]?.length ?? 0))
  )
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === 1 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)
        )
        .join('  ')
        .trimEnd()
    )
    .join('\n')
}

/**
 * Runs `plan`, keeping only stages whose names pass `include`. Resolves with
 * every stage's result; stops after the first step with a failed stage,
 * unless `keepGoing` (for checks that do not depend on each other).
 */
export async function runPlan(
  plan: readonly Step[],
  include: (name: string) => boolean = () => true,
  { keepGoing = false }: { keepGoing?: boolean } = {}
): Promise<StageResult[]> {
  const results: StageResult[] = []
  for (const step of plan) {
    const stages = stagesOf(step).filter((s) => include(s.name))
    if (stages.length === 0) continue
    const live = stages.length === 1
    const done = await Promise.all(stages.map((s) => runStage(s, live)))
    results.push(...done)
    if (!keepGoing && done.some((r) => !r.ok)) break
  }
  return results
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const listOf = (flag: string) => {
    const at = args.indexOf(flag)
    return at >= 0 ? (args[at + 1] ?? '').split(',').filter(Boolean) : null
  }
  const only = listOf('--only')
  const skip = listOf('--skip') ?? []
  const known = new Set(PLAN.flatMap(stagesOf).map((s) => s.name))
  for (const name of [...(only ?? []), ...skip]) {
    if (!known.has(name)) {
      console.error(
        `unknown stage "${name}"; the stages are: ${[...known].join(', ')}`
      )
      return 2
    }
  }
  if (args.includes('--list')) {
    for (const step of PLAN) {
      console.log(
        stagesOf(step)
          .map((s) => s.name)
          .join(' ∥ ')
      )
    }
    return 0
  }
  const started = performance.now()
  const plan = args.includes('--serial') ? PLAN.flatMap(stagesOf) : PLAN
  const results = await runPlan(
    plan,
    (name) => (only ? only.includes(name) : true) && !skip.includes(name)
  )
  const total = (performance.now() - started) / 1000
  console.log(`\nstages:\n${formatTable(results, total)}`)
  return results.every((r) => r.ok) ? 0 : 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`stages: ${(error as Error).stack}`)
      process.exit(1)
    }
  )
}
