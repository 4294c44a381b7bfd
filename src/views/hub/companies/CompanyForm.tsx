import { useSelector } from '@xstate/react'
import {
  type CompanyKind,
  type CompanyRequest,
  type CompanyResource,
  companyKinds,
} from '../../../contract/company'
import { companyLimits, money } from '../../../contract/constants'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import { type FormValues, selectFieldErrors } from '../../../machines/form'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { ContactsEditor, contactsOf } from './ContactsEditor'
import { companiesApi } from './companiesApi'

const blankAsNull = (text: string | undefined) => (text?.trim() ? text.trim() : null)

/** The body a filled form sends. */
const bodyOf = (values: FormValues): CompanyRequest => ({
  name: values.name ?? '',
  kind: (values.kind ?? 'client') as CompanyKind,
  currency: values.currency ?? money.defaultCurrency,
  credit_limit: values.credit_limit?.trim() || '0',
  low_balance_threshold: blankAsNull(values.low_balance_threshold),
  contacts: contactsOf(values),
  notes: values.notes ?? '',
})

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
    submit: (values, signal) =>
      company
        ? companiesApi.update(company.id, bodyOf(values), signal)
        : companiesApi.create(bodyOf(values), signal),
    onSuccess: onSaved,
  })
  const fieldErrors = useSelector(form, selectFieldErrors)
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
      <ContactsEditor
        initial={company?.contacts ?? []}
        errors={fieldErrors.contacts ?? []}
        onChange={() => form.send({ type: 'form.edit', field: 'contacts' })}
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
