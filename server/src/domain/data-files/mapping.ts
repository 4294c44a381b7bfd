import type { CustomFieldShape } from '../../../../src/contract/custom-field-value'
import type { ColumnMapping } from '../../../../src/contract/data-file'
import { type FieldErrors, ValidationError } from '../../http/errors'
import { said, saidByContract } from '../../http/words'

/** Header spellings of each contact field, compared without case, spaces or punctuation. */
const synonyms: Record<string, readonly string[]> = {
  phone: [
    'phone',
    'phonenumber',
    'phoneno',
    'mobile',
    'mobilenumber',
    'mobileno',
    'mobilephone',
    'msisdn',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'number',
    'whatsapp',
  ],
  first_name: ['firstname', 'first', 'givenname', 'fname', 'forename', 'name'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail'],
  country: ['country', 'countrycode', 'countryiso', 'iso'],
  network: ['network', 'mccmnc', 'networkcode'],
  status: ['status', 'contactstatus'],
  tags: ['tags', 'tag', 'labels', 'label'],
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * The mapping the headers suggest: a contact field by its usual names, a custom field by its key
 * or label; each field taken by the first column that names it; everything else `ignore`.
 */
export function suggestMapping(
  columns: readonly string[],
  fields: ReadonlyMap<string, CustomFieldShape>,
): ColumnMapping {
  const taken = new Set<string>()
  const mapping: ColumnMapping = {}
  for (const column of columns) {
    const name = normalise(column)
    const custom = [...fields.values()].find(
      (field) => normalise(field.key) === name || normalise(field.label) === name,
    )
    const target = custom
      ? `custom.${custom.key}`
      : Object.entries(synonyms).find(([, names]) => names.includes(name))?.[0]
    if (target && !taken.has(target)) {
      taken.add(target)
      mapping[column] = target
    } else mapping[column] = 'ignore'
  }
  return mapping
}

/**
 * Checks a mapping against the file and the team: every column named must be one of the file's,
 * no field may take two columns, custom fields must exist, and one column must be the phone.
 */
export function checkMapping(
  mapping: ColumnMapping,
  columns: readonly string[],
  fields: ReadonlyMap<string, CustomFieldShape>,
): void {
  const errors: FieldErrors = {}
  const owner = new Map<string, string>()
  for (const [column, target] of Object.entries(mapping)) {
    const key = `mapping.${column}`
    if (!columns.includes(column)) {
      errors[key] = [said('dataFile.noColumn', { column })]
      continue
    }
    if (target === 'ignore') continue
    const customKey = target.startsWith('custom.') ? target.slice('custom.'.length) : null
    if (customKey !== null && !fields.has(customKey)) {
      errors[key] = [saidByContract('customValue.unknownField', { key: customKey })]
      continue
    }
    const first = owner.get(target)
    if (first !== undefined) {
      errors[key] = [said('dataFile.columnTaken', { column: first, target })]
      continue
    }
    owner.set(target, column)
  }
  if (!owner.has('phone') && Object.keys(errors).length === 0)
    errors.mapping = ['dataFile.phoneUnmapped']
  if (Object.keys(errors).length > 0) throw ValidationError.fields(errors)
}
