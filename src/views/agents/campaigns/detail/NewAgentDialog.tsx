import { voiceLimits } from '../../../../contract/constants'
import type { VoiceAgentResource } from '../../../../contract/voice-agent'
import { Button } from '../../../../design/Button'
import * as modalStyles from '../../../../design/Modal.css'
import { TextField } from '../../../../design/TextField'
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
  return (
    <FormDialog isOpen={isOpen} onOpenChange={onOpenChange} title="New agent">
      {(close) => (
        <>
          <NewAgentForm
            onCreated={(agent) => {
              onCreated(agent)
              close()
            }}
          />
          <div className={modalStyles.footer}>
            <Button onPress={close}>Cancel</Button>
          </div>
        </>
      )}
    </FormDialog>
  )
}

function NewAgentForm({ onCreated }: { onCreated: (agent: VoiceAgentResource) => void }) {
  const form = useApiForm<VoiceAgentResource>({
    submit: (values, signal) =>
      voiceCampaignsApi.createAgent(
        { name: values.name ?? '', language: values.language ?? '' },
        signal,
      ),
    onSuccess: onCreated,
  })
  return (
    <ApiForm actor={form} submitLabel="Create agent" aria-label="New agent">
      <TextField name="name" label="Agent name" maxLength={voiceLimits.nameMaxLength} isRequired />
      <TextField
        name="language"
        label="Language"
        description="A language tag, such as en, en-GB or fa."
        defaultValue="en"
        isRequired
      />
    </ApiForm>
  )
}
