import { useState } from 'react'
import {
  type ClientRateRuleKind,
  type ClientRateRuleRequest,
  type ClientRateRuleResource,
  clientRateRuleKinds,
} from '../../../contract/client-rate'
import { clientRateLimits, money } from '../../../contract/constants'
import { CheckboxGroup } from '../../../design/CheckboxGroup'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/hub-client-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { clientRatesApi } from './clientRatesApi'

/** A pick that stands for "none" in a Select (React Aria keys are strings). */
const everyNetwork = '-'

export interface RuleChoices {
  clients: { id: string; name: string }[]
  networks: { id: string; name: string }[]
}

const blankAsNull = (text: string | undefined) => (text?.trim() ? text.trim() : null)

/** The body a filled form sends; what the kind does not use is left to the server's defaults. */
export function ruleBodyOf(values: FormValues, clientIds: string[]): ClientRateRuleRequest {
  const kind = (values.kind ?? 'markup') as ClientRateRuleKind
  const decimals = blankAsNull(values.decimals)
  return {
    name: values.name ?? '',
    kind,
    client_ids: clientIds,
    country: blankAsNull(values.country),
    network_id: values.network_id && values.network_id !== everyNetwork ? values.network_id : null,
    markup_percent: values.markup_percent?.trim() || '0',
    add_fixed: values.add_fixed?.trim() || '0',
    min_margin: blankAsNull(values.min_margin),
    // What is not a whole number is sent as typed, so the server's 422 says why at the field.
    decimals:
      decimals === null
        ? null
        : /^\d+$/.test(decimals)
          ? Number(decimals)
          : (decimals as unknown as number),
    fixed_price: kind === 'fixed' ? blankAsNull(values.fixed_price) : null,
    currency: kind === 'fixed' ? blankAsNull(values.currency) : null,
    effective_from: blankAsNull(values.effective_from),
  }
}

/** Creates a rule, or edits one (`rule` given); a 422 is shown at its field. */
export function RuleForm({
  rule,
  choices,
  onSaved,
}: {
  rule: ClientRateRuleResource | null
  choices: RuleChoices
  onSaved: (saved: ClientRateRuleResource) => void
}) {
  const t = useMessages(messages)
  const [kind, setKind] = useState<ClientRateRuleKind>(rule?.kind ?? 'markup')
  const [clientIds, setClientIds] = useState<string[]>(rule?.client_ids ?? [])
  const form = useApiForm<ClientRateRuleResource>({
    submit: async (values, signal) => {
      const body = ruleBodyOf(values, clientIds)
      return atFormFields(
        rule
          ? await clientRatesApi.update(rule.id, body, signal)
          : await clientRatesApi.create(body, signal),
      )
    },
    onSuccess: onSaved,
  })
  return (
    <ApiForm
      actor={form}
      submitLabel={rule ? t('form.save') : t('form.create')}
      aria-label={rule ? t('editNamed', { name: rule.name }) : t('rules.new')}
    >
      <TextField
        name="name"
        label={t('form.name')}
        defaultValue={rule?.name}
        maxLength={clientRateLimits.nameMaxLength}
        isRequired
      />
      <Select
        name="kind"
        label={t('form.kind')}
        selectedKey={kind}
        onSelectionChange={(key) => setKind(String(key) as ClientRateRuleKind)}
        options={clientRateRuleKinds.map((id) => ({
          id,
          name: t('form.kindOption', { kind: id }),
        }))}
      />
      {choices.clients.length > 0 ? (
        <CheckboxGroup
          name="client_ids"
          label={t('form.clients')}
          description={t('form.clientsHint')}
          options={choices.clients}
          value={clientIds}
          onChange={setClientIds}
        />
      ) : (
        <p>{t('form.noClients')}</p>
      )}
      <TextField
        name="country"
        label={t('form.country')}
        description={t('form.countryHint')}
        defaultValue={rule?.country ?? ''}
        maxLength={2}
      />
      <Select
        name="network_id"
        label={t('form.network')}
        defaultSelectedKey={rule?.network_id ?? everyNetwork}
        options={[{ id: everyNetwork, name: t('form.everyNetwork') }, ...choices.networks]}
      />
      {kind === 'markup' ? (
        <>
          <TextField
            name="markup_percent"
            label={t('form.markupPercent')}
            defaultValue={rule?.markup_percent ?? '0'}
            inputMode="decimal"
          />
          <TextField
            name="add_fixed"
            label={t('form.addFixed')}
            description={t('form.addFixedHint')}
            defaultValue={rule?.add_fixed ?? '0'}
            inputMode="decimal"
          />
        </>
      ) : (
        <>
          <TextField
            name="fixed_price"
            label={t('form.fixedPrice')}
            defaultValue={rule?.fixed_price ?? ''}
            inputMode="decimal"
            isRequired
          />
          <TextField
            name="currency"
            label={t('form.currency')}
            defaultValue={rule?.currency ?? money.defaultCurrency}
            maxLength={3}
            isRequired
          />
        </>
      )}
      <TextField
        name="min_margin"
        label={t('form.minMargin')}
        description={t('form.minMarginHint')}
        defaultValue={rule?.min_margin ?? ''}
        inputMode="decimal"
      />
      <TextField
        name="decimals"
        label={t('form.decimals')}
        description={t('form.decimalsHint')}
        defaultValue={rule?.decimals === null || !rule ? '' : String(rule.decimals)}
        inputMode="numeric"
      />
      <TextField
        name="effective_from"
        label={t('form.effectiveFrom')}
        description={t('form.effectiveFromHint')}
        defaultValue={rule?.effective_from ?? ''}
      />
    </ApiForm>
  )
}
