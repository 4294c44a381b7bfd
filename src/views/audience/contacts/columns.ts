import type { AnalyticsFilters } from '../../../contract/analytics'
import type { ContactResource } from '../../../contract/contact'
import { contactExportColumns } from '../../../contract/contact-values'
import type { Key } from '../../../messages/audience-contacts/catalogue'
import type { Translate } from '../../../messages/catalogue'

/** A contact's own columns: an export's, but its id. */
type StandardColumnId = Exclude<(typeof contactExportColumns)[number], 'id'>

/**
 * A column of the contact table; `sort` names the list's sort field when it sorts. A custom
 * field's column has the field's own `label`; a standard one is named by the catalogue.
 */
export interface ContactColumn {
  id: string
  label?: string
  sort?: string
  /** Dates sort newest first on the first press. */
  descendingFirst?: boolean
}

export const standardColumns: readonly ContactColumn[] = [
  { id: 'phone', sort: 'phone' },
  { id: 'first_name', sort: 'first_name' },
  { id: 'last_name', sort: 'last_name' },
  { id: 'email', sort: 'email' },
  { id: 'country', sort: 'country' },
  { id: 'network' },
  { id: 'status', sort: 'status' },
  { id: 'source' },
  { id: 'tags' },
  { id: 'created_at', sort: 'created_at', descendingFirst: true },
  { id: 'updated_at', sort: 'updated_at', descendingFirst: true },
  {
    id: 'last_contacted_at',
    sort: 'last_contacted_at',
    descendingFirst: true,
  },
]

/** What a new user sees: who, how to reach them, and where they stand. */
export const defaultColumnIds = [
  'phone',
  'first_name',
  'last_name',
  'email',
  'country',
  'status',
  'tags',
  'created_at',
]

/** The team's custom fields are columns too: `custom.<key>`. */
export function columnsOf(customFields: AnalyticsFilters['custom_fields']): ContactColumn[] {
  return [
    ...standardColumns,
    ...customFields.map((field) => ({ id: `custom.${field.key}`, label: field.label })),
  ]
}

/** A contact's value in a column, as text (dates are formatted by the caller). */
export function cellText(t: Translate<Key>, contact: ContactResource, columnId: string): string {
  if (columnId.startsWith('custom.')) {
    const value = contact.custom_fields[columnId.slice('custom.'.length)]
    if (value === undefined) return ''
    if (typeof value === 'boolean') return t(value ? 'value.yes' : 'value.no')
    return String(value)
  }
  const value = contact[columnId as keyof ContactResource]
  if (Array.isArray(value)) return value.join(', ')
  return value === null || value === undefined ? '' : String(value)
}

const isStandard = (id: string): id is StandardColumnId =>
  id !== 'id' && contactExportColumns.some((column) => column === id)

/** A column's heading: a custom field's label, or the catalogue's name of a standard column. */
export const columnLabel = (t: Translate<Key>, column: ContactColumn) =>
  column.label ?? (isStandard(column.id) ? t(`column.${column.id}`) : column.id)

export const dateColumns = new Set(['created_at', 'updated_at', 'last_contacted_at'])

/** A person's name for labels: their name, else their number. */
export const contactName = (contact: Pick<ContactResource, 'first_name' | 'last_name' | 'phone'>) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.phone
