import { Button } from '../../design/Button'
import * as notice from '../../design/Notice.css'
import { selectIsConnectionLost } from '../../machines/session'
import frameMessages from '../../messages/frame/catalogue'
import { useMessages } from '../../messages/useMessages'
import * as styles from './ConnectionNotice.css'
import { useSession, useSessionSelector } from './useSession'

/**
 * Says the connection is lost while the session's refresh gets no answer (the user stays signed
 * in and the session tries again by itself). The live region is always there, so the notice is
 * announced when it comes; it is the Notice's look without its own live region inside this one.
 */
export function ConnectionNotice() {
  const t = useMessages(frameMessages)
  const session = useSession()
  const isLost = useSessionSelector(selectIsConnectionLost)
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {isLost && (
        <section aria-label={t('connection.title')} className={notice.tone.warning}>
          <p className={notice.title}>{t('connection.title')}</p>
          <p className={notice.body}>{t('connection.message')}</p>
          <div className={notice.actions}>
            <Button onPress={() => session.send({ type: 'session.retry' })}>
              {t('connection.retry')}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}
