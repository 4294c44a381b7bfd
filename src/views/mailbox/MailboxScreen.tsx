import { useLoaderData, useSearch } from '@tanstack/react-router'
import type { MailMessage } from '../../contract/mailbox'
import { Link } from '../../design/Link'
import { Text } from '../../design/Text'
import messages from '../../messages/mailbox/catalogue'
import { useMessages } from '../../messages/useMessages'
import { PageFrame } from '../frame/PageFrame'
import { type ListColumn, ListPage, ListTable } from '../lists/ListTable'
import * as listStyles from '../lists/lists.css'
import { PendingList } from '../lists/PendingList'
import { useDateText } from '../lists/useDateText'
import { MailView } from './MailView'
import * as styles from './mailbox.css'
import { mailboxHref } from './mailboxSearch'

const route = '/_default/_staff/management/mailbox'

/**
 * /management/mailbox (platform staff): the mail the server kept instead of sending it (no
 * SMTP_URL), newest first; a subject opens its mail above the list, with its links to follow.
 */
export function MailboxScreen() {
  const t = useMessages(messages)
  const { list, mail } = useLoaderData({ from: route })
  const search = useSearch({ from: route })
  const dateText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const columns: ListColumn<MailMessage>[] = [
    {
      header: t('mailbox.subject'),
      namesRow: true,
      className: styles.subjectCell,
      cell: (row) => <Link href={mailboxHref({ ...search, mail: row.id })}>{row.subject}</Link>,
    },
    { header: t('mailbox.to'), cell: (row) => row.to },
    { header: t('mailbox.received'), cell: (row) => dateText(row.created_at) },
  ]
  return (
    <PageFrame>
      <div className={listStyles.section}>
        {mail && <MailView result={mail} closeHref={mailboxHref({ ...search, mail: undefined })} />}
        <section aria-labelledby="mailbox-title" className={listStyles.section}>
          <h2 id="mailbox-title" className={listStyles.sectionTitle}>
            {t('mailbox.listTitle')}
          </h2>
          <Text>{t('mailbox.intro')}</Text>
          <ListPage
            result={list}
            problemTitle={t('mailbox.problem')}
            empty={t('mailbox.empty')}
            pagerLabel={t('mailbox.pages')}
          >
            {(rows) => <ListTable rows={rows} columns={columns} rowKey={(row) => row.id} />}
          </ListPage>
        </section>
      </div>
    </PageFrame>
  )
}

export function MailboxPending() {
  return (
    <PageFrame>
      <PendingList />
    </PageFrame>
  )
}
