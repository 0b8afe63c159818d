/**
 * The HTML page template (`ssrTemplate` in docusaurus.config.ts). It is
 * Docusaurus's own template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`)
 * with one change: the runtime and main scripts are not `<script defer>`
 * tags in the head but are added by a small inline script at the end of the
 * body, after the first paint.
 *
 * Why: every page is complete, readable HTML; the scripts add navigation
 * without reloads, search, the colour-mode switch and the other controls.
 * Requested from the head, the 140 KB main script shares the connection
 * with the stylesheet the first paint waits for, and on a fast connection
 * it runs before that paint and holds it back (120–200 ms of evaluation on
 * this machine). Requested after the first paint, the HTML and CSS have
 * the network and the main thread to themselves, and the scripts follow at
 * once, in order (`async = false`). A page opened in a background tab gets
 * no animation frame, so it requests them straight away.
 *
 * `it.scripts` are the entry files of the build, relative to the base URL;
 * the template engine is Eta (`<%~` prints unescaped, `<%=` escaped).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>(${loader.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`

/**
 * Adds the entry scripts (absolute URLs, in execution order) to the head
 * after the next paint, or at once when the page is hidden. It runs in the
 * browser as an inline script, from its source text: it must not use
 * anything outside its own body.
 *
 * Docusaurus's base-URL check, an inline script on the home page, shows
 * its "did not load properly" banner at DOMContentLoaded when
 * `window.docusaurus` (set by the main script) is missing, which is now
 * always so at that moment. The loader sets a placeholder that the main
 * script replaces, and shows the banner itself, once, when an entry script
 * fails to load: what a wrong base URL causes.
 */
export function loader(sources: string[]): void {
  const page = window as unknown as {
    docusaurus?: object
    insertBanner?: () => void
  }
  page.docusaurus ??= {}
  let failed = false
  function onError() {
    if (failed) return
    failed = true
    if (typeof page.insertBanner === 'function') page.insertBanner()
  }
  function load() {
    for (const source of sources) {
      const script = document.createElement('script')
      script.src = source
      script.async = false
      script.onerror = onError
      document.head.appendChild(script)
    }
  }
  if (document.visibilityState === 'hidden') load()
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0)
    })
}
