import type { ReactNode } from 'react'
import * as styles from './Notice.css'

export interface NoticeProps {
  /** @default 'info' */
  tone?: keyof typeof styles.tone
  title?: string
  children: ReactNode
  /** Buttons or links that act on the notice (try again, ask for a new link). */
  actions?: ReactNode
  /** `alert` announces it at once (errors); `status` politely (confirmations). @default 'status' */
  role?: 'alert' | 'status'
}

/** A message inside a page: a failure to retry, a confirmation, something to know. */
export function Notice({ tone = 'info', title, children, actions, role = 'status' }: NoticeProps) {
  return (
    <div role={role} className={styles.tone[tone]}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
