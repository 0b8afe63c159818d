/**
 * Social cards: a 1200×630 PNG per doc (its title and section, see card.ts)
 * at `build/img/cards/<route>.png`, and `build/img/cards/default.png` (the
 * site title and tagline) for every other page, which docusaurus.config.ts
 * names as `themeConfig.image`. The DocItem/Metadata wrapper points each doc
 * page's og:image and twitter:image at its own card.
 *
 * Drawing a card costs tens of milliseconds, so each is cached in
 * `node_modules/.cache/social-cards/`, keyed by a hash of its text and
 * {@link CARD_TEMPLATE_VERSION}; a warm build only copies files. Cards are
 * drawn in `postBuild`, so the dev server does none of this work.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { docsInSidebarOrder } from '../llms'
import { sectionName } from '../llms/llmsTxt'
import { CARD_TEMPLATE_VERSION, type CardContent } from './card'
import { cardPath, DEFAULT_CARD } from './cardPath'
import { drawInWorker, type CardJob } from './drawInWorker'

/** The cache key of a card: its content and the template version. */
export function cardKey(content: CardContent): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_TEMPLATE_VERSION, content]))
    .digest('hex')
    .slice(0, 32)
}

/** The social-cards plugin (no options): draws the cards after a build. */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir } = context
  let cards: { target: string; content: CardContent }[] = []
  return {
    name: 'social-cards',
    allContentLoaded({ allContent }) {
      const instances = allContent['docusaurus-plugin-content-docs'] ?? {}
      cards = Object.values(instances).flatMap((content) =>
        docsInSidebarOrder(content as LoadedContent).map(
          ({ doc, sidebar }) => ({
            target: cardPath(doc.permalink, siteConfig.baseUrl),
            content: {
              title: doc.title,
              section: sidebar ? sectionName(sidebar) : undefined,
              siteTitle: siteConfig.title,
            },
          })
        )
      )
    },
    async postBuild({ outDir }) {
      const started = Date.now()
      const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards')
      await mkdir(cacheDir, { recursive: true })
      const all = [
        {
          target: siteConfig.baseUrl + DEFAULT_CARD,
          content: {
            title: siteConfig.tagline,
            siteTitle: siteConfig.title,
          },
        },
        ...cards,
      ].map((card) => ({
        ...card,
        cached: path.join(cacheDir, `${cardKey(card.content)}.png`),
      }))
      const missing: CardJob[] = []
      for (const { cached, content } of all) {
        const exists = await stat(cached).then(
          () => true,
          () => false
        )
        if (!exists) missing.push({ content, file: cached })
      }
      if (missing.length > 0) await drawInWorker(missing, siteDir)
      for (const { target, cached } of all) {
        const file = path.join(outDir, target.slice(siteConfig.baseUrl.length))
        await mkdir(path.dirname(file), { recursive: true })
        await copyFile(cached, file)
      }
      console.log(
        `[social-cards] ${all.length} cards (${missing.length} drawn, the rest cached) in ${((Date.now() - started) / 1000).toFixed(1)} s`
      )
    },
  }
}
