/**
 * `npm run serve:nginx [-- <build dir>]`: serves a production build with
 * Debian's nginx, configured as in production (deploy/nginx.conf and
 * deploy/security-headers.conf): clean URLs, 301s from `.html` paths, the
 * 404 page, long caching of hashed assets, gzip and the security headers
 * with a Content-Security-Policy computed from the build.
 *
 * nginx is found or installed by scripts/debian.cjs and runs in the
 * foreground as the current user; its config, pid file and temp files live
 * in a fresh temporary folder, removed when it stops (Ctrl+C, SIGTERM).
 *
 * Environment: NGINX_PORT (8080), NGINX_HOST (127.0.0.1), BASE_URL (`/`,
 * the base URL the build was made with; `/docs/` serves build-docs/ under
 * /docs/), NGINX_WORKERS (2), NGINX_ACCESS_LOG (`1` logs requests to
 * stdout), and GTAG_ID, GTM_ID and ALGOLIA_* as at build time, for the CSP.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { gzipSync } from 'node:zlib'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  thirdPartiesFromEnv,
} from './lib/csp'
import { repoRoot } from './lib/content'

const require = createRequire(import.meta.url)
const { ensureProgram } = require('./debian.cjs') as {
  ensureProgram: (options: {
    program: string
    packages: string[]
    candidates?: string[]
  }) => string
}

/** What to serve and where. */
export interface NginxOptions {
  /** The build folder (absolute), made with `baseUrl` = `base`. */
  buildDir: string
  /** The site's base URL, `/` or `/docs/` (leading and trailing slash). */
  base: string
  host: string
  port: number
  workers: number
  accessLog: boolean
  /** The Content-Security-Policy header value. */
  csp: string
}

/** The options from the environment and the command line. */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = process.argv.slice(2)
): NginxOptions {
  const base = env.BASE_URL || '/'
  if (!/^\/([^/]+\/)*$/.test(base)) {
    throw new Error(`BASE_URL must start and end with "/": ${base}`)
  }
  const buildDir = resolve(
    repoRoot,
    args[0] ?? (base === '/' ? 'build' : 'build-docs')
  )
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`no build in ${buildDir}: run npm run build first`)
  }
  return {
    buildDir,
    base,
    host: env.NGINX_HOST || '127.0.0.1',
    port: Number(env.NGINX_PORT || 8080),
    workers: Number(env.NGINX_WORKERS || 2),
    accessLog: env.NGINX_ACCESS_LOG === '1',
    csp: contentSecurityPolicy({
      hashes: inlineScriptHashes(buildDir),
      thirdParties: thirdPartiesFromEnv(env),
    }),
  }
}

/**
 * Routes of the build whose canonical URL ends in a slash (`/plugins/`), read
 * from its sitemap: their `index.html` redirects to the path with the slash.
 */
export function slashRoutes(buildDir: string, base: string): string[] {
  const sitemap = join(buildDir, 'sitemap.xml')
  if (!existsSync(sitemap)) return []
  const xml = readFileSync(sitemap, 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '', 'http://x').pathname)
    .filter((path) => path.endsWith('/') && path !== base)
    .sort()
}

