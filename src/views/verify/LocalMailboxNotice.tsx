import { Notice } from '../../design/Notice'
import { useMessages } from '../../messages/useMessages'
import messages from '../../messages/verify/catalogue'
import { fetchServerSettings } from '../../services/serverSettings'
import { useServerSettings } from '../auth/useServerSettings'

const mailboxPath = '/management/mailbox'

/**
 * Where the verification mail went when the server keeps mail locally (no SMTP server): nothing
 * was sent, so the page says where the link waits. Shows nothing otherwise, or while unknown.
 */
export function LocalMailboxNotice({
  readSettings = fetchServerSettings,
}: {
  readSettings?: typeof fetchServerSettings
}) {
  const t = useMessages(messages)
  const settings = useServerSettings(readSettings)
  if (settings?.mail_delivery !== 'mailbox') return null
  return (
    <Notice title={t('localMailbox.title')}>{t('localMailbox.body', { path: mailboxPath })}</Notice>
  )
}
