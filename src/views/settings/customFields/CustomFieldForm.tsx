import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { customFieldLimits } from '../../../contract/constants'
import type { CustomFieldResource, CustomFieldType } from '../../../contract/custom-field'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { selectFieldErrors } from '../../../machines/form'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import * as styles from './customFields.css'
import { customFieldsApi } from './customFieldsApi'
import {
  checkCreate,
  checkUpdate,
  typeLabels,
  typeOptions,
  withNamedOptions,
} from './customFieldValues'
import { OptionsEditor } from './OptionsEditor'

/** Creates a custom field; `onDone` after it is created. */
export function CreateCustomFieldForm({ onDone }: { onDone: () => void }) {
  const router = useRouter()
  const notify = useNotify()
  const [type, setType] = useState<CustomFieldType>('text')
  const form = useApiForm<CustomFieldResource>({
    submit: async (values, signal) => {
      const checked = checkCreate(values)
      if (!checked.ok) return checked.outcome
      return withNamedOptions(await customFieldsApi.create(checked.body, signal))
    },
    onSuccess: (field) => {
      notify.notify({ type: 'success', message: `The custom field ${field.label} is created.` })
      onDone()
      void router.invalidate()
    },
  })
  const fieldErrors = useSelector(form, selectFieldErrors)
  return (
    <section aria-labelledby="create-field-title" className={listStyles.section}>
      <h2 id="create-field-title" className={listStyles.sectionTitle}>
        Create a custom field
      </h2>
      <ApiForm actor={form} submitLabel="Create field" aria-label="Create a custom field">
        <TextField
          name="label"
          label="Label"
          description="How screens and exports name the field."
          autoComplete="off"
          maxLength={customFieldLimits.labelMaxLength}
          isRequired
        />
        <TextField
          name="key"
          label="Key"
          description="How CSV columns, filters and the API name it (custom.<key>): a letter first, then a–z, 0–9 or _. It cannot change later."
          autoComplete="off"
          maxLength={customFieldLimits.keyMaxLength}
          isRequired
        />
        <Select
          name="type"
          label="Type"
          options={typeOptions}
          selectedKey={type}
          onSelectionChange={(key) => {
            setType(key as CustomFieldType)
            form.send({ type: 'form.edit', field: 'type' })
          }}
          description="Every value written to the field is checked against it. It cannot change later."
          isRequired
        />
        {type === 'select' && (
          <OptionsEditor
            initial={[]}
            errors={fieldErrors.options ?? []}
            onChange={() => form.send({ type: 'form.edit', field: 'options' })}
          />
        )}
      </ApiForm>
    </section>
  )
}

/** Changes a field's label, and a select's options; its key and type stay. */
export function EditCustomFieldForm({
  field,
  onDone,
}: {
  field: CustomFieldResource
  onDone: () => void
}) {
  const router = useRouter()
  const notify = useNotify()
  const form = useApiForm<CustomFieldResource>({
    submit: async (values, signal) => {
      const checked = checkUpdate(values, field.type)
      if (!checked.ok) return checked.outcome
      return withNamedOptions(await customFieldsApi.update(field.id, checked.body, signal))
    },
    onSuccess: (saved) => {
      notify.notify({ type: 'success', message: `The custom field ${saved.label} is saved.` })
      onDone()
      void router.invalidate()
    },
  })
  const fieldErrors = useSelector(form, selectFieldErrors)
  return (
    <section aria-labelledby="edit-field-title" className={listStyles.section}>
      <h2 id="edit-field-title" className={listStyles.sectionTitle}>
        Edit {field.label}
      </h2>
      <p className={styles.hint}>
        Key <code className={styles.key}>{field.key}</code>, type {typeLabels[field.type]}: both
        stay as created, since contacts&apos; stored values are kept under the key and were checked
        by the type.
      </p>
      <ApiForm actor={form} submitLabel="Save field" aria-label={`Edit ${field.label}`}>
        <TextField
          name="label"
          label="Label"
          defaultValue={field.label}
          autoComplete="off"
          maxLength={customFieldLimits.labelMaxLength}
          isRequired
          autoFocus
        />
        {field.type === 'select' && (
          <OptionsEditor
            initial={field.options}
            errors={fieldErrors.options ?? []}
            onChange={() => form.send({ type: 'form.edit', field: 'options' })}
          />
        )}
      </ApiForm>
      <div className={styles.formActions}>
        <Button onPress={onDone}>Cancel</Button>
      </div>
    </section>
  )
}
