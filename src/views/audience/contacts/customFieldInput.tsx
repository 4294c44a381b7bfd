import type { AnalyticsFilters } from '../../../contract/analytics'
import { audienceLimits } from '../../../contract/constants'
import { readCustomValue } from '../../../contract/custom-field-value'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'

export type CustomField = AnalyticsFilters['custom_fields'][number]
type StoredValue = string | number | boolean | undefined

/** The form's name of a custom field: a 422 on `custom_fields.<key>` shows at it. */
export const customFieldName = (key: string) => `custom_fields.${key}`

/** The "no value" choice of select and yes/no fields. */
const unset = '__unset'

const hints: Record<CustomField['type'], string | undefined> = {
  text: undefined,
  number: 'A number, such as 12 or 4.5.',
  date: 'A day as YYYY-MM-DD.',
  boolean: undefined,
  select: undefined,
}

/**
 * One custom field of the contact form, by its type: a choice for select and yes/no fields,
 * typed text for the others, checked by the same rules as the server before it is sent.
 */
export function CustomFieldInput({ field, value }: { field: CustomField; value: StoredValue }) {
  const name = customFieldName(field.key)
  if (field.type === 'boolean' || field.type === 'select') {
    const options =
      field.type === 'boolean'
        ? [
            { id: 'true', name: 'Yes' },
            { id: 'false', name: 'No' },
          ]
        : field.options.map((option) => ({ id: option, name: option }))
    return (
      <Select
        name={name}
        label={field.label}
        options={[{ id: unset, name: 'Not set' }, ...options]}
        defaultSelectedKey={value === undefined ? unset : String(value)}
      />
    )
  }
  return (
    <TextField
      name={name}
      label={field.label}
      description={hints[field.type]}
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
