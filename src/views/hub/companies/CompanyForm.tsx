import {
  type CompanyKind,
  type CompanyRequest,
  type CompanyResource,
  companyKinds,
} from '../../../contract/company'
import { companyLimits, money } from '../../../contract/constants'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { companiesApi } from './companiesApi'

const blankAsNull = (text: string | undefined) => (text?.trim() ? text.trim() : null)

/** The body a filled form sends: one contact (the screen's; the API keeps a list). */
const bodyOf = (values: FormValues): CompanyRequest => {
  const contactName = values.contact_name?.trim() ?? ''
  return {
    name: values.name ?? '',
    kind: (values.kind ?? 'client') as CompanyKind,
    currency: values.currency ?? money.defaultCurrency,
    credit_limit: values.credit_limit?.trim() || '0',
    low_balance_threshold: blankAsNull(values.low_balance_threshold),
    contacts: contactName
      ? [
          {
            name: contactName,
            email: blankAsNull(values.contact_email),
            phone: blankAsNull(values.contact_phone),
          },
        ]
      : [],
    notes: values.notes ?? '',
  }
}

/** Creates a company, or edits one (`company` given); a 422 is shown at its field. */
export function CompanyForm({
  company,
  onSaved,
}: {
  company: CompanyResource | null
  onSaved: (saved: CompanyResource) => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<CompanyResource>({
    submit: async (values, signal) =>
      atFormFields(
        company
          ? await companiesApi.update(company.id, bodyOf(values), signal)
          : await companiesApi.create(bodyOf(values), signal),
      ),
    onSuccess: onSaved,
  })
  const contact = company?.contacts[0]
  return (
    <ApiForm
      actor={form}
      submitLabel={company ? t('form.save') : t('form.create')}
      aria-label={company ? t('editNamed', { name: company.name }) : t('new')}
    >
      <TextField
        name="name"
        label={t('form.name')}
        defaultValue={company?.name}
        maxLength={companyLimits.nameMaxLength}
        isRequired
      />
      <Select
        name="kind"
        label={t('form.kind')}
        defaultSelectedKey={company?.kind ?? 'client'}
        options={companyKinds.map((kind) => ({ id: kind, name: t('kind', { kind }) }))}
      />
      <TextField
        name="currency"
        label={t('form.currency')}
        description={t('form.currencyHint')}
        defaultValue={company?.currency ?? money.defaultCurrency}
        maxLength={3}
        isRequired
      />
      <TextField
        name="credit_limit"
        label={t('form.creditLimit')}
        description={t('form.creditLimitHint')}
        defaultValue={company?.credit_limit ?? '0'}
        inputMode="decimal"
      />
      <TextField
        name="low_balance_threshold"
        label={t('form.threshold')}
        description={t('form.thresholdHint')}
        defaultValue={company?.low_balance_threshold ?? ''}
        inputMode="decimal"
      />
      <TextField
        name="contact_name"
        label={t('form.contactName')}
        defaultValue={contact?.name}
        maxLength={companyLimits.contactNameMaxLength}
      />
      <TextField
        name="contact_email"
        label={t('form.contactEmail')}
        type="email"
        defaultValue={contact?.email ?? ''}
      />
      <TextField
        name="contact_phone"
        label={t('form.contactPhone')}
        type="tel"
        defaultValue={contact?.phone ?? ''}
        maxLength={companyLimits.contactPhoneMaxLength}
      />
      <TextField
        name="notes"
        label={t('form.notes')}
        defaultValue={company?.notes}
        maxLength={companyLimits.notesMaxLength}
      />
    </ApiForm>
  )
}
