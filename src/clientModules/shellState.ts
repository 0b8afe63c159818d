/**
 * Two fixes to the first paint that the theme's inline scripts get wrong for
 * the spec (sections 4 and 5). They run once, when the client bundle loads,
 * before React hydrates; on the server they do nothing.
 *
 * 1. Color mode: the theme copies any stored `theme` value into
 *    `<html data-theme>`. A value other than `dark` must read as light.
 * 2. Announcement bar: the theme hides a dismissed bar with CSS keyed on
 *    `data-announcement-bar-initially-dismissed`, read before it compares the
 *    stored bar id. When the id changed, the bar must show again at once, not
 *    one reload later.
 *
 * Blocked storage throws on access; then there is nothing to correct.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import siteConfig from '@generated/docusaurus.config'

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const root = document.documentElement

  const theme = root.getAttribute('data-theme')
  if (theme !== null && theme !== 'dark' && theme !== 'light') {
    root.setAttribute('data-theme', 'light')
    root.setAttribute('data-theme-choice', 'light')
  }

  const bar = (siteConfig.themeConfig as { announcementBar?: { id: string } })
    .announcementBar
  const seenId = readStorage('docusaurus.announcement.id')
  if (bar && seenId !== null && seenId !== bar.id) {
    root.setAttribute('data-announcement-bar-initially-dismissed', 'false')
  }
}
