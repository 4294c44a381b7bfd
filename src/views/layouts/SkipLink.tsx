import * as styles from './SkipLink.css'

export const mainContentId = 'main-content'

export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      Skip to content
    </a>
  )
}
