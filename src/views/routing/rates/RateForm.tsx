import { useEffect, useMemo, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { money } from '../../../contract/constants'
import { countryChoices } from '../../../contract/country-names'
import type { NetworkResource } from '../../../contract/network'
import type { SmsRouteResource } from '../../../contract/sms-route'
import type { VendorRateResource } from '../../../contract/vendor-rate'
import { DatePicker } from '../../../design/DatePicker'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/routing-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { atFormFields } from '../../audience/feeds/feedForm'
import * as styles from '../../audience/feeds/feeds.css'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { useRoutingScope } from '../scope/RoutingScope'
import { countryDefaultKey, rateRequestOf } from './rateForm'
import { vendorRatesApiOf } from './ratesApi'

/** The country's networks, read when the country changes; null while they load. */
export function useNetworksOf(country: string | null): NetworkResource[] | null {
  const vendorRatesApi = vendorRatesApiOf(useRoutingScope())
  const [networks, setNetworks] = useState<NetworkResource[] | null>([])
  useEffect(() => {
    if (!country) {
      setNetworks([])
      return
    }
    const stop = new AbortController()
    setNetworks(null)
    void vendorRatesApi.networksOf(country, stop.signal).then((answer) => {
      if (!stop.signal.aborted) setNetworks(answer.ok ? answer.data.data : [])
    })
    return () => stop.abort()
  }, [country, vendorRatesApi.networksOf])
  return networks
}

/**
 * Adds a rate, or edits a scheduled one (`rate` given): the route (fixed on a route's page), the
 * country and then one of its networks or the country default, the price as typed (decimal text),
 * the currency and the window. A 422 is shown at its field.
 */
export function RateForm({
  rate,
  routes,
  routeId,
  defaultCurrency = money.defaultCurrency,
  onSaved,
}: {
  rate: VendorRateResource | null
  routes: readonly SmsRouteResource[]
  /** The route of the page; null on the page of every route, where the form asks. */
  routeId: string | null
  /** The currency a new rate starts in; the money module's default when none is given. */
  defaultCurrency?: string | undefined
  onSaved: (saved: VendorRateResource) => void
}) {
  const vendorRatesApi = vendorRatesApiOf(useRoutingScope())
  const t = useMessages(messages)
  const { locale } = useLocale()
  const countries = useMemo(() => countryChoices(locale), [locale])
  const [country, setCountry] = useState<string | null>(rate?.country ?? null)
  const networks = useNetworksOf(country)
  const form = useApiForm<VendorRateResource>({
    submit: async (values, signal) => {
      const body = rateRequestOf(values, rate?.route_id ?? routeId ?? '')
      return atFormFields(
        rate
          ? await vendorRatesApi.update(rate.id, body, signal)
          : await vendorRatesApi.create(body, signal),
      )
    },
    onSuccess: onSaved,
  })
  const networkOptions = [
    { id: countryDefaultKey, name: t('countryDefault') },
    ...(networks ?? []).map((network) => ({
      id: network.id,
      name: t('network', { name: network.name, mcc: network.mcc, mnc: network.mnc }),
    })),
  ]
  return (
    <ApiForm
      actor={form}
      submitLabel={rate ? t('form.save') : t('form.create')}
      aria-label={rate ? t('form.save') : t('new')}
    >
      <div className={styles.formGrid}>
        {!routeId && (
          <Select
            name="route_id"
            label={t('form.route')}
            options={routes.map((route) => ({ id: route.id, name: route.name }))}
            defaultSelectedKey={rate?.route_id ?? null}
            isRequired
          />
        )}
        <Select
          name="country"
          label={t('form.country')}
          options={countries}
          selectedKey={country}
          onSelectionChange={(key) => setCountry(key === null ? null : String(key))}
          isRequired
        />
        <Select
          key={`${country}-${networks?.length ?? 'loading'}`}
          name="network_id"
          label={t('form.network')}
          description={networks === null ? t('form.networksLoading') : t('form.networkHint')}
          options={networkOptions}
          defaultSelectedKey={rate?.network_id ?? countryDefaultKey}
        />
        <TextField
          name="price"
          label={t('form.price')}
          description={t('form.priceHint')}
          inputMode="decimal"
          defaultValue={rate?.price ?? ''}
          isRequired
        />
        <TextField
          name="currency"
          label={t('form.currency')}
          defaultValue={rate?.currency ?? defaultCurrency}
          maxLength={3}
          isRequired
        />
        <DatePicker
          name="effective_from"
          label={t('form.from')}
          timeAccuracy={2}
          defaultValue={rate?.effective_from ?? new Date()}
          isRequired
        />
        <DatePicker
          name="effective_till"
          label={t('form.till')}
          description={t('form.tillHint')}
          timeAccuracy={2}
          defaultValue={rate?.effective_till ?? undefined}
        />
      </div>
    </ApiForm>
  )
}
