import { Button } from '../../../design/Button'
import * as modalStyles from '../../../design/Modal.css'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { FormDialog } from '../../lists/FormDialog'
import * as styles from './campaigns.css'

/** What a record made from its name alone (a draft campaign, SMS or voice) is called. */
export interface CreateByNameWords {
  /** The dialog's title and the form's name: 'New campaign'. */
  title: string
  /** What happens next, above the field. */
  intro: string
  submitLabel: string
  nameDescription?: string
  nameMaxLength: number
}

/** Whether the dialog shows, as the screen holding it says. */
export interface DialogOpenProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * A record that starts with only its name; its page then edits the rest. The name is sent with
 * `create`; a 422 shows at the field and keeps what was typed.
 */
export function CreateByNameDialog<T>({
  isOpen,
  onOpenChange,
  words,
  create,
  onCreated,
}: DialogOpenProps & {
  words: CreateByNameWords
  create: (name: string, signal: AbortSignal) => Promise<ApiResult<T>>
  onCreated: (created: T) => void
}) {
  return (
    <FormDialog isOpen={isOpen} onOpenChange={onOpenChange} title={words.title}>
      {(close) => (
        <CreateByNameForm words={words} create={create} onCreated={onCreated} onCancel={close} />
      )}
    </FormDialog>
  )
}

function CreateByNameForm<T>({
  words,
  create,
  onCreated,
  onCancel,
}: {
  words: CreateByNameWords
  create: (name: string, signal: AbortSignal) => Promise<ApiResult<T>>
  onCreated: (created: T) => void
  onCancel: () => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<T>({
    submit: (values, signal) => create(values.name ?? '', signal),
    onSuccess: onCreated,
  })
  return (
    <div className={styles.dialogForm}>
      <p>{words.intro}</p>
      <ApiForm actor={form} submitLabel={words.submitLabel} aria-label={words.title}>
        <TextField
          name="name"
          label={t('createByName.name')}
          description={words.nameDescription}
          autoComplete="off"
          maxLength={words.nameMaxLength}
          isRequired
        />
      </ApiForm>
      <div className={modalStyles.footer}>
        <Button onPress={onCancel}>{t('createByName.cancel')}</Button>
      </div>
    </div>
  )
}
