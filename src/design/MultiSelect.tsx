import { useId, useLayoutEffect, useRef, useState } from 'react'
import {
  Autocomplete,
  Button,
  Input,
  ListBox,
  ListBoxItem,
  SearchField,
  type Selection,
  useFilter,
  useLocale,
} from 'react-aria-components'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { fieldLabel } from './fieldLabel.css'
import * as styles from './MultiSelect.css'

export interface MultiSelectOption {
  id: string
  name: string
  /** Said after the name, muted (a count, a kind). */
  detail?: string
}

export interface MultiSelectProps {
  label: string
  options: readonly MultiSelectOption[]
  /** The chosen ids. */
  value: readonly string[]
  onChange: (value: string[]) => void
  /** With a name, the chosen ids go with the surrounding form, comma-separated. */
  name?: string
  /** The search box's hint. @default 'Type to search' */
  placeholder?: string
  description?: string
  /** The server's messages about the choice (a 422). */
  errors?: readonly string[]
  /** Said when no option matches the search. @default 'Nothing matches.' */
  emptyText?: string
  /** The search box's name. @default 'Search <label>' */
  searchLabel?: string
  /** The list of options' own name, apart from the group's. @default the label */
  optionsLabel?: string
}

const idsOf = (keys: Selection, options: readonly MultiSelectOption[]) =>
  keys === 'all' ? options.map((option) => option.id) : [...keys].map(String)

/**
 * Any number of choices out of a long list: a search box filters the options as it is typed
 * (arrow keys move through them, Enter or Space toggles one), each shown with a checkbox.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  name,
  placeholder,
  description,
  errors = [],
  emptyText,
  searchLabel,
  optionsLabel,
}: MultiSelectProps) {
  const t = useMessages(designMessages)
  const { locale } = useLocale()
  const { contains } = useFilter({ sensitivity: 'base' })
  const { scroller, scrolls } = useScrolls()
  const ids = { label: useId(), description: useId(), errors: useId() }
  const describedBy = [description ? ids.description : '', errors.length > 0 ? ids.errors : '']
    .filter(Boolean)
    .join(' ')
  return (
    // biome-ignore lint/a11y/useSemanticElements: it groups a search box and a listbox, not form controls a fieldset would submit
    <div
      role="group"
      aria-labelledby={ids.label}
      className={styles.field}
      data-invalid={errors.length > 0 || undefined}
    >
      <span id={ids.label} className={fieldLabel}>
        {label}
      </span>
      <Autocomplete filter={contains}>
        <SearchField
          aria-label={
            searchLabel ?? t('multiSelect.search', { field: label.toLocaleLowerCase(locale) })
          }
          className={styles.search}
        >
          <Input
            className={styles.input}
            placeholder={placeholder ?? t('multiSelect.placeholder')}
          />
          <Button className={styles.clear} aria-label={t('multiSelect.clearSearch')}>
            ✕
          </Button>
        </SearchField>
        {/* A list long enough to scroll must be focusable (axe: scrollable-region-focusable); a short one is no Tab stop: the arrow keys in the search box move through its options. */}
        <div ref={scroller} className={styles.scroller} tabIndex={scrolls ? 0 : undefined}>
          <ListBox
            aria-label={optionsLabel}
            aria-labelledby={optionsLabel ? undefined : ids.label}
            aria-describedby={describedBy || undefined}
            selectionMode="multiple"
            items={options}
            selectedKeys={value}
            onSelectionChange={(keys) => onChange(idsOf(keys, options))}
            className={styles.listBox}
            renderEmptyState={() => (
              <p className={styles.empty}>{emptyText ?? t('multiSelect.empty')}</p>
            )}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    <span aria-hidden="true" className={styles.box}>
                      {isSelected ? '✓' : ''}
                    </span>
                    {option.name}
                    {option.detail && <span className={styles.detail}>{option.detail}</span>}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      </Autocomplete>
      {name && <input type="hidden" name={name} value={value.join(',')} />}
      {description && (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      )}
      {errors.length > 0 && (
        <p id={ids.errors} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}

/** Whether the element's content overflows it, measured again as either changes size. */
function useScrolls() {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [])
  return { scroller, scrolls }
}
