import { livePhoneLimits } from '../../../contract/constants'
import type { LivePhoneRequest, LivePhoneResource } from '../../../contract/live-phone'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import type { FormValues } from '../../../machines/form'
import messages from '../../../messages/hub-live-phones/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { livePhonesApi } from './livePhonesApi'

const bodyOf = (values: FormValues): LivePhoneRequest => ({
  name: values.name ?? '',
  phone_number: values.phone_number ?? '',
  active: values.active !== 'off',
})

/**
 * Registers a live phone, or edits one (`phone` given): its name, its number (read into E.164 by
 * the server, which names its country and network) and whether it is on. A 422 is shown at its
 * field, typed text kept.
 */
export function LivePhoneForm({
  phone,
  onSaved,
}: {
  phone: LivePhoneResource | null
  onSaved: (saved: LivePhoneResource) => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<LivePhoneResource>({
    submit: async (values, signal) =>
      atFormFields(
        phone
          ? await livePhonesApi.update(phone.id, bodyOf(values), signal)
          : await livePhonesApi.create(bodyOf(values), signal),
      ),
    onSuccess: onSaved,
  })
  return (
    <ApiForm
      actor={form}
      submitLabel={phone ? t('form.save') : t('form.create')}
      aria-label={phone ? t('editNamed', { name: phone.name }) : t('new')}
    >
      <TextField
        name="name"
        label={t('form.name')}
        defaultValue={phone?.name}
        maxLength={livePhoneLimits.nameMaxLength}
        isRequired
      />
      <TextField
        name="phone_number"
        type="tel"
        label={t('form.number')}
        description={t('form.numberHint')}
        defaultValue={phone?.phone_number}
        isRequired
      />
      <Select
        name="active"
        label={t('form.active')}
        defaultSelectedKey={phone?.active === false ? 'off' : 'on'}
        options={[
          { id: 'on', name: t('form.active.on') },
          { id: 'off', name: t('form.active.off') },
        ]}
      />
    </ApiForm>
  )
}
