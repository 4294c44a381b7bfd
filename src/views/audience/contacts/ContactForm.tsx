import { useRef } from 'react'
import { audienceLimits } from '../../../contract/constants'
import type { ContactResource } from '../../../contract/contact'
import type { ContactRequest } from '../../../contract/contact-request'
import { contactStatuses } from '../../../contract/contact-values'
import { PhoneInput } from '../../../design/PhoneInput'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import type { PhoneValue } from '../../../machines/phoneInput'
import audienceMessages from '../../../messages/audience/catalogue'
import messages from '../../../messages/audience-contacts/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { contactsApi } from './contactsApi'
import { statusName } from './contactWords'
import {
  type CustomField,
  CustomFieldInput,
  customFieldName,
  customValueOf,
} from './customFieldInput'
import { tagNamesOf } from './TagDialog'

/** The request of the form: the number in E.164 when the phone input read it, else as typed. */
export function contactRequestOf(
  values: FormValues,
  customFields: readonly CustomField[],
  phone: PhoneValue | null,
): ContactRequest {
  const e164 =
    phone?.valid && phone.countryCode ? `+${phone.countryCode}${phone.nationalNumber}` : null
  return {
    phone: e164 ?? values.phone ?? '',
    ...(phone?.country ? { country: phone.country } : {}),
    first_name: values.first_name?.trim() || null,
    last_name: values.last_name?.trim() || null,
    email: values.email?.trim() || null,
    status: (values.status as ContactRequest['status']) ?? 'active',
    tags: tagNamesOf(values.tags ?? ''),
    custom_fields: Object.fromEntries(
      customFields.map((field) => [
        field.key,
        customValueOf(field, values[customFieldName(field.key)]),
      ]),
    ),
  }
}

/**
 * A contact's fields, for a new contact (manual, keyed on its phone) or an existing one. Custom
 * field values are checked by their type before sending; the server's 422 shows at the field.
 */
export function ContactForm({
  contact,
  customFields,
  onSaved,
}: {
  contact: ContactResource | null
  customFields: readonly CustomField[]
  onSaved: (contact: ContactResource) => void
}) {
  const t = useMessages(messages)
  const words = useMessages(audienceMessages)
  const phone = useRef<PhoneValue | null>(null)
  const form = useApiForm<ContactResource>({
    submit: (values, signal) => {
      const request = contactRequestOf(values, customFields, phone.current)
      return contact
        ? contactsApi.update(contact.id, request, signal)
        : contactsApi.create(request, signal)
    },
    onSuccess: onSaved,
  })

  return (
    <ApiForm
      actor={form}
      submitLabel={t(contact ? 'form.save' : 'form.create')}
      aria-label={t(contact ? 'form.details' : 'form.new')}
    >
      <PhoneInput
        name="phone"
        label={t('column.phone')}
        countryLabel={t('form.phoneCountry')}
        description={t('form.phoneHint')}
        defaultValue={contact?.phone}
        defaultCountry={contact?.country ?? undefined}
        autoDetect
        isRequired
        onChange={(value) => {
          phone.current = value
        }}
      />
      <TextField
        name="first_name"
        label={t('column.first_name')}
        autoComplete="off"
        defaultValue={contact?.first_name ?? ''}
        maxLength={audienceLimits.nameMaxLength}
      />
      <TextField
        name="last_name"
        label={t('column.last_name')}
        autoComplete="off"
        defaultValue={contact?.last_name ?? ''}
        maxLength={audienceLimits.nameMaxLength}
      />
      <TextField
        name="email"
        type="email"
        label={t('column.email')}
        autoComplete="off"
        defaultValue={contact?.email ?? ''}
      />
      <Select
        name="status"
        label={t('column.status')}
        options={contactStatuses.map((id) => ({ id, name: statusName(words, id) }))}
        defaultSelectedKey={contact?.status ?? 'active'}
      />
      <TextField
        name="tags"
        label={t('column.tags')}
        description={t('form.tagsHint')}
        autoComplete="off"
        defaultValue={contact?.tags.join(', ') ?? ''}
      />
      {customFields.map((field) => (
        <CustomFieldInput key={field.key} field={field} value={contact?.custom_fields[field.key]} />
      ))}
    </ApiForm>
  )
}
