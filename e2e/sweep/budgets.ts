/**
 * The page-weight budgets of the site (issue 15), checked on every page by
 * the sweep (e2e/sweep/pages.spec.ts). Bytes are gzip sizes (level 9) of the
 * files in build/, so the figures do not depend on the server.
 */

/**
 * First-load JavaScript of a doc page: every script loaded until hydration.
 * Issue 27's budget: the heaviest page, the general-questions FAQ, is at
 * 195.4 KB (src/plugins/page-load/README.md says what took it from 211.8).
 */
export const DOC_JS_GZIP = 200 * 1024
/** Stylesheets loaded on first view, any page. */
export const CSS_GZIP = 30 * 1024
/** The HTML document of a doc page. */
export const DOC_HTML_GZIP = 60 * 1024
/** Doc pages whose HTML may exceed {@link DOC_HTML_GZIP}: long by nature. */
export const HTML_BUDGET_EXCEPTIONS: ReadonlySet<string> = new Set([
  '/guides/references/changelog',
])

/** Formats bytes as KB with one decimal, for budget messages. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
