import { mappableFields } from '../../../contract/data-file'
import type { SelectOption } from '../../../design/Select'
import type { MappableField } from '../../../machines/dataImport'

const ignore = 'ignore'

const fieldNames: Record<(typeof mappableFields)[number], string> = {
  phone: 'Phone',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  country: 'Country',
  network: 'Network (MCC/MNC)',
  status: 'Status',
  tags: 'Tags',
}

/**
 * What a column may fill: nothing, a contact field, or one of the team's custom fields. A
 * mapping may name a custom field that is gone (the mapping of an earlier import): it is offered
 * as it is, marked, so the choice on screen is the one that will be sent.
 */
export function targetOptions(fields: readonly MappableField[], mapping: Record<string, string>) {
  const options: SelectOption[] = [
    { id: ignore, name: "Don't import" },
    ...mappableFields.map((field) => ({ id: field, name: fieldNames[field] })),
    ...fields.map((field) => ({
      id: `custom.${field.key}`,
      name: `${field.label} (custom field)`,
    })),
  ]
  const known = new Set(options.map((option) => option.id))
  for (const target of new Set(Object.values(mapping))) {
    if (!known.has(target)) options.push({ id: target, name: `${target} (no such field)` })
  }
  return options
}
