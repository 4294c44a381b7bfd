import type { ReactNode } from 'react'
import { ConfirmProvider, useOptionalConfirm } from '../../design/ConfirmDialog'
import { ToastRegion } from '../../design/ToastRegion'
import { NotifyProvider, useOptionalNotifier } from '../../services/NotifyProvider'

/**
 * The gallery uses the app's toast queue and confirm dialog when the root mounts them, and its
 * own otherwise, so it works on its own and never shows two toast regions.
 */
export function GalleryProviders({ children }: { children: ReactNode }) {
  const notifier = useOptionalNotifier()
  const confirm = useOptionalConfirm()
  const withConfirm = confirm ? children : <ConfirmProvider>{children}</ConfirmProvider>
  return notifier ? (
    withConfirm
  ) : (
    <NotifyProvider>
      {withConfirm}
      <ToastRegion />
    </NotifyProvider>
  )
}
