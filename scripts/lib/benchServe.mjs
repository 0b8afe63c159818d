// Shared by the benchmark (scripts/bench.mjs) and the page-load ablation
// (scripts/ablate.mjs).
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = new URL('../..', import.meta.url).pathname

/** The median of a non-empty list of numbers. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Serves the build in `dir` (relative to the repository root) at the site
 * root with nginx as in production (scripts/serve-nginx.mts), on 127.0.0.1
 * `port`. Resolves, once it answers, with the function that stops it;
 * throws if it exits or does not answer within 30 s.
 */
export async function serveBuild(dir, port) {
  const server = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/serve-nginx.mts', dir],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NGINX_PORT: String(port), BASE_URL: '/' },
    }
  )
  const stop = () => process.kill(-server.pid)
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 120; i += 1) {
    if (server.exitCode !== null) throw new Error('the web server exited')
    try {
      if ((await fetch(url)).ok) return stop
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error(`server at ${url} did not start`)
}
