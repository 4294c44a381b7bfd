import { smsRouteLimits } from '../../../contract/constants'
import type { SmppConnectionResource } from '../../../contract/smpp-connection'
import {
  type RouteSenderHandling,
  type RouteStatus,
  routeSenderHandlings,
  routeStatuses,
  type SmsRouteRequest,
  type SmsRouteResource,
} from '../../../contract/sms-route'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/routing-routes/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { useRoutingScope } from '../scope/RoutingScope'
import { smsRoutesApiOf } from './routesApi'

/** The connection select's key for the team's local simulator (stored as no connection). */
const simulatorKey = 'simulator'

/** Sender ids typed as a list: split on commas and new lines; blanks dropped. */
export const senderPoolOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,\n]+/)
    .map((value) => value.trim())
    .filter(Boolean)

/** The body a filled form sends, every field given. */
const bodyOf = (values: FormValues): SmsRouteRequest => ({
  name: values.name ?? '',
  vendor_name: values.vendor_name ?? '',
  connection_id:
    !values.connection_id || values.connection_id === simulatorKey ? null : values.connection_id,
  sender_handling: (values.sender_handling ?? 'keep') as RouteSenderHandling,
  sender_pool: senderPoolOf(values.sender_pool),
  status: (values.status ?? 'active') as RouteStatus,
})

/**
 * Creates a route, or edits one (`route` given): its vendor, the connection it sends by (the
 * team's SMPP connections, or the local simulator), its sender handling and status. A 422 is
 * shown at its field with what was typed kept.
 */
export function RouteForm({
  route,
  connections,
  onSaved,
}: {
  route: SmsRouteResource | null
  connections: readonly SmppConnectionResource[]
  onSaved: (saved: SmsRouteResource) => void
}) {
  const t = useMessages(messages)
  const smsRoutesApi = smsRoutesApiOf(useRoutingScope())
  const form = useApiForm<SmsRouteResource>({
    submit: async (values, signal) =>
      atFormFields(
        route
          ? await smsRoutesApi.update(route.id, bodyOf(values), signal)
          : await smsRoutesApi.create(bodyOf(values), signal),
      ),
    onSuccess: onSaved,
  })
  const connectionOptions = [
    { id: simulatorKey, name: t('simulator') },
    ...connections
      .filter((connection) => connection.kind === 'smpp')
      .map((connection) => ({ id: connection.id, name: connection.name })),
  ]
  return (
    <ApiForm
      actor={form}
      submitLabel={route ? t('form.save') : t('form.create')}
      aria-label={route ? t('editNamed', { name: route.name }) : t('new')}
    >
      <TextField
        name="name"
        label={t('form.name')}
        defaultValue={route?.name}
        maxLength={smsRouteLimits.nameMaxLength}
        isRequired
      />
      <TextField
        name="vendor_name"
        label={t('form.vendor')}
        description={t('form.vendorHint')}
        defaultValue={route?.vendor_name}
        maxLength={smsRouteLimits.vendorNameMaxLength}
        isRequired
      />
      <Select
        name="connection_id"
        label={t('form.connection')}
        description={t('form.connectionHint')}
        defaultSelectedKey={route?.connection_id ?? simulatorKey}
        options={connectionOptions}
      />
      <Select
        name="sender_handling"
        label={t('form.senderHandling')}
        defaultSelectedKey={route?.sender_handling ?? 'keep'}
        options={routeSenderHandlings.map((handling) => ({
          id: handling,
          name: t(`form.senderHandling.${handling}`),
        }))}
      />
      <TextField
        name="sender_pool"
        label={t('form.senderPool')}
        description={t('form.senderPoolHint')}
        defaultValue={route?.sender_pool.join(', ')}
      />
      <Select
        name="status"
        label={t('form.status')}
        defaultSelectedKey={route?.status ?? 'active'}
        options={routeStatuses.map((status) => ({ id: status, name: t(`form.status.${status}`) }))}
      />
    </ApiForm>
  )
}