/** Replaces every `{{NAME}}` of a template; throws on a missing value. */
export function fillTemplate(
  template: string,
  values: Record<string, string>
): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {{${name}}}`)
    return value
  })
}

/**
 * The files nginx needs, by name: nginx.conf and security-headers.conf
 * filled from the templates in deploy/, for a server whose document root is
 * `root` and whose writable folder is `prefix`.
 */
export function renderConfig(
  options: NginxOptions,
  { prefix, root }: { prefix: string; root: string }
): Record<string, string> {
  const { base } = options
  const redirects = slashRoutes(options.buildDir, base).map(
    (path) =>
      `location = ${path}index.html {\n` +
      `            include security-headers.conf;\n` +
      `            add_header Cache-Control "no-cache" always;\n` +
      `            return 301 ${path}$is_args$args;\n` +
      `        }`
  )
  // Under a base URL, nothing outside it exists.
  if (base !== '/') {
    redirects.push(
      'location / {\n            include security-headers.conf;\n            return 404;\n        }'
    )
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const nginxConf = fillTemplate(
    readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8'),
    {
      // Workers run as the user who started nginx (root would otherwise
      // hand them to `nobody`).
      USER: isRoot ? 'user root;' : '',
      WORKERS: String(options.workers),
      PREFIX: prefix,
      LISTEN: `${options.host}:${options.port}`,
      ROOT: root,
      BASE: base,
      MIME: '/etc/nginx/mime.types',
      ACCESS_LOG: options.accessLog ? '/dev/stdout' : 'off',
      REDIRECTS: redirects.join('\n        '),
    }
  )
  const headersConf = fillTemplate(
    readFileSync(join(repoRoot, 'deploy', 'security-headers.conf'), 'utf8'),
    { CSP: options.csp }
  )
  return { 'nginx.conf': nginxConf, 'security-headers.conf': headersConf }
}

/**
 * The path of Debian's nginx, installed with apt-get when missing and we
 * run as root on Debian (scripts/debian.cjs); throws with a hint otherwise.
 */
export function ensureNginx(): string {
  return ensureProgram({
    program: 'nginx',
    packages: ['nginx'],
    candidates: ['/usr/sbin/nginx'],
  })
}

/** The files nginx sends gzipped, by extension (as gzip_types in nginx.conf). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt)$/

/**
 * Writes `file.gz` beside every text file of the build that is bigger than
 * 256 bytes and has no up-to-date one, so nginx (gzip_static) sends the
 * compressed copy instead of compressing on every request. Returns how many
 * files it compressed.
 */
export function precompress(buildDir: string): number {
  let count = 0
  for (const entry of readdirSync(buildDir, {
    withFileTypes: true,
    recursive: true,
  })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const source = statSync(file)
    if (source.size <= 256) continue
    const gz = `${file}.gz`
    if (existsSync(gz) && statSync(gz).mtimeMs >= source.mtimeMs) continue
    writeFileSync(gz, gzipSync(readFileSync(file), { level: 9 }))
    count += 1
  }
  return count
}

/** Resolves once something accepts TCP connections on host:port. */
async function waitForPort(
  host: string,
  port: number,
  child: ChildProcess,
  timeoutMs = 15_000
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with code ${child.exitCode}`)
    }
    const open = await new Promise<boolean>((done) => {
      const socket = connect({ host, port })
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })
    if (open) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`nginx did not listen on ${host}:${port}`)
}

/** A running nginx. */
export interface RunningNginx {
  /** The site's URL, e.g. `http://127.0.0.1:8080/`. */
  url: string
  /** The nginx master process. */
  process: ChildProcess
  /** Resolves with nginx's exit code once it has stopped and cleaned up. */
  exited: Promise<number>
  /** Asks nginx to stop (fast shutdown) and waits for it. */
  stop(): Promise<number>
}

/**
 * Writes the config to a temporary folder and starts nginx in the
 * foreground; resolves once it accepts connections. The folder is removed
 * when nginx exits.
 */
export async function startNginx(
  options: NginxOptions,
  log: (line: string) => void = console.error
): Promise<RunningNginx> {
  const nginx = ensureNginx()
  const compressed = precompress(options.buildDir)
  if (compressed > 0) log(`nginx: gzipped ${compressed} files of the build`)
  const prefix = mkdtempSync(join(tmpdir(), 'cypress-docs-nginx-'))
  // The document root: the build itself, or a folder in which the build
  // sits at the base URL's path (a symlink, so nothing is copied).
  let root = options.buildDir
  if (options.base !== '/') {
    root = join(prefix, 'www')
    const link = join(root, options.base)
    mkdirSync(dirname(link.replace(/\/$/, '')), { recursive: true })
    symlinkSync(options.buildDir, link.replace(/\/$/, ''))
  }
  for (const [name, text] of Object.entries(
    renderConfig(options, { prefix, root })
  )) {
    writeFileSync(join(prefix, name), text)
  }
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'],
    { stdio: ['ignore', 'inherit', 'inherit'] }
  )
  const exited = new Promise<number>((done) => {
    child.once('exit', (code, signal) => {
      rmSync(prefix, { recursive: true, force: true })
      done(code ?? (signal ? 1 : 0))
    })
  })
  try {
    await waitForPort(options.host, options.port, child)
  } catch (error) {
    child.kill('SIGTERM')
    await exited
    throw error
  }
  const url = `http://${options.host}:${options.port}${options.base}`
  log(`nginx serving ${options.buildDir} at ${url}`)
  return {
    url,
    process: child,
    exited,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

async function main(): Promise<number> {
  // `--install`: only make sure nginx is there (the tests run this first, so
  // an apt-get install does not eat into the web server's start timeout).
  if (process.argv.includes('--install')) {
    console.log(ensureNginx())
    return 0
  }
  const server = await startNginx(optionsFromEnv())
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void server.stop())
  }
  return server.exited
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`serve:nginx: ${(error as Error).message}`)
      process.exit(1)
    }
  )
}
