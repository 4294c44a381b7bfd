import { useState } from 'react'
import type { AnalyticsFilters } from '../../../contract/analytics'
import { contactSources, contactStatuses } from '../../../contract/contact-values'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import {
  ChipSelect,
  chosenName,
  type FilterChip,
  FilterChips,
  useNamesText,
} from '../../../design/FilterChips'
import type { SelectOption } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { type ContactsSearch, isFiltered, listItems } from './contactSearch'
import { sourceName, statusName } from './contactWords'

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
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const single = (name: 'country' | 'network' | 'tag') => (key: unknown) =>
    onChange({ [name]: key === any || key === null ? undefined : String(key) })
  const counted = (values: AnalyticsFilters['countries']) =>
    values.map((value) => ({
      id: value.value,
      name: t('filters.counted', { label: value.label, count: value.count }),
    }))

  const names = useNamesText()
  const countries = counted(options?.countries ?? [])
  const networks = counted(options?.networks ?? [])
  const tags = (options?.tags ?? []).map((tag) => ({ id: tag.name, name: tag.name }))
  const statuses = contactStatuses.map((id) => ({ id, name: statusName(words, id) }))
  const sources = contactSources.map((id) => ({ id, name: sourceName(words, id) }))
  const chosen = (known: SelectOption[], value: string | undefined) =>
    names(listItems(value ?? '').map((id) => chosenName(known, id) ?? id))

  const filters: FilterChip[] = [
    {
      id: 'status',
      name: t('column.status'),
      value: chosen(statuses, search.status),
      onClear: () => onChange({ status: undefined }),
      content: (
        <CheckboxGroup
          label={t('column.status')}
          options={statuses}
          value={listItems(search.status ?? '')}
          onChange={(ids) => onChange({ status: ids.join(',') || undefined })}
        />
      ),
    },
    {
      id: 'source',
      name: t('column.source'),
      value: chosen(sources, search.source),
      onClear: () => onChange({ source: undefined }),
      content: (
        <CheckboxGroup
          label={t('column.source')}
          options={sources}
          value={listItems(search.source ?? '')}
          onChange={(ids) => onChange({ source: ids.join(',') || undefined })}
        />
      ),
    },
    {
      id: 'country',
      name: t('column.country'),
      value: chosenName(countries, search.country),
      onClear: () => onChange({ country: undefined }),
      content: (
        <ChipSelect
          label={t('column.country')}
          options={choicesOf(t('filters.anyCountry'), countries, search.country)}
          selectedKey={search.country ?? any}
          onSelectionChange={single('country')}
        />
      ),
    },
    {
      id: 'tag',
      name: t('filters.tag'),
      value: search.tag,
      onClear: () => onChange({ tag: undefined }),
      content: (
        <ChipSelect
          label={t('filters.tag')}
          options={choicesOf(t('filters.anyTag'), tags, search.tag)}
          selectedKey={search.tag ?? any}
          onSelectionChange={single('tag')}
        />
      ),
    },
    {
      id: 'network',
      name: t('column.network'),
      value: chosenName(networks, search.network),
      onClear: () => onChange({ network: undefined }),
      isSecondary: true,
      content: (
        <ChipSelect
          label={t('column.network')}
          options={choicesOf(t('filters.anyNetwork'), networks, search.network)}
          selectedKey={search.network ?? any}
          onSelectionChange={single('network')}
        />
      ),
    },
    ...(options?.custom_fields ?? []).map((field) => {
      const value = search[`custom.${field.key}`]
      return {
        id: `custom.${field.key}`,
        name: field.label,
        value:
          field.type === 'boolean' && value !== undefined
            ? t(value === 'true' ? 'value.yes' : 'value.no')
            : value,
        onClear: () => onChange({ [`custom.${field.key}`]: undefined }),
        isSecondary: true,
        content: (
          <CustomFilter
            field={field}
            value={value}
            onChange={(next) => onChange({ [`custom.${field.key}`]: next || undefined })}
          />
        ),
      }
    }),
  ]

  return (
    <FilterChips
      label={t('filters.title')}
      filters={filters}
      onClearAll={isFiltered(search) ? () => onChange(clearedFilters(search)) : undefined}
    />
  )
}

/** Every filter and the search emptied, as a change to the URL. */
function clearedFilters(search: ContactsSearch): Partial<ContactsSearch> {
  const change: Record<string, undefined> = { q: undefined }
  for (const name of Object.keys(search))
    if (name !== 'size' && name !== 'sort' && name !== 'contact') change[name] = undefined
  return change
}

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
  const t = useMessages(messages)
  if (field.type === 'select' || field.type === 'boolean') {
    const known =
      field.type === 'boolean'
        ? [
            { id: 'true', name: t('value.yes') },
            { id: 'false', name: t('value.no') },
          ]
        : field.options.map((option) => ({ id: option, name: option }))
    return (
      <ChipSelect
        label={field.label}
        options={choicesOf(t('filters.any'), known, value)}
        selectedKey={value ?? any}
        onSelectionChange={(key) => onChange(key === any || key === null ? undefined : String(key))}
      />
    )
  }
  return <TypedFilter field={field} value={value ?? ''} onChange={onChange} />
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
  const t = useMessages(messages)
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
      description={t('filters.exactValue')}
      placeholder={
        field.type === 'date'
          ? t('filters.datePlaceholder')
          : field.type === 'number'
            ? t('filters.numberPlaceholder')
            : undefined
      }
      value={text}
      onChange={setText}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply()
      }}
    />
  )
}
