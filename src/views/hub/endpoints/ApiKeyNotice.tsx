import type { HubEndpointApiKey } from '../../../contract/hub-endpoint'
import { Button } from '../../../design/Button'
import { Notice } from '../../../design/Notice'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/hub-endpoints/catalogue'
import { useMessages } from '../../../messages/useMessages'

/** A key just issued, shown this once: the server keeps only its hash. */
export function ApiKeyNotice({
  name,
  issued,
  onDone,
}: {
  name: string
  issued: HubEndpointApiKey
  onDone: () => void
}) {
  const t = useMessages(messages)
  return (
    <Notice
      tone="success"
      title={t('apiKey.title', { name })}
      actions={
        <Button variant="ghost" onPress={onDone}>
          {t('apiKey.done')}
        </Button>
      }
    >
      <p>{t('apiKey.once')}</p>
      <TextField label={t('apiKey.label')} value={issued.api_key} isReadOnly />
    </Notice>
  )
}
