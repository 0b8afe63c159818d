/**
 * Writes `robots.txt` into the build. A preview build (`NO_INDEX=true`, which
 * sets `siteConfig.noIndex`) disallows every path; any other build allows
 * every path and names the absolute URL of the sitemap.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'

/**
 * The text of robots.txt.
 * @param noIndex     true for builds that search engines must not index
 * @param sitemapUrl  absolute URL of sitemap.xml, listed when indexing
 */
export function robotsTxt(noIndex: boolean, sitemapUrl: string): string {
  return noIndex
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}

/** The robots plugin (no options): writes build/robots.txt after a build. */
export default function robotsPlugin(context: LoadContext): Plugin {
  const { url, baseUrl, noIndex } = context.siteConfig
  return {
    name: 'robots',
    async postBuild({ outDir }) {
      const sitemapUrl = `${url.replace(/\/$/, '')}${baseUrl}sitemap.xml`
      await writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(Boolean(noIndex), sitemapUrl)
      )
    },
  }
}
