/**
 * `npm run load`: a bounded load test of the production build behind nginx,
 * on 127.0.0.1 only. Starts nginx as `npm run serve:nginx` does, runs
 * Debian's `wrk` (found or installed by scripts/debian.cjs) over a mix of
 * routes (deploy/load-mix.lua rotates them: home, a guide, an API page, the
 * search page, the plugins page, a hashed asset, an image and an unknown
 * path), stops nginx and prints requests per second, p50/p90/p99 latency,
 * socket errors and the statuses seen.
 *
 * Exits 1 on any socket error (connect, read, write, timeout) or any
 * unexpected status: anything but 2xx and 3xx, except the 404s of the unknown
 * path, which are counted apart.
 *
 * Environment: LOAD_DURATION (seconds, 20), LOAD_THREADS (2),
 * LOAD_CONNECTIONS (64), LOAD_PORT (4290).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './lib/content'
import { optionsFromEnv, startNginx } from './serve-nginx.mts'

const require = createRequire(import.meta.url)
const { ensureProgram } = require('./debian.cjs') as {
  ensureProgram: (options: { program: string; packages: string[] }) => string
}

/** The path in the mix that has no page: its 404s are expected. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist'

/** What deploy/load-mix.lua reports. */
export interface LoadResult {
  requests: number
  durationUs: number
  bytes: number
  p50Us: number
  p90Us: number
  p99Us: number
  maxUs: number
  errors: {
    connect: number
    read: number
    write: number
    timeout: number
    status: number
  }
  sentNotFound: number
  statuses: Record<string, number>
}

/** The routes of the mix, with a hashed asset of `buildDir`. */
export function loadPaths(buildDir: string): string[] {
  const js = readdirSync(join(buildDir, 'assets', 'js'))
    .filter((name) => /^main\.[0-9a-f]+\.js$/.test(name))
    .sort()
  if (js.length === 0) throw new Error(`no main.*.js in ${buildDir}/assets/js`)
  return [
    '/',
    '/guides/overview/why-cypress',
    '/api/commands/click',
    '/search?q=intercept',
    '/plugins/',
    `/assets/js/${js[0]}`,
    '/img/logo.svg',
    NOT_FOUND_PATH,
  ]
}

/** Parses the `LOAD_RESULT {json}` line out of wrk's output. */
export function parseResult(output: string): LoadResult {
  const line = /^LOAD_RESULT (.+)$/m.exec(output)?.[1]
  if (!line) throw new Error(`wrk printed no result:\n${output}`)
  return JSON.parse(line) as LoadResult
}

/**
 * The problems of a run, as lines; empty when it passed. 404s count as
 * expected up to the number of requests sent to the unknown path.
 */
export function problems(result: LoadResult): string[] {
  const found: string[] = []
  const { connect, read, write, timeout } = result.errors
  const socket = connect + read + write + timeout
  if (socket > 0) {
    found.push(
      `${socket} socket errors (connect ${connect}, read ${read}, write ${write}, timeout ${timeout})`
    )
  }
  for (const [status, count] of Object.entries(result.statuses)) {
    const code = Number(status)
    if (code >= 200 && code < 400) continue
    if (code === 404 && count <= result.sentNotFound) continue
    found.push(`${count} responses with status ${status}`)
  }
  if (result.requests === 0) found.push('no requests completed')
  return found
}

/** The report's lines. */
export function formatResult(
  result: LoadResult,
  setup: { threads: number; connections: number }
): string[] {
  const seconds = result.durationUs / 1e6
  const ms = (us: number) => `${(us / 1000).toFixed(2)} ms`
  const ok = Object.entries(result.statuses)
    .filter(([status]) => Number(status) < 400)
    .reduce((sum, [, count]) => sum + count, 0)
  const notFound = result.statuses['404'] ?? 0
  const { connect, read, write, timeout } = result.errors
  return [
    `load: ${setup.threads} threads, ${setup.connections} connections, ${seconds.toFixed(1)} s`,
    `  requests/s   ${(result.requests / seconds).toFixed(0)} (${result.requests} requests, ${(result.bytes / seconds / 1e6).toFixed(1)} MB/s)`,
    `  latency      p50 ${ms(result.p50Us)}, p90 ${ms(result.p90Us)}, p99 ${ms(result.p99Us)}, max ${ms(result.maxUs)}`,
    `  socket errors ${connect + read + write + timeout} (connect ${connect}, read ${read}, write ${write}, timeout ${timeout})`,
    `  2xx/3xx      ${ok}`,
    `  404 expected ${Math.min(notFound, result.sentNotFound)} (the unknown path)`,
    `  statuses     ${JSON.stringify(result.statuses)}`,
  ]
}

async function main(): Promise<number> {
  const duration = Number(process.env.LOAD_DURATION || 20)
  const threads = Number(process.env.LOAD_THREADS || 2)
  const connections = Number(process.env.LOAD_CONNECTIONS || 64)
  if (!(duration > 0 && duration <= 300 && connections <= 1024)) {
    throw new Error('LOAD_DURATION must be 1–300 s, LOAD_CONNECTIONS ≤ 1024')
  }
  const wrk = ensureProgram({ program: 'wrk', packages: ['wrk'] })
  const options = optionsFromEnv(
    {
      ...process.env,
      NGINX_HOST: '127.0.0.1',
      NGINX_PORT: process.env.LOAD_PORT || '4290',
      BASE_URL: '/',
    },
    []
  )
  const server = await startNginx(options)
  try {
    const output = await new Promise<string>((done, fail) => {
      let text = ''
      const child = spawn(
        wrk,
        [
          `-t${threads}`,
          `-c${connections}`,
          `-d${duration}s`,
          '--timeout',
          '5s',
          '-s',
          join(repoRoot, 'deploy', 'load-mix.lua'),
          server.url.replace(/\/$/, ''),
        ],
        {
          env: {
            ...process.env,
            LOAD_PATHS: loadPaths(options.buildDir).join(' '),
            LOAD_NOT_FOUND: NOT_FOUND_PATH,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        }
      )
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.once('error', fail)
      child.once('exit', (code) =>
        code === 0 ? done(text) : fail(new Error(`wrk exited ${code}`))
      )
    })
    const result = parseResult(output)
    for (const line of formatResult(result, { threads, connections })) {
      console.log(line)
    }
    const found = problems(result)
    for (const line of found) console.error(`load: FAIL ${line}`)
    return found.length === 0 ? 0 : 1
  } finally {
    await server.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`load: ${(error as Error).message}`)
      process.exit(1)
    }
  )
}
