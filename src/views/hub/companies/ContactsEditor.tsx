import { useId, useRef, useState } from 'react'
import type { CompanyContact } from '../../../contract/company'
import { companyLimits } from '../../../contract/constants'
import { Button } from '../../../design/Button'
import { PhoneInput } from '../../../design/PhoneInput'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import type { PhoneValue } from '../../../machines/phoneInput'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import * as styles from './contacts.css'

const field = (index: number, name: string) => `contacts.${index}.${name}`
const blankAsNull = (text: string | undefined) => (text?.trim() ? text.trim() : null)

/**
 * The contacts a filled form sends, in the order shown: the phone in E.164 when the phone input
 * read it, else as typed (the server says what is wrong with it at `contacts.<n>.phone`).
 */
export function contactsOf(values: FormValues): CompanyContact[] {
  const contacts: CompanyContact[] = []
  for (let index = 0; values[field(index, 'name')] !== undefined; index += 1)
    contacts.push({
      name: values[field(index, 'name')]?.trim() ?? '',
      email: blankAsNull(values[field(index, 'email')]),
      phone: blankAsNull(values[field(index, 'e164')] || values[field(index, 'phone')]),
      role: blankAsNull(values[field(index, 'role')]),
    })
  return contacts
}

/**
 * A company's contacts: each with a name, email, phone (the app's phone input) and role, named
 * `contacts.<n>.<field>` so a 422 lands on the field it is about; added and removed by button.
 */
export function ContactsEditor({
  initial,
  errors,
  onChange,
}: {
  initial: readonly CompanyContact[]
  /** Messages about the whole list (too many), from the form's last rejection. */
  errors: readonly string[]
  onChange: () => void
}) {
  const t = useMessages(messages)
  const next = useRef(0)
  const newRow = (contact: CompanyContact | null) => {
    next.current += 1
    return { id: next.current, contact }
  }
  const [rows, setRows] = useState(() => initial.map(newRow))
  const errorId = useId()
  return (
    <fieldset
      name="contacts"
      className={styles.contacts}
      aria-describedby={errors.length > 0 ? errorId : undefined}
    >
      <legend className={styles.legend}>{t('contacts.legend')}</legend>
      {rows.length === 0 && <p className={styles.hint}>{t('contacts.none')}</p>}
      {errors.length > 0 && (
        <p id={errorId} role="alert" className={styles.hint}>
          {errors.join(' ')}
        </p>
      )}
      {rows.map((row, index) => (
        <ContactRow
          key={row.id}
          index={index}
          contact={row.contact}
          onRemove={() => {
            setRows((current) => current.filter((candidate) => candidate.id !== row.id))
            onChange()
          }}
        />
      ))}
      <div>
        <Button
          isDisabled={rows.length >= companyLimits.contactsMax}
          onPress={() => {
            setRows((current) => [...current, newRow(null)])
            onChange()
          }}
        >
          {t('contacts.add')}
        </Button>
      </div>
    </fieldset>
  )
}

function ContactRow({
  index,
  contact,
  onRemove,
}: {
  index: number
  contact: CompanyContact | null
  onRemove: () => void
}) {
  const t = useMessages(messages)
  const number = index + 1
  const [e164, setE164] = useState('')
  const headingId = useId()
  return (
    <section className={styles.contact} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.contactTitle}>
        {t('contacts.title', { number })}
      </h3>
      <TextField
        name={field(index, 'name')}
        label={t('form.contactName')}
        defaultValue={contact?.name ?? ''}
        maxLength={companyLimits.contactNameMaxLength}
        autoFocus={contact === null}
        isRequired
      />
      <TextField
        name={field(index, 'email')}
        label={t('form.contactEmail')}
        type="email"
        defaultValue={contact?.email ?? ''}
      />
      <PhoneInput
        name={field(index, 'phone')}
        label={t('form.contactPhone')}
        countryLabel={t('contacts.phoneCountry')}
        defaultValue={contact?.phone ?? undefined}
        onChange={(value: PhoneValue) =>
          setE164(
            value.valid && value.countryCode ? `+${value.countryCode}${value.nationalNumber}` : '',
          )
        }
      />
      <input type="hidden" name={field(index, 'e164')} value={e164} />
      <TextField
        name={field(index, 'role')}
        label={t('contacts.role')}
        description={t('contacts.roleHint')}
        defaultValue={contact?.role ?? ''}
        maxLength={companyLimits.contactRoleMaxLength}
      />
      <div>
        <Button tone="danger" onPress={onRemove}>
          {t('contacts.remove', { number })}
        </Button>
      </div>
    </section>
  )
}
