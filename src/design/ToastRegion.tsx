import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { selectToasts } from '../machines/toast'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useNotify } from '../services/NotifyProvider'
import * as styles from './ToastRegion.css'

// Fetched with the first toast: most first visits show none.
const Toast = lazy(() => import('./Toast').then((module) => ({ default: module.Toast })))

/**
 * The one place toasts appear, stacked oldest first. A labelled landmark, so keyboard and
 * screen-reader users can reach it; each toast announces itself (role status or alert).
 */
export function ToastRegion() {
  const t = useMessages(designMessages)
  const { queue } = useNotify()
  const toasts = useSelector(queue, selectToasts)
  return (
    <section aria-label={t('toastRegion.label')} className={styles.region}>
      <Suspense fallback={null}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </Suspense>
    </section>
  )
}
