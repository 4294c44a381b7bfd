import { useMemo, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { countryChoices } from '../../../contract/country-names'
import type { StaticClientRateResource } from '../../../contract/hub-endpoint'
import { DatePicker } from '../../../design/DatePicker'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/hub-endpoints/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import * as styles from '../../audience/feeds/feeds.css'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { useNetworksOf } from '../../routing/rates/RateForm'
import { countryDefaultKey } from '../../routing/rates/rateForm'
import { endpointsApi } from './endpointsApi'
import { priceRequestOf } from './priceForm'

/**
 * Adds a static price to an endpoint, or edits a draft one (`price` given): the country, then one
 * of its networks or the whole country, the price as typed (decimal text, in the client's
 * currency) and the moment it takes effect. A 422 is shown at its field.
 */
export function PriceForm({
  endpointId,
  currency,
  price,
  onSaved,
}: {
  endpointId: string
  currency: string
  price: StaticClientRateResource | null
  onSaved: (saved: StaticClientRateResource) => void
}) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const countries = useMemo(() => countryChoices(locale), [locale])
  const [country, setCountry] = useState<string | null>(price?.country ?? null)
  const networks = useNetworksOf(country)
  const form = useApiForm<StaticClientRateResource>({
    submit: async (values, signal) => {
      const body = priceRequestOf(values)
      return atFormFields(
        price
          ? await endpointsApi.updatePrice(endpointId, price.id, body, signal)
          : await endpointsApi.addPrice(endpointId, body, signal),
      )
    },
    onSuccess: onSaved,
  })
  const networkOptions = [
    { id: countryDefaultKey, name: t('price.wholeCountry') },
    ...(networks ?? []).map((network) => ({
      id: network.id,
      name: t('price.network', { name: network.name, mcc: network.mcc, mnc: network.mnc }),
    })),
  ]
  return (
    <ApiForm
      actor={form}
      submitLabel={price ? t('form.save') : t('price.add')}
      aria-label={price ? t('price.edit') : t('price.new')}
    >
      <div className={styles.formGrid}>
        <Select
          name="country"
          label={t('price.country')}
          options={countries}
          selectedKey={country}
          onSelectionChange={(key) => setCountry(key === null ? null : String(key))}
          isRequired
        />
        <Select
          key={`${country}-${networks?.length ?? 'loading'}`}
          name="network_id"
          label={t('price.networkLabel')}
          description={networks === null ? t('price.networksLoading') : undefined}
          options={networkOptions}
          defaultSelectedKey={price?.network_id ?? countryDefaultKey}
        />
        <TextField
          name="price"
          label={t('price.price', { currency })}
          description={t('price.priceHint')}
          inputMode="decimal"
          defaultValue={price?.price ?? ''}
          isRequired
        />
        <DatePicker
          name="effective_from"
          label={t('price.from')}
          description={t('price.fromHint')}
          timeAccuracy={2}
          defaultValue={price?.effective_from ?? new Date()}
          isRequired
        />
      </div>
    </ApiForm>
  )
}
