import type { AnalyticsFilters } from '../../../contract/analytics'
import { audienceLimits } from '../../../contract/constants'
import { readCustomValue } from '../../../contract/custom-field-value'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages, { type Key } from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'

export type CustomField = AnalyticsFilters['custom_fields'][number]
type StoredValue = string | number | boolean | undefined

/** The form's name of a custom field: a 422 on `custom_fields.<key>` shows at it. */
export const customFieldName = (key: string) => `custom_fields.${key}`

/** The "no value" choice of select and yes/no fields. */
const unset = '__unset'

const hints: Partial<Record<CustomField['type'], Key>> = {
  number: 'custom.numberHint',
  date: 'custom.dateHint',
}

/**
 * One custom field of the contact form, by its type: a choice for select and yes/no fields,
 * typed text for the others, checked by the same rules as the server before it is sent.
 */
export function CustomFieldInput({ field, value }: { field: CustomField; value: StoredValue }) {
  const t = useMessages(messages)
  const name = customFieldName(field.key)
  const hint = hints[field.type]
  if (field.type === 'boolean' || field.type === 'select') {
    const options =
      field.type === 'boolean'
        ? [
            { id: 'true', name: t('value.yes') },
            { id: 'false', name: t('value.no') },
          ]
        : field.options.map((option) => ({ id: option, name: option }))
    return (
      <Select
        name={name}
        label={field.label}
        options={[{ id: unset, name: t('custom.notSet') }, ...options]}
        defaultSelectedKey={value === undefined ? unset : String(value)}
      />
    )
  }
  return (
    <TextField
      name={name}
      label={field.label}
      description={hint && t(hint)}
      defaultValue={value === undefined ? '' : String(value)}
      maxLength={audienceLimits.customTextMaxLength}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      validate={(typed) => {
        const result = readCustomValue(field, typed)
        return result.ok ? null : result.message
      }}
    />
  )
}

/** What the form sends for a field: its typed value, or null to clear it. */
export function customValueOf(
  field: CustomField,
  raw: string | undefined,
): string | boolean | null {
  const text = (raw ?? '').trim()
  if (text === '' || text === unset) return null
  if (field.type === 'boolean') return text === 'true'
  return text
}
