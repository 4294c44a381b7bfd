import { useLoaderData } from '@tanstack/react-router'
import type { RoutingScope } from '../../../contract/constants'
import type { RoutingSettingsResource } from '../../../contract/routing-settings'
import { TextAreaField } from '../../../design/TextAreaField'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/routing-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { PageFrame } from '../../frame/PageFrame'
import { LoadProblem } from '../../lists/LoadProblem'
import * as listStyles from '../../lists/lists.css'
import { sendersOf } from '../inboxes/MailInSection'
import { useCanManageRouting } from '../useCanManageRouting'
import { routingSettingsApiOf } from './settingsApi'

/** The scope's vendor-side defaults, for the settings page. */
export const loadRoutingSettings = (
  scope: RoutingScope,
  signal: AbortSignal,
): Promise<ApiResult<RoutingSettingsResource>> => routingSettingsApiOf(scope).show(signal)

/**
 * /hub/routing/vendor/settings: the hub's vendor-side defaults: the currency a new vendor rate
 * starts in, and the senders a new route's rate inbox takes mail from. Owners and admins save
 * them; the others read them.
 */
export function SettingsScreen() {
  const { settings } = useLoaderData({ from: '/_default/_verified/hub/routing/vendor/settings' })
  return (
    <PageFrame subject={null}>
      <RoutingSettings result={settings} />
    </PageFrame>
  )
}

/** The settings form, or the load problem with a retry. */
export function RoutingSettings({ result }: { result: ApiResult<RoutingSettingsResource> }) {
  const t = useMessages(messages)
  return (
    <section aria-labelledby="routing-settings-title" className={listStyles.section}>
      <h2 id="routing-settings-title" className={listStyles.sectionTitle}>
        {t('settings.title')}
      </h2>
      {result.ok ? (
        <SettingsForm settings={result.data} />
      ) : (
        <LoadProblem title={t('settings.problem')} result={result} />
      )}
    </section>
  )
}

function SettingsForm({ settings }: { settings: RoutingSettingsResource }) {
  const t = useMessages(messages)
  const notify = useNotify()
  const { canWrite, role } = useCanManageRouting()
  const form = useApiForm<RoutingSettingsResource>({
    submit: async (values, signal) =>
      atFormFields(
        await routingSettingsApiOf(settings.scope).update(
          {
            default_currency: values.default_currency ?? '',
            mail_in_allowed_senders: sendersOf(values.mail_in_allowed_senders ?? ''),
          },
          signal,
        ),
      ),
    onSuccess: () => notify.notify({ type: 'success', message: t('settings.saved') }),
  })
  if (!canWrite)
    return (
      <dl>
        <dt>{t('settings.currency')}</dt>
        <dd>{settings.default_currency}</dd>
        <dt>{t('settings.senders')}</dt>
        <dd>{settings.mail_in_allowed_senders.join(', ') || t('settings.anySender')}</dd>
        <dd className={listStyles.muted}>{t('settings.readOnly', { role })}</dd>
      </dl>
    )
  return (
    <ApiForm actor={form} submitLabel={t('settings.save')} aria-label={t('settings.title')}>
      <TextField
        name="default_currency"
        label={t('settings.currency')}
        description={t('settings.currencyHint')}
        defaultValue={settings.default_currency}
        maxLength={3}
        isRequired
      />
      <TextAreaField
        name="mail_in_allowed_senders"
        label={t('settings.senders')}
        description={t('settings.sendersHint')}
        defaultValue={settings.mail_in_allowed_senders.join('\n')}
      />
    </ApiForm>
  )
}
