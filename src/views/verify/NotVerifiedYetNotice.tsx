import { Notice } from '../../design/Notice'
import { useMessages } from '../../messages/useMessages'
import messages from '../../messages/verify/catalogue'

/** The answer to "I have verified my address" when the server still says the address is not. */
export function NotVerifiedYetNotice() {
  const t = useMessages(messages)
  return (
    <Notice tone="warning" role="alert" title={t('notYet.title')}>
      {t('notYet.body')}
    </Notice>
  )
}
