import { smppConnectionLimits } from '../../../contract/constants'
import type {
  SmppBindMode,
  SmppConnectionRequest,
  SmppConnectionResource,
} from '../../../contract/smpp-connection'
import { smppBindModes } from '../../../contract/smpp-connection'
import { PasswordField } from '../../../design/PasswordField'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/routing-connections/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { smppConnectionsApi } from './connectionsApi'

/** The body a filled form sends; numbers as typed, for the server's 422 to judge. */
const bodyOf = (values: FormValues): SmppConnectionRequest => ({
  name: values.name ?? '',
  host: values.host ?? '',
  port: Number(values.port),
  tls: values.tls === 'on',
  system_id: values.system_id ?? '',
  password: values.password ?? '',
  system_type: values.system_type ?? '',
  bind_mode: (values.bind_mode ?? 'transceiver') as SmppBindMode,
  tps: Number(values.tps),
  window: Number(values.window),
  active: values.active !== 'off',
})

/**
 * Creates a vendor connection, or edits one (`connection` given). The password is write-only:
 * the form never shows it, and leaving it empty on an edit keeps the one stored.
 */
export function ConnectionForm({
  connection,
  onSaved,
}: {
  connection: SmppConnectionResource | null
  onSaved: (saved: SmppConnectionResource) => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<SmppConnectionResource>({
    submit: async (values, signal) =>
      atFormFields(
        connection
          ? await smppConnectionsApi.update(connection.id, bodyOf(values), signal)
          : await smppConnectionsApi.create(bodyOf(values), signal),
      ),
    onSuccess: onSaved,
  })
  const limits = smppConnectionLimits
  return (
    <ApiForm
      actor={form}
      submitLabel={connection ? t('form.save') : t('form.create')}
      aria-label={connection ? t('editNamed', { name: connection.name }) : t('new')}
    >
      <TextField name="name" label={t('form.name')} defaultValue={connection?.name} isRequired />
      <TextField name="host" label={t('form.host')} defaultValue={connection?.host} isRequired />
      <TextField
        name="port"
        label={t('form.port')}
        inputMode="numeric"
        defaultValue={String(connection?.port ?? limits.defaultPort)}
        isRequired
      />
      <Select
        name="tls"
        label={t('form.tls')}
        defaultSelectedKey={connection?.tls ? 'on' : 'off'}
        options={[
          { id: 'off', name: t('form.tls.off') },
          { id: 'on', name: t('form.tls.on') },
        ]}
      />
      <TextField
        name="system_id"
        label={t('form.systemId')}
        defaultValue={connection?.system_id}
        maxLength={limits.systemIdMaxLength}
        isRequired
      />
      <PasswordField
        name="password"
        label={t('form.password')}
        autoComplete="new-password"
        maxLength={limits.passwordMaxLength}
        description={connection?.has_password ? t('form.passwordKeep') : t('form.passwordNone')}
      />
      <TextField
        name="system_type"
        label={t('form.systemType')}
        defaultValue={connection?.system_type}
        maxLength={limits.systemTypeMaxLength}
      />
      <Select
        name="bind_mode"
        label={t('form.bindMode')}
        defaultSelectedKey={connection?.bind_mode ?? 'transceiver'}
        options={smppBindModes.map((mode) => ({ id: mode, name: t(`form.bindMode.${mode}`) }))}
      />
      <TextField
        name="tps"
        label={t('form.tps')}
        inputMode="numeric"
        defaultValue={String(connection?.tps ?? limits.defaultTps)}
        isRequired
      />
      <TextField
        name="window"
        label={t('form.window')}
        inputMode="numeric"
        defaultValue={String(connection?.window ?? limits.defaultWindow)}
        isRequired
      />
      <Select
        name="active"
        label={t('form.active')}
        defaultSelectedKey={connection?.active === false ? 'off' : 'on'}
        options={[
          { id: 'on', name: t('form.active.on') },
          { id: 'off', name: t('form.active.off') },
        ]}
      />
    </ApiForm>
  )
}
