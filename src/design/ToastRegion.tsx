import { useSelector } from '@xstate/react'
import { selectToasts } from '../machines/toast'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useNotify } from '../services/NotifyProvider'
import { Toast } from './Toast'
import * as styles from './ToastRegion.css'

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
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </section>
  )
}
