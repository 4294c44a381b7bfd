import type { ContactRepliesResponse } from '../../../contract/contact-replies'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { LoadProblem } from '../../lists/LoadProblem'
import { useDateText } from '../../lists/useDateText'
import * as styles from './contacts.css'

/** The contact's latest messages from its handset, newest first, each with when it came. */
export function ContactReplies({ replies }: { replies: ApiResult<ContactRepliesResponse> }) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className={styles.replies} aria-labelledby="contact-replies">
      <h3 id="contact-replies" className={styles.repliesTitle}>
        {t('panel.replies')}
      </h3>
      {!replies.ok ? (
        <LoadProblem title={t('panel.replies.problem')} result={replies} />
      ) : replies.data.data.length === 0 ? (
        <p className={styles.repliesNone}>{t('panel.replies.none')}</p>
      ) : (
        <ol className={styles.replyList}>
          {replies.data.data.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <time dateTime={reply.received_at} className={styles.replyTime}>
                {dateText(reply.received_at)}
              </time>
              <p className={styles.replyText}>{reply.text}</p>
              {reply.opted_out && <p className={styles.replyNote}>{t('panel.replies.optedOut')}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
