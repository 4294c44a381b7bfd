import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { FieldError, Input, Label, Text, TextField, useLocale } from 'react-aria-components'
import { phoneInput } from '../contract/constants'
import {
  countryOptions,
  createPhoneInputActors,
  type PhoneError,
  type PhoneOptions,
  type PhoneValue,
  phoneInputMachine,
  selectCountry,
  selectIsChecked,
  selectIsDetecting,
  selectPhoneValue,
  selectText,
  selectVisibleError,
} from '../machines/phoneInput'
import type { Translate } from '../messages/catalogue'
import designMessages, { type Key as DesignKey } from '../messages/design/catalogue'
import { useMessages } from '../messages/useMessages'
import { useJournaledActorRef } from '../services/journal/useJournaledActorRef'
import { CountrySelect } from './CountrySelect'
import { fieldLabel } from './fieldLabel.css'
import * as styles from './PhoneInput.css'

export interface PhoneInputProps extends Omit<PhoneOptions, 'required'> {
  label: string
  /** An empty field is an error once left. @default false */
  isRequired?: boolean
  description?: string
  /** @default 'Country' */
  countryLabel?: string
  defaultValue?: string
  name?: string
  onChange?: (value: PhoneValue) => void
  /** The user picked a country from the list (not a detected or default one). */
  onCountryPick?: (country: string) => void
  /** Where the country-by-IP lookup asks (with `autoDetect`). @default same-origin geo/country */
  countryLookupUrl?: string
}

const errorMessages: Record<Exclude<PhoneError, 'invalid'>, DesignKey> = {
  required: 'phoneInput.required',
  tooShort: 'phoneInput.tooShort',
  tooLong: 'phoneInput.tooLong',
  countryNotAllowed: 'phoneInput.countryNotAllowed',
  patternMismatch: 'phoneInput.patternMismatch',
}

/** What is wrong with the number, naming its country when one is chosen. */
function errorText(t: Translate<DesignKey>, error: PhoneError, country: string): string {
  if (error !== 'invalid') return t(errorMessages[error])
  return country ? t('phoneInput.invalidFor', { country }) : t('phoneInput.invalid')
}

/** The phone input: behaviour from the phoneInput machine, rules from libphonenumber-js. */
export default function PhoneInputField({
  label,
  description,
  countryLabel,
  defaultValue,
  name,
  onChange,
  onCountryPick,
  countryLookupUrl,
  isRequired,
  ...rules
}: PhoneInputProps) {
  const { locale } = useLocale()
  const t = useMessages(designMessages)
  const actor = useJournaledActorRef(
    phoneInputMachine.provide({ actors: createPhoneInputActors({ countryLookupUrl }) }),
    { input: { options: { ...rules, required: isRequired }, value: defaultValue } },
  )
  const text = useSelector(actor, selectText)
  const country = useSelector(actor, selectCountry)
  const error = useSelector(actor, selectVisibleError)
  const value = useSelector(actor, selectPhoneValue)
  const detecting = useSelector(actor, selectIsDetecting)
  const checked = useSelector(actor, selectIsChecked)
  const { context } = actor.getSnapshot()
  const countries = useMemo(
    () => countryOptions(locale, context.options),
    [locale, context.options],
  )
  const countryName = countries.find((option) => option.code === country)?.name ?? ''

  const fieldRef = useRef<HTMLDivElement>(null)
  const report = useRef(onChange)
  report.current = onChange
  useEffect(() => {
    report.current?.(value)
  }, [value])

  return (
    <div ref={fieldRef} className={styles.field} data-checked={checked || undefined}>
      <CountrySelect
        label={countryLabel}
        countries={countries}
        preferredCount={context.options.preferredCountries?.length ?? 0}
        value={country}
        onChange={(code) => {
          actor.send({ type: 'phone.selectCountry', country: code })
          onCountryPick?.(code)
        }}
      />
      <TextField
        className={styles.textField}
        value={text}
        onChange={(typed) => actor.send({ type: 'phone.type', text: typed })}
        onBlur={(event) => {
          // Going to its own country list is not leaving the phone input.
          if (!fieldRef.current?.contains(event.relatedTarget as Node | null)) {
            actor.send({ type: 'phone.blur' })
          }
        }}
        // Left to the form when the number reads well, so a server's 422 on the field shows.
        isInvalid={error !== null ? true : undefined}
        isRequired={isRequired}
        name={name}
        type="tel"
        autoComplete="tel"
        maxLength={phoneInput.maxInputLength}
      >
        <Label className={fieldLabel}>{label}</Label>
        <Input className={styles.input} dir="ltr" inputMode="tel" />
        {(description || detecting) && (
          <Text slot="description" className={styles.description}>
            {detecting ? t('phoneInput.detecting') : description}
          </Text>
        )}
        <FieldError className={styles.error}>
          {error ? errorText(t, error, countryName) : undefined}
        </FieldError>
      </TextField>
    </div>
  )
}
