import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { TextGenerateResponse, TextResource } from '../../../contract/sms-text'
import { Notice } from '../../../design/Notice'
import { TextField } from '../../../design/TextField'
import { selectIsSubmitting } from '../../../machines/form'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { PendingList } from '../../lists/PendingList'
import * as styles from './library.css'
import { textsApi } from './libraryApis'
import { TextBodyField } from './TextBodyField'
import { textLabel, textRequestOf } from './textForm'

type Variant = TextGenerateResponse['variants'][number]

/**
 * "Generate variants": the LLM adapter's rewrites of the body as typed, each editable and
 * saved on its own as a new text. Nothing is stored until one is saved.
 */
export function TextVariants({
  body,
  baseName,
  onSaved,
}: {
  body: string
  baseName: string | null
  onSaved: (saved: TextResource) => void
}) {
  // Each answer replaces the proposals before it; the round keeps their forms apart.
  const [proposals, setProposals] = useState<{ round: number; variants: Variant[] } | null>(null)
  const generate = useApiForm<TextGenerateResponse>({
    submit: (values, signal) => textsApi.generate({ body: values.body ?? '' }, signal),
    onSuccess: (answer) =>
      setProposals((previous) => ({
        round: (previous?.round ?? 0) + 1,
        variants: answer.variants,
      })),
  })
  const isGenerating = useSelector(generate, selectIsSubmitting)
  const t = useMessages(messages)
  return (
    <section aria-labelledby="text-variants-title" className={styles.variants}>
      <h3 id="text-variants-title" className={listStyles.sectionTitle}>
        {t('variants.title')}
      </h3>
      <p className={listStyles.muted}>{t('variants.intro')}</p>
      <ApiForm
        actor={generate}
        submitLabel={t('variants.generate')}
        aria-label={t('variants.generate')}
      >
        <input type="hidden" name="body" value={body} readOnly />
      </ApiForm>
      {isGenerating ? (
        <PendingList />
      ) : (
        proposals &&
        (proposals.variants.length === 0 ? (
          <Notice>{t('variants.none')}</Notice>
        ) : (
          <ol aria-label={t('variants.list')} className={styles.variantList}>
            {proposals.variants.map((variant, index) => (
              <li key={`${proposals.round}-${variant.body}`} className={styles.variant}>
                <VariantForm
                  number={index + 1}
                  variant={variant}
                  baseName={baseName}
                  onSaved={onSaved}
                />
              </li>
            ))}
          </ol>
        ))
      )}
    </section>
  )
}

/** One proposal: its body (editable, counted) and a name, saved as a new text. */
function VariantForm({
  number,
  variant,
  baseName,
  onSaved,
}: {
  number: number
  variant: Variant
  baseName: string | null
  onSaved: (saved: TextResource) => void
}) {
  const [body, setBody] = useState(variant.body)
  const [saved, setSaved] = useState<TextResource | null>(null)
  const t = useMessages(messages)
  const title = t('variants.variant', { number })
  const form = useApiForm<TextResource>({
    submit: (values, signal) => textsApi.create(textRequestOf(values), signal),
    onSuccess: (text) => {
      setSaved(text)
      onSaved(text)
    },
  })
  if (saved)
    return (
      <Notice tone="success" title={title}>
        {t('variants.savedAs', { name: textLabel(saved) })}
      </Notice>
    )
  return (
    <ApiForm actor={form} submitLabel={t('variants.save', { number })} aria-label={title}>
      <TextBodyField label={title} value={body} onChange={setBody} />
      <TextField
        name="name"
        label={t('variants.name', { number })}
        description={t('variants.nameDescription')}
        defaultValue={baseName ? t('variants.defaultName', { name: baseName, number }) : ''}
      />
    </ApiForm>
  )
}
