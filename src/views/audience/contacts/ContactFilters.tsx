import { useState } from 'react'
import type { AnalyticsFilters } from '../../../contract/analytics'
import { contactSources, contactStatuses } from '../../../contract/contact'
import { Button } from '../../../design/Button'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { Select, type SelectOption } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { type ContactsSearch, isFiltered, listItems } from './contactSearch'
import * as styles from './contacts.css'
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

  return (
    <search aria-labelledby="contact-filters-title" className={styles.filters}>
      <div className={styles.filtersTitle}>
        <h2 id="contact-filters-title" className={styles.filtersHeading}>
          {t('filters.title')}
        </h2>
        {isFiltered(search) && (
          <Button onPress={() => onChange(clearedFilters(search))}>{t('filters.clear')}</Button>
        )}
      </div>
      <CheckboxGroup
        label={t('column.status')}
        options={contactStatuses.map((id) => ({ id, name: statusName(words, id) }))}
        value={listItems(search.status ?? '')}
        onChange={(ids) => onChange({ status: ids.join(',') || undefined })}
      />
      <CheckboxGroup
        label={t('column.source')}
        options={contactSources.map((id) => ({ id, name: sourceName(words, id) }))}
        value={listItems(search.source ?? '')}
        onChange={(ids) => onChange({ source: ids.join(',') || undefined })}
      />
      <Select
        label={t('column.country')}
        options={choicesOf(
          t('filters.anyCountry'),
          counted(options?.countries ?? []),
          search.country,
        )}
        selectedKey={search.country ?? any}
        onSelectionChange={single('country')}
      />
      <Select
        label={t('column.network')}
        options={choicesOf(
          t('filters.anyNetwork'),
          counted(options?.networks ?? []),
          search.network,
        )}
        selectedKey={search.network ?? any}
        onSelectionChange={single('network')}
      />
      <Select
        label={t('filters.tag')}
        options={choicesOf(
          t('filters.anyTag'),
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
      <Select
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
