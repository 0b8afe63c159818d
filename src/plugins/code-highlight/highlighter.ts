/**
 * Syntax highlighting of code blocks into lines of class names and text.
 *
 * The build runs it on every fenced code block (src/plugins/code-highlight/rehype.ts),
 * so a page's code arrives already highlighted and Prism never ships to
 * readers. In the browser it is loaded only for a code block that the build
 * could not highlight (src/plugins/code-highlight/theme/CodeBlock/Content), which no page of this
 * site has.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer'
import { prism as prismConfig } from '../../config/prism'
import { createPalette } from './palette'

/**
 * One line of highlighted code: class names and texts, alternating
 * (`[className, text, className, text, …]`). A class name of '' is plain
 * text. Neighbouring tokens of the same classes are joined; empty tokens are
 * left out, so an empty line is `[]`.
 */
export type CodeLine = string[]

/** Highlights `code` as `language` (Prism's name or alias, any case). */
export type Highlighter = (code: string, language: string) => CodeLine[]

/** The classes and stylesheet of the site's two Prism themes. */
export const palette = createPalette(prismConfig.theme, prismConfig.darkTheme)

/**
 * Prism grammars that prism-react-renderer does not bundle, by the name used
 * in `additionalLanguages` (src/config/prism.ts). Prism's component files
 * extend the `Prism` global, hence `loadHighlighter` sets it while they load.
 */
const extraLanguages: Record<string, () => Promise<unknown>> = {
  bash: () => import('prismjs/components/prism-bash'),
  diff: () => import('prismjs/components/prism-diff'),
}

let loading: Promise<Highlighter> | undefined

/**
 * The highlighter, with the grammars of `additionalLanguages` registered.
 * Loads once per process. Rejects when a language of `additionalLanguages`
 * has no entry in `extraLanguages`.
 */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= (async () => {
    const global = globalThis as { Prism?: unknown }
    const previous = global.Prism
    global.Prism = Prism
    try {
      for (const language of prismConfig.additionalLanguages) {
        const load = extraLanguages[language]
        if (!load) {
          throw new Error(
            `src/plugins/code-highlight/highlighter.ts: no grammar loader for the additional language "${language}"`
          )
        }
        await load()
      }
    } finally {
      if (previous === undefined) delete global.Prism
      else global.Prism = previous
    }
    return highlight
  })()
  return loading
}

/** The highlighter itself; callers get it from `loadHighlighter`. */
function highlight(code: string, rawLanguage: string): CodeLine[] {
  const language = rawLanguage.toLowerCase()
  const grammar = Prism.languages[language]
  // As prism-react-renderer's useTokenize does, hooks included.
  let tokens: (string | Prism.Token)[] = [code]
  if (grammar) {
    const env = { code, grammar, language, tokens: [] as typeof tokens }
    Prism.hooks.run('before-tokenize', env)
    env.tokens = Prism.tokenize(env.code, env.grammar)
    Prism.hooks.run('after-tokenize', env)
    tokens = env.tokens
  }
  return normalizeTokens(tokens).map((line) => {
    const out: CodeLine = []
    for (const token of line) {
      if (token.empty || token.content === '') continue
      const className = palette.className(token.types, language)
      if (out.length > 0 && out[out.length - 2] === className) {
        out[out.length - 1] += token.content
      } else {
        out.push(className, token.content)
      }
    }
    return out
  })
}
