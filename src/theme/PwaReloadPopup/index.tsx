import React, { type ReactNode } from 'react'
import PwaReloadPopup from '@theme-original/PwaReloadPopup'
import type PwaReloadPopupType from '@theme/PwaReloadPopup'
import type { WrapperProps } from '@docusaurus/types'

type Props = WrapperProps<typeof PwaReloadPopupType>

/**
 * The plugin's "New version available" popup inside a polite live region, so
 * screen readers announce it without moving focus; its Refresh and Close
 * buttons stay the plugin's own.
 */
export default function PwaReloadPopupWrapper(props: Props): ReactNode {
  return (
    <div role="status" aria-live="polite">
      <PwaReloadPopup {...props} />
    </div>
  )
}
