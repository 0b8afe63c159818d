/**
 * The Content-Security-Policy of the production build, computed from the
 * built HTML and the environment the site was built with: scripts come only
 * from the site itself and from the inline scripts whose SHA-256 hashes are
 * listed, never from 'unsafe-inline'. nginx (deploy/nginx.conf) sends it.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { searchConfigFromEnv } from '../../src/search/config'

/**
 * Google's hosts: gtag.js and Tag Manager load from, and send to, the same
 * ones.
 */
const GOOGLE_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const

/** The outside hosts a build may talk to, by the feature that needs them. */
export const THIRD_PARTY_HOSTS = {
  /** Google Analytics 4 through gtag.js (GTAG_ID). */
  gtag: GOOGLE_HOSTS,
  /** Google Tag Manager (GTM_ID). */
  gtm: GOOGLE_HOSTS,
  /** The hosted Algolia search (ALGOLIA_APP_ID, _API_KEY, _INDEX_NAME). */
  algolia: {
    script: [],
    connect: [
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
    ],
    img: [],
  },
} as const

/** Which third parties a build uses, as docusaurus.config.ts decides. */
export type ThirdParty = keyof typeof THIRD_PARTY_HOSTS

/**
 * The third parties the environment turns on, read from the same variables
 * as docusaurus.config.ts: GTAG_ID, GTM_ID and the three ALGOLIA_* values.
 */
export function thirdPartiesFromEnv(env: NodeJS.ProcessEnv): ThirdParty[] {
  const parties: ThirdParty[] = []
  if (env.GTAG_ID) parties.push('gtag')
  if (env.GTM_ID) parties.push('gtm')
  if (searchConfigFromEnv(env).mode === 'algolia') parties.push('algolia')
  return parties
}

/** The SHA-256 CSP source (`'sha256-…'`) of a script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** Script types that the browser runs (others, like JSON-LD, are data). */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module)$/i

/**
 * The text of every inline script of an HTML document that the browser
 * would run: `<script>` elements without `src` whose type is empty,
 * JavaScript or module. JSON-LD and other data blocks are left out.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  )) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!RUNNABLE.test(type)) continue
    scripts.push(match[2] ?? '')
  }
  return scripts
}

/** Every `.html` file below `dir`, as absolute paths. */
export function htmlFilesIn(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, {
    withFileTypes: true,
    recursive: true,
  })) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      files.push(join(entry.parentPath, entry.name))
    }
  }
  return files.sort()
}

/**
 * The sorted, distinct hashes of every inline script in the HTML files of
 * `buildDir`. Throws when the folder has no HTML, so a missing build never
 * yields a policy.
 */
export function inlineScriptHashes(buildDir: string): string[] {
  const files = htmlFilesIn(buildDir)
  if (files.length === 0) throw new Error(`no HTML in ${buildDir}: build first`)
  const hashes = new Set<string>()
  for (const file of files) {
    for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
      hashes.add(scriptHash(script))
    }
  }
  return [...hashes].sort()
}

/**
 * The policy, as one header value. Pagefind runs WebAssembly, hence
 * 'wasm-unsafe-eval' (which allows compiling WebAssembly, not `eval`); React
 * and the theme set inline `style` attributes, hence `style-src
 * 'unsafe-inline'`; images may be `data:` URIs (the theme's icons).
 */
export function contentSecurityPolicy({
  hashes,
  thirdParties = [],
}: {
  hashes: readonly string[]
  thirdParties?: readonly ThirdParty[]
}): string {
  const hosts = (kind: 'script' | 'connect' | 'img') => [
    ...new Set(thirdParties.flatMap((party) => THIRD_PARTY_HOSTS[party][kind])),
  ]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      ...hashes,
      ...hosts('script'),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...hosts('img')],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...hosts('connect')],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}
