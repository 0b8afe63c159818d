/**
 * The theme's Navbar/MobileSidebar/SecondaryMenu (ejected, Docusaurus 3.10)
 * with its content deferred. On a phone, once a doc page has hydrated, the
 * page hands its whole doc sidebar to this menu, and shows the menu, from
 * effects; the theme rendered the sidebar in one task each time (10–20 ms
 * here, several times that on a mobile CPU). With `useDeferredValue` React
 * renders the new content in the background, in slices, and keeps the old
 * one (nothing, at first) until it is ready. The menu is closed then, so a
 * reader sees no difference. Served by the page-load patches plugin
 * (../../../../patches) unless PAGE_LOAD_DISABLE names
 * `deferred-secondary-menu`.
 */
import React, { useDeferredValue, type ReactNode } from 'react'
import { useThemeConfig } from '@docusaurus/theme-common'
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal'
import Translate from '@docusaurus/Translate'

/** The mobile menu's second panel: the back button and the page's menu. */
export default function NavbarMobileSidebarSecondaryMenu(): ReactNode {
  const isPrimaryMenuEmpty = useThemeConfig().navbar.items.length === 0
  const secondaryMenu = useNavbarSecondaryMenu()
  const content = useDeferredValue(secondaryMenu.content)
  return (
    <>
      {/* With no primary menu there is nothing to go back to. */}
      {!isPrimaryMenuEmpty && (
        <button
          type="button"
          className="clean-btn navbar-sidebar__back"
          onClick={() => secondaryMenu.hide()}
        >
          <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">
            ← Back to main menu
          </Translate>
        </button>
      )}
      {content}
    </>
  )
}
