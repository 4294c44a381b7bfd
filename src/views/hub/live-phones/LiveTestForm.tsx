import { livePhoneLimits } from '../../../contract/constants'
import type { LivePhoneResource, LiveTestResource } from '../../../contract/live-phone'
import type { SmsRouteResource } from '../../../contract/sms-route'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/hub-live-phones/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { livePhonesApi } from './livePhonesApi'

/**
 * Sends one test message to a live phone through a chosen route, with a chosen sender id; the
 * server adds the test's code to the text. A 422 is shown at its field, typed text kept.
 */
export function LiveTestForm({
  phone,
  routes,
  onSent,
}: {
  phone: LivePhoneResource
  routes: readonly SmsRouteResource[]
  onSent: (test: LiveTestResource) => void
}) {
  const t = useMessages(messages)
  const form = useApiForm<LiveTestResource>({
    submit: async (values, signal) =>
      atFormFields(
        await livePhonesApi.sendTest(
          phone.id,
          { route_id: values.route_id ?? '', sender: values.sender ?? '', text: values.text ?? '' },
          signal,
        ),
      ),
    onSuccess: onSent,
  })
  return (
    <ApiForm
      actor={form}
      submitLabel={t('test.send')}
      aria-label={t('testNamed', { name: phone.name })}
    >
      <Select
        name="route_id"
        label={t('test.route')}
        description={t('test.routeHint')}
        defaultSelectedKey={routes[0]?.id}
        options={routes.map((route) => ({
          id: route.id,
          name: t('routeVendor', { route: route.name, vendor: route.vendor_name }),
        }))}
        isRequired
      />
      <TextField
        name="sender"
        label={t('test.sender')}
        description={t('test.senderHint')}
        maxLength={livePhoneLimits.senderMaxLength}
        isRequired
      />
      <TextField
        name="text"
        label={t('test.text')}
        description={t('test.textHint')}
        maxLength={livePhoneLimits.textMaxLength}
        isRequired
      />
    </ApiForm>
  )
}
