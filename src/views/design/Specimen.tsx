import type { ReactNode } from 'react'
import * as styles from './Gallery.css'

/** A labelled group of examples inside a gallery section. */
export function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {children}
    </div>
  )
}
