import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ClientRateSettings } from '../../../contract/client-rate'
import { clientRateLimits, hubRoutingScope } from '../../../contract/constants'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/hub-client-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { useNotify } from '../../../services/NotifyProvider'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { routingPlansApiOf } from '../../routing/plans/routingPlansApi'
import { ClientRatesNav } from './ClientRatesNav'
import { clientRatesApi } from './clientRatesApi'
import { useCanSetClientRates } from './useCanSetClientRates'

const route = getRouteApi('/_default/_verified/hub/routing/client/settings')

const defaultPlan = '-'

/** The settings and the team's hub routing plans to choose from (client prices are the hub's). */
export async function loadSettings(signal: AbortSignal) {
  const [settings, plans] = await Promise.all([
    clientRatesApi.settings(signal),
    routingPlansApiOf(hubRoutingScope).list(signal),
  ])
  return {
    settings,
    plans: plans.ok ? plans.data.data.map(({ id, name }) => ({ id, name })) : [],
  }
}

/** The body a filled settings form sends. */
export function settingsBodyOf(values: FormValues): Partial<ClientRateSettings> {
  const decimals = values.default_decimals?.trim() ?? ''
  return {
    cost_basis: values.cost_basis as ClientRateSettings['cost_basis'],
    plan_id: values.plan_id && values.plan_id !== defaultPlan ? values.plan_id : null,
    // What is not a whole number is sent as typed, so the server's 422 says why at the field.
    default_decimals: /^\d+$/.test(decimals) ? Number(decimals) : (decimals as unknown as number),
    rounding: values.rounding as ClientRateSettings['rounding'],
  }
}

/** The rounding's catalogue code (a message's select branch cannot hold a hyphen). */
const roundingCode = (rounding: string) => (rounding === 'half-up' ? 'halfUp' : 'halfEven')

/**
 * /hub/routing/client/settings: which vendor cost a rule starts from (the plan's first route or
 * its dearest), the plan, the default decimals and the rounding. Owners and admins change them.
 */
export function SettingsScreen() {
  const t = useMessages(messages)
  const { settings, plans } = route.useLoaderData()
  const router = useRouter()
  const reload = useCallback(() => void router.invalidate(), [router])
  const notify = useNotify()
  const { canWrite, role } = useCanSetClientRates()
  return (
    <PageFrame subject={null}>
      <section aria-labelledby="client-rate-settings-title" className={listStyles.section}>
        <ClientRatesNav />
        <h2 id="client-rate-settings-title" className={listStyles.sectionTitle}>
          {t('settings.title')}
        </h2>
        {!canWrite && <p className={listStyles.muted}>{t('settings.readOnly', { role })}</p>}
        {settings.ok ? (
          <SettingsForm
            settings={settings.data}
            plans={plans}
            canWrite={canWrite}
            onSaved={() => {
              notify.notify({ type: 'success', message: t('settings.saved') })
              reload()
            }}
          />
        ) : (
          <LoadProblem title={t('settings.problem')} result={settings} />
        )}
      </section>
    </PageFrame>
  )
}

export function SettingsForm({
  settings,
  plans,
  canWrite,
  onSaved,
}: {
  settings: ClientRateSettings
  plans: { id: string; name: string }[]
  canWrite: boolean
  onSaved: (saved: ClientRateSettings) => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<ClientRateSettings>({
    submit: (values, signal) => clientRatesApi.saveSettings(settingsBodyOf(values), signal),
    onSuccess: onSaved,
  })
  return (
    <ApiForm actor={form} submitLabel={t('settings.save')} aria-label={t('settings.title')}>
      <Select
        name="cost_basis"
        label={t('settings.costBasis')}
        isDisabled={!canWrite}
        defaultSelectedKey={settings.cost_basis}
        options={clientRateLimits.costBases.map((basis) => ({
          id: basis,
          name: t('settings.costBasisOption', { basis }),
        }))}
      />
      <Select
        name="plan_id"
        label={t('settings.plan')}
        isDisabled={!canWrite}
        defaultSelectedKey={settings.plan_id ?? defaultPlan}
        options={[{ id: defaultPlan, name: t('settings.defaultPlan') }, ...plans]}
      />
      <TextField
        name="default_decimals"
        label={t('settings.defaultDecimals')}
        isDisabled={!canWrite}
        defaultValue={String(settings.default_decimals)}
        inputMode="numeric"
      />
      <Select
        name="rounding"
        label={t('settings.rounding')}
        isDisabled={!canWrite}
        defaultSelectedKey={settings.rounding}
        options={clientRateLimits.roundings.map((rounding) => ({
          id: rounding,
          name: t('settings.roundingOption', { rounding: roundingCode(rounding) }),
        }))}
      />
    </ApiForm>
  )
}
