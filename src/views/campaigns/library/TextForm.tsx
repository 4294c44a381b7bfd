import { useState } from 'react'
import type { TextResource } from '../../../contract/sms-text'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { textsApi } from './libraryApis'
import { TextBodyField } from './TextBodyField'
import { TextVariants } from './TextVariants'
import { textRequestOf } from './textForm'

/**
 * Creates a text, or edits one (`text` given), with the body's live part counter; below it,
 * variants of the body as typed can be proposed and each saved as a new text.
 */
export function TextForm({
  text,
  onSaved,
  onVariantSaved,
}: {
  text: TextResource | null
  onSaved: (saved: TextResource) => void
  onVariantSaved: (saved: TextResource) => void
}) {
  const [body, setBody] = useState(text?.body ?? '')
  const t = useMessages(messages)
  const form = useApiForm<TextResource>({
    submit: (values, signal) => {
      const request = textRequestOf(values)
      return text ? textsApi.update(text.id, request, signal) : textsApi.create(request, signal)
    },
    onSuccess: onSaved,
  })
  return (
    <>
      <ApiForm
        actor={form}
        submitLabel={text ? t('texts.save') : t('texts.create')}
        aria-label={text ? t('texts.edit') : t('texts.new')}
      >
        <TextField
          name="name"
          label={t('library.name')}
          description={t('texts.nameDescription')}
          defaultValue={text?.name ?? ''}
        />
        <TextBodyField value={body} onChange={setBody} />
      </ApiForm>
      <TextVariants body={body} baseName={text?.name ?? null} onSaved={onVariantSaved} />
    </>
  )
}
