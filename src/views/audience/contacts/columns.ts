import type { AnalyticsFilters } from '../../../contract/analytics'
import type { ContactResource } from '../../../contract/contact'

/** A column of the contact table; `sort` names the list's sort field when it sorts. */
export interface ContactColumn {
  id: string
  label: string
  sort?: string
  /** Dates sort newest first on the first press. */
  descendingFirst?: boolean
}

export const standardColumns: readonly ContactColumn[] = [
  { id: 'phone', label: 'Phone', sort: 'phone' },
  { id: 'first_name', label: 'First name', sort: 'first_name' },
  { id: 'last_name', label: 'Last name', sort: 'last_name' },
  { id: 'email', label: 'Email', sort: 'email' },
  { id: 'country', label: 'Country', sort: 'country' },
  { id: 'network', label: 'Network' },
  { id: 'status', label: 'Status', sort: 'status' },
  { id: 'source', label: 'Source' },
  { id: 'tags', label: 'Tags' },
  { id: 'created_at', label: 'Added', sort: 'created_at', descendingFirst: true },
  { id: 'updated_at', label: 'Updated', sort: 'updated_at', descendingFirst: true },
  {
    id: 'last_contacted_at',
    label: 'Last contacted',
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
export function cellText(contact: ContactResource, columnId: string): string {
  if (columnId.startsWith('custom.')) {
    const value = contact.custom_fields[columnId.slice('custom.'.length)]
    if (value === undefined) return ''
    if (typeof value === 'boolean') return value ? 'Yes' : 'No'
    return String(value)
  }
  const value = contact[columnId as keyof ContactResource]
  if (Array.isArray(value)) return value.join(', ')
  return value === null || value === undefined ? '' : String(value)
}

export const dateColumns = new Set(['created_at', 'updated_at', 'last_contacted_at'])

/** A person's name for labels: their name, else their number. */
export const contactName = (contact: Pick<ContactResource, 'first_name' | 'last_name' | 'phone'>) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.phone
