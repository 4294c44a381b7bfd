import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useContext, useEffect, useRef } from 'react'
import {
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectStateContext,
  SelectValue,
  useLocale,
} from 'react-aria-components'
import type { FindableCountry } from '../machines/phoneInput/countryFinder'
// The machine and finder only: the phone metadata stays out of this component's imports.
import { countryListMachine } from '../machines/phoneInput/countryList.machine'
import {
  selectFound,
  selectIsFinding,
  selectIsListOpen,
  selectPlacement,
} from '../machines/phoneInput/selectors'
import designMessages from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import * as styles from './CountrySelect.css'
import { fieldLabel } from './fieldLabel.css'
import { Icon } from './Icon'

export interface CountrySelectProps {
  /** @default 'Country' */
  label?: string
  countries: FindableCountry[]
  /** How many countries at the top are the preferred ones (set apart by a line). @default 0 */
  preferredCount?: number
  value: string | null
  onChange: (country: string) => void
  isDisabled?: boolean
}

const isTypeToFindKey = (event: KeyboardEvent, searching: boolean) =>
  event.key.length === 1 &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  (event.key !== ' ' || searching)

/**
 * The country list of the phone input: a React Aria Select whose type-to-find (reset after a
 * pause) and placement (above when there is little room below) come from the countryList machine.
 */
export function CountrySelect({
  label,
  countries,
  preferredCount = 0,
  value,
  onChange,
  isDisabled,
}: CountrySelectProps) {
  const { locale } = useLocale()
  const t = useMessages(designMessages)
  const actor = useJournaledActorRef(countryListMachine, { input: { countries, locale } })
  const isOpen = useSelector(actor, selectIsListOpen)
  const placement = useSelector(actor, selectPlacement)
  const found = useSelector(actor, selectFound)
  const finding = useSelector(actor, selectIsFinding)
  const selectRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    actor.send({ type: 'countryList.setCountries', countries })
  }, [actor, countries])

  const onOpenChange = (open: boolean) => {
    const bottom = selectRef.current?.getBoundingClientRect().bottom ?? 0
    actor.send(
      open
        ? { type: 'countryList.open', spaceBelow: window.innerHeight - bottom }
        : { type: 'countryList.close' },
    )
  }

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!isTypeToFindKey(event, actor.getSnapshot().context.search !== '')) return
    event.preventDefault()
    event.stopPropagation()
    actor.send({ type: 'countryList.find', key: event.key })
  }

  return (
    <div onKeyDownCapture={onKeyDownCapture} data-finding={finding || undefined}>
      <Select
        ref={selectRef}
        className={styles.select}
        value={value}
        onChange={(key: Key | null) => key !== null && onChange(String(key))}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDisabled={isDisabled}
        placeholder={t('phoneInput.countryPlaceholder')}
      >
        <Label className={fieldLabel}>{label ?? t('phoneInput.country')}</Label>
        <Button className={styles.trigger}>
          <SelectValue<FindableCountry>>
            {({ selectedItem, defaultChildren }) =>
              selectedItem ? (
                <span>
                  {selectedItem.code}{' '}
                  <span className={styles.dialCode}>{selectedItem.dialCode}</span>
                </span>
              ) : (
                defaultChildren
              )
            }
          </SelectValue>
          <Icon name="lucide:chevron-down" />
        </Button>
        <Popover
          className={styles.popover}
          placement={placement === 'top' ? 'top start' : 'bottom start'}
          shouldFlip={false}
        >
          <ListBox className={styles.listBox} items={countries}>
            {(country) => (
              <ListBoxItem
                id={country.code}
                textValue={`${country.name} ${country.dialCode}`}
                className={[
                  styles.option,
                  countries.indexOf(country) === preferredCount - 1 && styles.separator,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <span>{country.name}</span>
                <span className={styles.dialCode}>{country.dialCode}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
        <FoundCountry found={found} onChange={onChange} />
      </Select>
    </div>
  )
}

/** Moves to the country type-to-find found: focus in the open list, selection when closed. */
function FoundCountry({
  found,
  onChange,
}: {
  found: string | null
  onChange: (country: string) => void
}) {
  const state = useContext(SelectStateContext)
  const report = useRef(onChange)
  report.current = onChange
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to what was found, not to the list state
  useEffect(() => {
    if (!found || !state) return
    if (state.isOpen) state.selectionManager.setFocusedKey(found)
    else report.current(found)
  }, [found])
  return null
}
