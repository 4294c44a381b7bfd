import type { ReactNode } from 'react'
import { Button, useLocale } from 'react-aria-components'
import messages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import * as styles from './FilterChips.css'
import { Icon } from './Icon'
import { lazyOnIntent } from './lazyOnIntent'
import { PopoverDialogTrigger } from './PopoverDialogTrigger'
import type { SelectOption, SelectProps } from './Select'

export interface FilterChip {
  id: string
  /** The filter's name: on its chip and as its popover's title. */
  name: string
  /** The value in force, in words; absent while the filter is off. */
  value?: string
  /** Turns the filter off; offered on the chip while it has a value. */
  onClear?: () => void
  /** The filter's own fields, shown in its popover. */
  content: ReactNode
  /** Kept under "More filters" until it has a value. @default false */
  isSecondary?: boolean
}

/**
 * A list's filters as one row of chips, so the list itself starts near the top of the page.
 * Each chip names its filter and its value and opens the filter's fields in a popover (Escape
 * closes it and focus returns to the chip); secondary filters wait under "More filters" and get
 * their own chip once they have a value.
 */
export function FilterChips({
  label,
  filters,
  onClearAll,
  isFiltered,
  children,
}: {
  /** Whether "Clear filters" is offered; a search field beside the chips counts too. @default any chip has a value */
  isFiltered?: boolean
  /** The bar's other controls, before the chips: a search field, the order. */
  children?: ReactNode
  /** The bar's accessible name. */
  label: string
  filters: readonly FilterChip[]
  /** Offered while any filter has a value. */
  onClearAll?: () => void
}) {
  const t = useMessages(messages)
  const shown = filters.filter((filter) => !filter.isSecondary || filter.value)
  // A secondary filter stays under "More filters" once set too, so choosing there keeps its popover open.
  const more = filters.filter((filter) => filter.isSecondary)
  const anySet = isFiltered ?? filters.some((filter) => filter.value)
  return (
    <search aria-label={label} className={styles.bar}>
      {children}
      {shown.map((filter) => (
        <Chip key={filter.id} filter={filter} />
      ))}
      {more.length > 0 && (
        <div className={styles.chip}>
          <FilterPopover trigger={t('filterChips.more')} title={t('filterChips.more')}>
            {more.map((filter) => (
              <section key={filter.id} aria-label={filter.name}>
                {filter.content}
              </section>
            ))}
          </FilterPopover>
        </div>
      )}
      {onClearAll && anySet && (
        <Button className={styles.clearAll} onPress={onClearAll}>
          {t('filterChips.clearAll')}
        </Button>
      )}
    </search>
  )
}

function Chip({ filter }: { filter: FilterChip }) {
  const t = useMessages(messages)
  const { name, value, onClear } = filter
  return (
    <div className={styles.chip} data-active={value ? true : undefined}>
      <FilterPopover trigger={value ? t('filterChips.chip', { name, value }) : name} title={name}>
        {filter.content}
      </FilterPopover>
      {value && onClear && (
        <Button
          className={styles.clearButton}
          aria-label={t('filterChips.clear', { name })}
          onPress={onClear}
        >
          <Icon name="lucide:x" />
        </Button>
      )}
    </div>
  )
}

/** A chip's button and the popover dialog it opens (fetched on intent). */
function FilterPopover({
  trigger,
  title,
  children,
}: {
  trigger: string
  title: string
  children: ReactNode
}) {
  return (
    <PopoverDialogTrigger
      trigger={(props) => (
        <Button className={styles.chipButton} {...props}>
          {trigger}
        </Button>
      )}
      title={title}
      preload={chipSelect.preload}
      placement="bottom start"
      popoverClassName={styles.popover}
      dialogClassName={styles.dialog}
      titleClassName={styles.title}
    >
      {children}
    </PopoverDialogTrigger>
  )
}

/** Several chosen names as one value for a chip ("Active, Blocked"), in the interface locale. */
export function useNamesText() {
  const { locale } = useLocale()
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
  return (names: readonly string[]) => (names.length > 0 ? list.format(names) : undefined)
}

/** A chip's value for a choice among options: the chosen option's name (its id if unlisted). */
export function chosenName(
  options: readonly { id: string; name: string }[],
  id: string | undefined,
) {
  return id === undefined ? undefined : (options.find((option) => option.id === id)?.name ?? id)
}

/**
 * A chip's Select, fetched with the chip's popover (the chip's intent preloads both): the popover
 * waits for it, so the Select is there when the popover opens and the focus never rests on a
 * stand-in that is then replaced.
 */
const chipSelect = lazyOnIntent<SelectProps>(() =>
  import('./Select').then(({ Select }) => ({ default: Select })),
)

/** A Select inside a chip's popover: fetched with the popover, which waits for it (see above). */
export const ChipSelect = chipSelect.Component

/**
 * A filter that is one choice out of a list: its chip names the choice, its popover holds a
 * Select. `any` is the option's id that filters nothing; `onChange` gets undefined for it.
 */
export function choiceFilter({
  any,
  options,
  selected,
  onChange,
  value = chosenName(options, selected),
  ...chip
}: Pick<FilterChip, 'id' | 'name' | 'value' | 'isSecondary'> & {
  any: string
  options: readonly SelectOption[]
  selected: string | undefined
  onChange: (id: string | undefined) => void
}): FilterChip {
  return {
    ...chip,
    value,
    onClear: () => onChange(undefined),
    content: (
      <ChipSelect
        label={chip.name}
        options={options}
        selectedKey={selected ?? any}
        onSelectionChange={(key) => onChange(key === any || key === null ? undefined : String(key))}
      />
    ),
  }
}
