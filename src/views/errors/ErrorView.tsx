import type { ReactNode } from 'react'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './ErrorView.css'

/** The shared look of the not-found and error pages. */
export function ErrorView({
  status,
  title,
  message,
  actions,
}: {
  status: number
  title: string
  message: string
  actions: ReactNode
}) {
  const t = useMessages(frameMessages)
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.status}>{t('errorPage.status', { status })}</p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  )
}
