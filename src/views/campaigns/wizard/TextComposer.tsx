import { useLayoutEffect, useRef, useState } from 'react'
import type { TextResource } from '../../../contract/sms-text'
import { TextAreaField } from '../../../design/TextAreaField'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/campaigns-wizard/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { textsApi } from '../../lists/recordChoices'
import { PlaceholderButtons } from './PlaceholderButtons'
import { SmsCounter } from './SmsCounter'
import { previewOf, sampleContact } from './textPreview'
import * as styles from './wizard.css'

/**
 * Writes a new text variant (POST sms/texts) with a live part counter, placeholder buttons and
 * a preview for a sample contact; a saved text joins the campaign's variants.
 */
export function TextComposer({
  trackingDomain,
  onCreated,
}: {
  trackingDomain: string | null
  onCreated: (text: TextResource) => void
}) {
  const [body, setBody] = useState('')
  const [generation, setGeneration] = useState(0)
  const area = useRef<HTMLDivElement>(null)
  const t = useMessages(messages)
  const form = useApiForm<TextResource>({
    submit: (values, signal) =>
      textsApi.create({ name: values.name?.trim() ? values.name : null, body }, signal),
    onSuccess: (text) => {
      setBody('')
      setGeneration((value) => value + 1)
      onCreated(text)
    },
  })
  // Where the caret goes once the inserted token is in the text: the press moved focus to the
  // button, so the textarea gets it back with the caret after the token, and typing goes on.
  const caret = useRef<number | null>(null)
  const textarea = () => area.current?.querySelector('textarea') ?? null
  const insert = (token: string) => {
    const field = textarea()
    const start = field?.selectionStart ?? body.length
    const end = field?.selectionEnd ?? start
    caret.current = start + token.length
    setBody(body.slice(0, start) + token + body.slice(end))
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the inserted body is rendered
  useLayoutEffect(() => {
    const field = textarea()
    if (caret.current === null || field === null) return
    field.focus()
    field.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [body])
  return (
    <section aria-labelledby="text-composer-title" className={styles.card}>
      <h4 id="text-composer-title" className={listStyles.sectionTitle}>
        {t('composer.title')}
      </h4>
      <ApiForm
        key={generation}
        actor={form}
        submitLabel={t('composer.save')}
        aria-label={t('composer.label')}
      >
        <TextField name="name" label={t('composer.name')} />
        <div ref={area}>
          <TextAreaField
            name="body"
            label={t('composer.text')}
            value={body}
            onChange={setBody}
            isRequired
            description={t('composer.textDescription')}
          />
        </div>
        <PlaceholderButtons onInsert={insert} />
        <SmsCounter body={body} trackingDomain={trackingDomain} />
        {body && (
          <div>
            <p className={listStyles.muted}>
              {t('composer.previewAs', {
                name: `${sampleContact.first_name} ${sampleContact.last_name}`,
              })}
            </p>
            <p className={styles.preview}>{previewOf(body, trackingDomain)}</p>
          </div>
        )}
      </ApiForm>
    </section>
  )
}
