import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { selectToasts } from '../machines/toast'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useNotify } from '../services/NotifyProvider'
import * as styles from './ToastRegion.css'

type ToastComponent = typeof import('./Toast').Toast

let loadedToast: ToastComponent | null = null

/**
 * The toast's component, fetched with the first toast (most first visits show none). Not
 * React.lazy: its retry after the fetch waits on a timer, which a paused clock never fires.
 */
function useToastComponent(isWanted: boolean) {
  const [Toast, setToast] = useState(() => loadedToast)
  useEffect(() => {
    if (!isWanted || Toast) return
    let isLive = true
    void import('./Toast').then((module) => {
      loadedToast = module.Toast
      if (isLive) setToast(() => module.Toast)
    })
    return () => {
      isLive = false
    }
  }, [isWanted, Toast])
  return Toast
}

/**
 * The one place toasts appear, stacked oldest first. A labelled landmark, so keyboard and
 * screen-reader users can reach it; each toast announces itself (role status or alert).
 */
export function ToastRegion() {
  const t = useMessages(designMessages)
  const { queue } = useNotify()
  const toasts = useSelector(queue, selectToasts)
  const Toast = useToastComponent(toasts.length > 0)
  return (
    <section aria-label={t('toastRegion.label')} className={styles.region}>
      {Toast && toasts.map((toast) => <Toast key={toast.id} toast={toast} />)}
    </section>
  )
}
