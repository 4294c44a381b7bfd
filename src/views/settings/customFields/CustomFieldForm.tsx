import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { customFieldLimits } from '../../../contract/constants'
import type { CustomFieldResource, CustomFieldType } from '../../../contract/custom-field'
import { Button } from '../../../design/Button'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { selectFieldErrors } from '../../../machines/form'
import messages from '../../../messages/settings/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { emphasized } from '../../auth/emphasized'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import * as styles from './customFields.css'
import { customFieldsApi } from './customFieldsApi'
import {
  checkCreate,
  checkUpdate,
  typeName,
  typeOptions,
  withNamedOptions,
} from './customFieldValues'
import { OptionsEditor } from './OptionsEditor'

/** Creates a custom field; `onDone` after it is created. */
export function CreateCustomFieldForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(messages)
  const optionName = (number: number) => t('options.option', { number })
  const router = useRouter()
  const notify = useNotify()
  const [type, setType] = useState<CustomFieldType>('text')
  const form = useApiForm<CustomFieldResource>({
    submit: async (values, signal) => {
      const checked = checkCreate(values, optionName)
      if (!checked.ok) return checked.outcome
      return withNamedOptions(await customFieldsApi.create(checked.body, signal), optionName)
    },
    onSuccess: (field) => {
      notify.notify({ type: 'success', message: t('createField.created', { label: field.label }) })
      onDone()
      void router.invalidate()
    },
  })
  const fieldErrors = useSelector(form, selectFieldErrors)
  return (
    <section aria-labelledby="create-field-title" className={listStyles.section}>
      <h2 id="create-field-title" className={listStyles.sectionTitle}>
        {t('createField.title')}
      </h2>
      <ApiForm
        actor={form}
        submitLabel={t('createField.submit')}
        aria-label={t('createField.title')}
      >
        <TextField
          name="label"
          label={t('createField.label')}
          description={t('createField.labelHint')}
          autoComplete="off"
          maxLength={customFieldLimits.labelMaxLength}
          isRequired
        />
        <TextField
          name="key"
          label={t('createField.key')}
          description={t('createField.keyHint')}
          autoComplete="off"
          maxLength={customFieldLimits.keyMaxLength}
          isRequired
        />
        <Select
          name="type"
          label={t('createField.type')}
          options={typeOptions(t)}
          selectedKey={type}
          onSelectionChange={(key) => {
            setType(key as CustomFieldType)
            form.send({ type: 'form.edit', field: 'type' })
          }}
          description={t('createField.typeHint')}
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
  const t = useMessages(messages)
  const optionName = (number: number) => t('options.option', { number })
  const router = useRouter()
  const notify = useNotify()
  const form = useApiForm<CustomFieldResource>({
    submit: async (values, signal) => {
      const checked = checkUpdate(values, field.type, optionName)
      if (!checked.ok) return checked.outcome
      return withNamedOptions(
        await customFieldsApi.update(field.id, checked.body, signal),
        optionName,
      )
    },
    onSuccess: (saved) => {
      notify.notify({ type: 'success', message: t('editField.saved', { label: saved.label }) })
      onDone()
      void router.invalidate()
    },
  })
  const fieldErrors = useSelector(form, selectFieldErrors)
  return (
    <section aria-labelledby="edit-field-title" className={listStyles.section}>
      <h2 id="edit-field-title" className={listStyles.sectionTitle}>
        {t('editField.title', { label: field.label })}
      </h2>
      <p className={styles.hint}>
        {emphasized(
          t('editField.fixed', { key: field.key, type: typeName(t, field.type) }),
          [field.key],
          (key, index) => (
            <code key={index} className={styles.key}>
              {key}
            </code>
          ),
        )}
      </p>
      <ApiForm
        actor={form}
        submitLabel={t('editField.submit')}
        aria-label={t('editField.title', { label: field.label })}
      >
        <TextField
          name="label"
          label={t('editField.label')}
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
        <Button onPress={onDone}>{t('editField.cancel')}</Button>
      </div>
    </section>
  )
}
