import { mappableFields } from '../../../contract/data-file'
import type { SelectOption } from '../../../design/Select'
import type { MappableField } from '../../../machines/dataImport'
import type { Key } from '../../../messages/audience-uploads/catalogue'
import type { Translate } from '../../../messages/catalogue'

const ignore = 'ignore'

/**
 * What a column may fill: nothing, a contact field, or one of the team's custom fields. A
 * mapping may name a custom field that is gone (the mapping of an earlier import): it is offered
 * as it is, marked, so the choice on screen is the one that will be sent.
 */
export function targetOptions(
  t: Translate<Key>,
  fields: readonly MappableField[],
  mapping: Record<string, string>,
) {
  const options: SelectOption[] = [
    { id: ignore, name: t('target.ignore') },
    ...mappableFields.map((field) => ({ id: field, name: t(`target.${field}`) })),
    ...fields.map((field) => ({
      id: `custom.${field.key}`,
      name: t('target.custom', { label: field.label }),
    })),
  ]
  const known = new Set(options.map((option) => option.id))
  for (const target of new Set(Object.values(mapping))) {
    if (!known.has(target)) options.push({ id: target, name: t('target.missing', { target }) })
  }
  return options
}
