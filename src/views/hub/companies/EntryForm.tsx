import type { CompanyEntryResponse } from '../../../contract/company'
import { ledger } from '../../../contract/constants'
import { type ManualEntryKind, manualEntryKinds } from '../../../contract/ledger'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/hub-companies/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { companiesApi } from './companiesApi'

/**
 * A manual top-up or adjustment of a company's ledger. The server says what is wrong (a top-up
 * not above zero, an adjustment without a reason) at its field.
 */
export function EntryForm({
  companyId,
  onAdded,
}: {
  companyId: string
  onAdded: (added: CompanyEntryResponse) => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<CompanyEntryResponse>({
    submit: async (values, signal) =>
      atFormFields(
        await companiesApi.addEntry(
          companyId,
          {
            kind: (values.kind ?? 'top_up') as ManualEntryKind,
            amount: values.amount ?? '',
            ...(values.reason?.trim() ? { reason: values.reason } : {}),
          },
          signal,
        ),
      ),
    onSuccess: onAdded,
  })
  return (
    <ApiForm actor={form} submitLabel={t('entry.submit')} aria-label={t('entry.title')}>
      <Select
        name="kind"
        label={t('entry.kind')}
        defaultSelectedKey="top_up"
        options={manualEntryKinds.map((kind) => ({ id: kind, name: t('entryKind', { kind }) }))}
      />
      <TextField
        name="amount"
        label={t('entry.amount')}
        description={t('entry.amountHint')}
        inputMode="decimal"
        isRequired
      />
      <TextField
        name="reason"
        label={t('entry.reason')}
        description={t('entry.reasonHint')}
        maxLength={ledger.reasonMaxLength}
      />
    </ApiForm>
  )
}
