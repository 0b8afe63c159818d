/**
 * A guard for module replacements (rspack's NormalModuleReplacementPlugin):
 * a production build fails, naming the replacement, when one did not apply.
 * Used by src/plugins/page-load/patches and src/plugins/code-highlight.
 */

/** A replaced module, as far as the guard is concerned. */
export interface Replacement {
  /** The import requests that are replaced (for the message). */
  readonly request: RegExp
  /** The module that takes their place (absolute path). */
  readonly replacement: string
  /**
   * For a copy: the installed module it copies (absolute path), which no
   * other module imports, so it must be missing from the bundle.
   */
  readonly original?: string
}

/**
 * What shows that a replacement did not apply, given the files the client
 * bundle was built from (absolute paths): its module is not among them (its
 * request matched no import), or the module it replaces still is (an import
 * escaped it). One message per problem; empty when all applied.
 */
export function unapplied(
  files: ReadonlySet<string>,
  replacements: readonly Replacement[]
): string[] {
  return replacements.flatMap(({ request, replacement, original }) => {
    const name = replacement.split(/[\\/]/).pop()
    const problems: string[] = []
    if (!files.has(replacement)) {
      problems.push(
        `${name} is not in the bundle: ${request} matched no import`
      )
    }
    if (original && files.has(original)) {
      problems.push(
        `${name}: the module it replaces is still in the bundle (${original})`
      )
    }
    return problems
  })
}

/** The part of rspack's compiler the recorder taps. */
interface Compiler {
  hooks: {
    done: {
      tap(
        name: string,
        fn: (stats: {
          compilation: { fileDependencies: Iterable<string> }
        }) => void
      ): void
    }
  }
}

/**
 * A guard for one plugin's replacements: `recorder` goes into the client
 * configuration's plugins and keeps the files of the finished compilation
 * (read from it, not counted in the replacement callbacks, which a build
 * restored from the persistent cache does not call); `check`, called from
 * the plugin's `postBuild`, throws "upstream changed: re-check `where`" with
 * every problem ({@link unapplied}), or when no compilation was recorded.
 */
export function replacementGuard(where: string): {
  recorder: { apply(compiler: Compiler): void }
  check(replacements: readonly Replacement[]): void
} {
  let files: ReadonlySet<string> | null = null
  return {
    recorder: {
      apply(compiler) {
        compiler.hooks.done.tap(where, (stats) => {
          files = new Set(stats.compilation.fileDependencies)
        })
      },
    },
    check(replacements) {
      const problems = files
        ? unapplied(files, replacements)
        : ['the client compilation reported no files to check']
      if (problems.length > 0) {
        throw new Error(
          `upstream changed: re-check ${where}:\n- ${problems.join('\n- ')}`
        )
      }
    },
  }
}
