import type { LivePhoneResource } from '../../../contract/live-phone'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import messages from '../../../messages/hub-live-phones/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as listStyles from '../../lists/lists.css'
import { useLiveQuery } from '../../lists/useLiveQuery'
import { livePhonesApi } from './livePhonesApi'

const loadToken = async (id: string, signal: AbortSignal) =>
  dataOrThrow(await livePhonesApi.token(id, signal))

/** What the handset's app needs: the webhook's address and the phone's token (writers only). */
export function AppSetup({ phone, onClose }: { phone: LivePhoneResource; onClose: () => void }) {
  const t = useMessages(messages)
  const token = useLiveQuery(loadToken, phone.id)
  return (
    <div className={listStyles.section}>
      <p>{t('webhook.intro')}</p>
      <dl>
        <dt>{t('webhook.path')}</dt>
        <dd>
          <code dir="ltr">{phone.webhook_path}</code>
        </dd>
        <dt>{t('webhook.token')}</dt>
        <dd>
          {token.problem ? (
            <span role="alert">{t('webhook.problem')}</span>
          ) : (
            <code dir="ltr">{token.data?.token ?? phone.token_hint}</code>
          )}
        </dd>
      </dl>
      <Button onPress={onClose}>{t('webhook.close')}</Button>
    </div>
  )
}
