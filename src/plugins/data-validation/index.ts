/**
 * Validates the site's data when it builds, before anything is bundled: the
 * plugins index (src/data/plugins.ts) and every media list
 * (src/data/media/*.ts). The checks and their messages live in ./schemas.ts;
 * page code only holds the data, so readers' browsers never run them (and a
 * reader's clock never decides whether a date is "in the future").
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { validateMedia, validatePlugins } from './schemas'

/** The folder of the media lists. */
const MEDIA_DIR = path.join(__dirname, '..', '..', 'data', 'media')

/** The media list files (`blogs.ts`, …): every `.ts` file but types.ts. */
export function mediaFiles(): string[] {
  return readdirSync(MEDIA_DIR)
    .filter((file) => file.endsWith('.ts') && file !== 'types.ts')
    .sort()
}

/**
 * Every problem of the plugin entries, as validatePlugins words them.
 * Imports src/data/plugins.ts afresh on each call.
 */
async function pluginProblems(): Promise<string[]> {
  const { pluginEntries, pluginBadges, pluginCategories } =
    await import('../../data/plugins')
  return validatePlugins(pluginEntries, pluginBadges, pluginCategories)
}

/**
 * Every problem of the media lists, as validateMedia words them, dated
 * against `today`. Imports each list in src/data/media, which records it in
 * `definedMediaLists`, then checks every recorded list; a file that records
 * no list is a problem too.
 */
async function mediaProblems(today: string): Promise<string[]> {
  const files = mediaFiles()
  for (const file of files) await import(path.join(MEDIA_DIR, file))
  const { definedMediaLists } = await import('../../data/media/types')
  const recorded = new Set(definedMediaLists.map((list) => list.file))
  return [
    ...files
      .map((file) => `src/data/media/${file}`)
      .filter((file) => !recorded.has(file))
      .map((file) => `${file}: defines no list with defineMedia("${file}", …)`),
    ...definedMediaLists.flatMap(({ file, kind, entries }) =>
      validateMedia(entries, kind, file, today)
    ),
  ]
}

/**
 * The data-validation plugin (no options). Its `loadContent` resolves to
 * nothing when the data is valid, and otherwise throws one `Error` listing
 * every problem, which fails the build: `Invalid plugin data:` and/or
 * `Invalid media data:`, each followed by one line per problem naming file,
 * entry and field. Dates are checked against the build machine's clock.
 */
export default function dataValidationPlugin(): Plugin<void> {
  return {
    name: 'data-validation',
    getPathsToWatch() {
      return [
        path.join(__dirname, '..', '..', 'data', 'plugins.ts'),
        path.join(MEDIA_DIR, '*.ts'),
      ]
    },
    async loadContent() {
      const today = new Date().toISOString().slice(0, 10)
      const sections = [
        ['Invalid plugin data', await pluginProblems()],
        ['Invalid media data', await mediaProblems(today)],
      ] as const
      const report = sections
        .filter(([, problems]) => problems.length > 0)
        .map(([title, problems]) => `${title}:\n${problems.join('\n')}`)
      if (report.length > 0) throw new Error(report.join('\n\n'))
    },
  }
}
