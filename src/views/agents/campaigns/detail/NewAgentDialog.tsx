import { voiceLimits } from '../../../../contract/constants'
import type { VoiceAgentResource } from '../../../../contract/voice-agent'
import { Button } from '../../../../design/Button'
import * as modalStyles from '../../../../design/Modal.css'
import { TextField } from '../../../../design/TextField'
import messages from '../../../../messages/agents/catalogue'
import { useMessages } from '../../../../messages/useMessages'
import { ApiForm } from '../../../auth/ApiForm'
import { useApiForm } from '../../../auth/useApiForm'
import { FormDialog } from '../../../lists/FormDialog'
import { voiceCampaignsApi } from '../voiceApi'

/**
 * A new agent made from the campaign page: a name and a language (the agents area gives it the
 * rest later). Rendered beside the campaign's form, never inside it: a submit inside a portal
 * still bubbles through the React tree to the forms around it.
 */
export function NewAgentDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onCreated: (agent: VoiceAgentResource) => void
}) {
  const t = useMessages(messages)
  return (
    <FormDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('newAgent.title')}>
      {(close) => (
        <>
          <NewAgentForm
            onCreated={(agent) => {
              onCreated(agent)
              close()
            }}
          />
          <div className={modalStyles.footer}>
            <Button onPress={close}>{t('newAgent.cancel')}</Button>
          </div>
        </>
      )}
    </FormDialog>
  )
}

function NewAgentForm({ onCreated }: { onCreated: (agent: VoiceAgentResource) => void }) {
  const t = useMessages(messages)
  const form = useApiForm<VoiceAgentResource>({
    submit: (values, signal) =>
      voiceCampaignsApi.createAgent(
        { name: values.name ?? '', language: values.language ?? '' },
        signal,
      ),
    onSuccess: onCreated,
  })
  return (
    <ApiForm actor={form} submitLabel={t('newAgent.submit')} aria-label={t('newAgent.title')}>
      <TextField
        name="name"
        label={t('newAgent.name')}
        maxLength={voiceLimits.nameMaxLength}
        isRequired
      />
      <TextField
        name="language"
        label={t('newAgent.language')}
        description={t('newAgent.languageHint')}
        defaultValue="en"
        isRequired
      />
    </ApiForm>
  )
}
