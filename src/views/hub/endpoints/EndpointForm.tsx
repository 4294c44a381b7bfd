import { useState } from 'react'
import type { CompanyResource } from '../../../contract/company'
import { hubEndpointLimits, smppConnectionLimits } from '../../../contract/constants'
import {
  type HubEndpointProtocol,
  type HubEndpointResource,
  hubEndpointProtocols,
  hubEndpointStatuses,
} from '../../../contract/hub-endpoint'
import type { RoutingPlanResource } from '../../../contract/routing-plan'
import { PasswordField } from '../../../design/PasswordField'
import { Select } from '../../../design/Select'
import { TextAreaField } from '../../../design/TextAreaField'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/hub-endpoints/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import * as styles from '../../audience/feeds/feeds.css'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import * as listStyles from '../../lists/lists.css'
import { defaultPlanKey, endpointRequestOf } from './endpointForm'
import { endpointsApi } from './endpointsApi'

/**
 * Creates an endpoint, or edits one (`endpoint` given): its client, protocol and credentials
 * (SMPP: system id and a write-only password; HTTP: the key is issued once saved), allow-list,
 * TPS, routing plan, status and notice period. A 422 is shown at its field.
 */
export function EndpointForm({
  endpoint,
  clients,
  plans,
  onSaved,
}: {
  endpoint: HubEndpointResource | null
  clients: readonly CompanyResource[]
  plans: readonly RoutingPlanResource[]
  onSaved: (saved: HubEndpointResource) => void
}) {
  const t = useMessages(messages)
  const [protocol, setProtocol] = useState<HubEndpointProtocol>(endpoint?.protocol ?? 'smpp')
  const form = useApiForm<HubEndpointResource>({
    submit: async (values, signal) => {
      const body = endpointRequestOf(values)
      return atFormFields(
        endpoint
          ? await endpointsApi.update(endpoint.id, body, signal)
          : await endpointsApi.create(body, signal),
      )
    },
    onSuccess: onSaved,
  })
  return (
    <ApiForm
      actor={form}
      submitLabel={endpoint ? t('form.save') : t('form.create')}
      aria-label={endpoint ? t('editNamed', { name: endpoint.name }) : t('new')}
    >
      <div className={styles.formGrid}>
        <TextField
          name="name"
          label={t('form.name')}
          defaultValue={endpoint?.name}
          maxLength={hubEndpointLimits.nameMaxLength}
          isRequired
        />
        <Select
          name="company_id"
          label={t('form.client')}
          description={clients.length === 0 ? t('form.noClients') : undefined}
          options={clients.map((client) => ({ id: client.id, name: client.name }))}
          defaultSelectedKey={endpoint?.company_id ?? null}
          isRequired
        />
        <Select
          name="protocol"
          label={t('form.protocol')}
          options={hubEndpointProtocols.map((id) => ({
            id,
            name: t('protocol', { protocol: id }),
          }))}
          selectedKey={protocol}
          onSelectionChange={(key) => setProtocol(key === 'http' ? 'http' : 'smpp')}
        />
        {protocol === 'smpp' ? (
          <>
            <TextField
              name="system_id"
              label={t('form.systemId')}
              description={t('form.systemIdHint')}
              defaultValue={endpoint?.system_id ?? ''}
              maxLength={smppConnectionLimits.systemIdMaxLength}
              isRequired
            />
            <PasswordField
              name="password"
              label={t('form.password')}
              description={endpoint?.has_password ? t('form.passwordKept') : t('form.passwordHint')}
              maxLength={smppConnectionLimits.passwordMaxLength}
              autoComplete="new-password"
            />
          </>
        ) : (
          <p className={listStyles.muted}>{t('form.apiKeyHint')}</p>
        )}
        <TextAreaField
          name="allowed_ips"
          label={t('form.allowedIps')}
          description={t('form.allowedIpsHint')}
          defaultValue={endpoint?.allowed_ips.join('\n') ?? ''}
          rows={3}
        />
        <TextField
          name="tps"
          label={t('form.tps')}
          inputMode="numeric"
          defaultValue={String(endpoint?.tps ?? hubEndpointLimits.defaultTps)}
          isRequired
        />
        <Select
          name="routing_plan_id"
          label={t('form.plan')}
          options={[
            { id: defaultPlanKey, name: t('form.defaultPlan') },
            ...plans.map((plan) => ({ id: plan.id, name: plan.name })),
          ]}
          defaultSelectedKey={endpoint?.routing_plan_id ?? defaultPlanKey}
        />
        <Select
          name="status"
          label={t('form.status')}
          options={hubEndpointStatuses.map((id) => ({ id, name: t('status', { status: id }) }))}
          defaultSelectedKey={endpoint?.status ?? 'active'}
        />
        <TextField
          name="notice_days"
          label={t('form.noticeDays')}
          description={t('form.noticeDaysHint', { days: hubEndpointLimits.rateNoticeDays })}
          inputMode="numeric"
          defaultValue={
            endpoint?.notice_days === null || !endpoint ? '' : String(endpoint.notice_days)
          }
        />
      </div>
    </ApiForm>
  )
}
