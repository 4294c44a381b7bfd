import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { TextGenerateResponse, TextResource } from '../../../contract/sms-text'
import { Notice } from '../../../design/Notice'
import { TextField } from '../../../design/TextField'
import { selectIsSubmitting } from '../../../machines/form'
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
  return (
    <section aria-labelledby="text-variants-title" className={styles.variants}>
      <h3 id="text-variants-title" className={listStyles.sectionTitle}>
        Variants
      </h3>
      <p className={listStyles.muted}>
        Proposes rewrites of the body above that keep its placeholders; edit any and save it as a
        new text.
      </p>
      <ApiForm actor={generate} submitLabel="Generate variants" aria-label="Generate variants">
        <input type="hidden" name="body" value={body} readOnly />
      </ApiForm>
      {isGenerating ? (
        <PendingList />
      ) : (
        proposals &&
        (proposals.variants.length === 0 ? (
          <Notice>No variant could be proposed for this body.</Notice>
        ) : (
          <ol aria-label="Proposed variants" className={styles.variantList}>
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
  const form = useApiForm<TextResource>({
    submit: (values, signal) => textsApi.create(textRequestOf(values), signal),
    onSuccess: (text) => {
      setSaved(text)
      onSaved(text)
    },
  })
  if (saved)
    return (
      <Notice tone="success" title={`Variant ${number}`}>
        Saved as the text “{textLabel(saved)}”.
      </Notice>
    )
  return (
    <ApiForm actor={form} submitLabel={`Save variant ${number}`} aria-label={`Variant ${number}`}>
      <TextBodyField label={`Variant ${number}`} value={body} onChange={setBody} />
      <TextField
        name="name"
        label={`Name of variant ${number}`}
        description="Optional."
        defaultValue={baseName ? `${baseName} (variant ${number})` : ''}
      />
    </ApiForm>
  )
}
