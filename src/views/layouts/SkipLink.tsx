import frameMessages from '../../messages/frame-blank/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './SkipLink.css'

export const mainContentId = 'main-content'

export function SkipLink() {
  const t = useMessages(frameMessages)
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      {t('skipLink.label')}
    </a>
  )
}
