import { useEffect, useRef } from 'react'
import type { MailMessage } from '../../contract/mailbox'
import { classNames } from '../../design/classNames'
import { Link } from '../../design/Link'
import { Text } from '../../design/Text'
import messages from '../../messages/mailbox/catalogue'
import { useMessages } from '../../messages/useMessages'
import type { ApiResult } from '../../services/http/client'
import * as facts from '../lists/facts.css'
import { LoadProblem } from '../lists/LoadProblem'
import { useDateText } from '../lists/useDateText'
import * as styles from './mailbox.css'
import { mailParts } from './mailText'

/**
 * One kept mail, as plain text with its links to follow (in a new tab: the mailbox stays). Its
 * subject takes the focus when it opens, so a keyboard or screen reader user lands on it.
 */
export function MailView({
  result,
  closeHref,
}: {
  result: ApiResult<MailMessage>
  closeHref: string
}) {
  const t = useMessages(messages)
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const heading = useRef<HTMLHeadingElement>(null)
  const id = result.ok ? result.data.id : null
  useEffect(() => {
    if (id) heading.current?.focus()
  }, [id])
  if (!result.ok) return <LoadProblem title={t('mail.problem')} result={result} />
  const mail = result.data
  return (
    <article aria-labelledby="mail-subject" className={styles.mail}>
      <h2 id="mail-subject" ref={heading} tabIndex={-1} className={styles.subject}>
        {mail.subject}
      </h2>
      <dl className={facts.facts}>
        <dt className={facts.factName}>{t('mail.to')}</dt>
        <dd className={classNames(facts.factValue, styles.factValue)}>{mail.to}</dd>
        <dt className={facts.factName}>{t('mail.received')}</dt>
        <dd className={facts.factValue}>{dateText(mail.created_at)}</dd>
      </dl>
      <p className={styles.body}>
        {mailParts(mail.text).map((part, index) =>
          part.kind === 'link' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            <Link key={index} href={part.href} target="_blank" rel="noreferrer">
              {part.href}
            </Link>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <Text>{t('mail.newTab')}</Text>
      <Link href={closeHref}>{t('mail.close')}</Link>
    </article>
  )
}
