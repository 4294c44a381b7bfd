import { useState } from 'react'
import type { AnalyticsFilters } from '../../../contract/analytics'
import { contactSources, contactStatuses } from '../../../contract/contact'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { Select, type SelectOption } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { type ContactsSearch, isFiltered, listItems } from './contactSearch'
import * as styles from './contacts.css'
import { sourceNames, statusNames } from './contactWords'

/** The "no filter" choice of a single-choice filter. */
const any = '__any'

type CustomField = AnalyticsFilters['custom_fields'][number]

/** A choice list that also shows a value from the URL the team has no contact with yet. */
function choicesOf(anyName: string, known: SelectOption[], current: string | undefined) {
  const listed = current && !known.some((option) => option.id === current)
  return [{ id: any, name: anyName }, ...known, ...(listed ? [{ id: current, name: current }] : [])]
}

/**
 * The list's filters: status and source (any of several), country, network and tag (one each,
 * from the values the team's contacts have), and one per custom field. Each change is in the
 * URL at once and goes back to the first page.
 */
export function ContactFilters({
  search,
  options,
  onChange,
}: {
  search: ContactsSearch
  options: AnalyticsFilters | null
  onChange: (change: Partial<ContactsSearch>) => void
}) {
  const single = (name: 'country' | 'network' | 'tag') => (key: unknown) =>
    onChange({ [name]: key === any || key === null ? undefined : String(key) })
  const counted = (values: AnalyticsFilters['countries']) =>
    values.map((value) => ({ id: value.value, name: `${value.label} (${value.count})` }))

  return (
    <search aria-labelledby="contact-filters-title" className={styles.filters}>
      <div className={styles.filtersTitle}>
        <h2 id="contact-filters-title" className={styles.filtersHeading}>
          Filters
        </h2>
        {isFiltered(search) && (
          <Button onPress={() => onChange(clearedFilters(search))}>Clear filters</Button>
        )}
      </div>
      <CheckboxGroup
        label="Status"
        options={contactStatuses.map((id) => ({ id, name: statusNames[id] }))}
        value={listItems(search.status ?? '')}
        onChange={(ids) => onChange({ status: ids.join(',') || undefined })}
      />
      <CheckboxGroup
        label="Source"
        options={contactSources.map((id) => ({ id, name: sourceNames[id] }))}
        value={listItems(search.source ?? '')}
        onChange={(ids) => onChange({ source: ids.join(',') || undefined })}
      />
      <Select
        label="Country"
        options={choicesOf('Any country', counted(options?.countries ?? []), search.country)}
        selectedKey={search.country ?? any}
        onSelectionChange={single('country')}
      />
      <Select
        label="Network"
        options={choicesOf('Any network', counted(options?.networks ?? []), search.network)}
        selectedKey={search.network ?? any}
        onSelectionChange={single('network')}
      />
      <Select
        label="Tag"
        options={choicesOf(
          'Any tag',
          (options?.tags ?? []).map((tag) => ({ id: tag.name, name: tag.name })),
          search.tag,
        )}
        selectedKey={search.tag ?? any}
        onSelectionChange={single('tag')}
      />
      {(options?.custom_fields ?? []).map((field) => (
        <CustomFilter
          key={field.key}
          field={field}
          value={search[`custom.${field.key}`]}
          onChange={(value) => onChange({ [`custom.${field.key}`]: value || undefined })}
        />
      ))}
    </search>
  )
}

/** Every filter and the search emptied, as a change to the URL. */
function clearedFilters(search: ContactsSearch): Partial<ContactsSearch> {
  const change: Record<string, undefined> = { q: undefined }
  for (const name of Object.keys(search))
    if (name !== 'size' && name !== 'sort' && name !== 'contact') change[name] = undefined
  return change
}

const booleanChoices = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
]

/** One custom field's filter: a choice for select and yes/no fields, else typed text. */
function CustomFilter({
  field,
  value,
  onChange,
}: {
  field: CustomField
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  if (field.type === 'select' || field.type === 'boolean') {
    const known =
      field.type === 'boolean'
        ? booleanChoices
        : field.options.map((option) => ({ id: option, name: option }))
    return (
      <Select
        label={field.label}
        options={choicesOf('Any', known, value)}
        selectedKey={value ?? any}
        onSelectionChange={(key) => onChange(key === any || key === null ? undefined : String(key))}
      />
    )
  }
  return <TypedFilter field={field} value={value ?? ''} onChange={onChange} />
}

const placeholders: Partial<Record<CustomField['type'], string>> = {
  date: 'YYYY-MM-DD',
  number: 'A number',
}

/** Text, number and date filters apply when the field is left or Enter is pressed. */
function TypedFilter({
  field,
  value,
  onChange,
}: {
  field: CustomField
  value: string
  onChange: (value: string | undefined) => void
}) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  const apply = () => {
    if (text.trim() !== value) onChange(text.trim() || undefined)
  }
  return (
    <TextField
      label={field.label}
      description="Exact value; Enter applies it."
      placeholder={placeholders[field.type]}
      value={text}
      onChange={setText}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply()
      }}
    />
  )
}
