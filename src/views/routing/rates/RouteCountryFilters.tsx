import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import { countryChoices } from '../../../contract/country-names'
import type { SmsRouteResource } from '../../../contract/sms-route'
import { LazySelect } from '../../../design/LazySelect'
import messages from '../../../messages/routing-rates/catalogue'
import { useMessages } from '../../../messages/useMessages'

const anyKey = 'any'

/**
 * The route (when `routes` is given) and country filters the rates and changes lists share;
 * `onChange` gets the new value, or undefined for any.
 */
export function RouteCountryFilters({
  routes,
  route,
  country,
  onChange,
}: {
  routes: readonly SmsRouteResource[] | null
  route: string | undefined
  country: string | undefined
  onChange: (change: { route?: string | undefined; country?: string | undefined }) => void
}) {
  const t = useMessages(messages)
  const { locale } = useLocale()
  const countries = useMemo(
    () => [{ id: anyKey, name: t('filter.anyCountry') }, ...countryChoices(locale)],
    [locale, t],
  )
  const chosen = (key: unknown) => (key === anyKey ? undefined : String(key))
  return (
    <>
      {routes && (
        <LazySelect
          label={t('filter.route')}
          options={[
            { id: anyKey, name: t('filter.anyRoute') },
            ...routes.map((row) => ({ id: row.id, name: row.name })),
          ]}
          selectedKey={route ?? anyKey}
          onSelectionChange={(key) => onChange({ route: chosen(key) })}
        />
      )}
      <LazySelect
        label={t('filter.country')}
        options={countries}
        selectedKey={country ?? anyKey}
        onSelectionChange={(key) => onChange({ country: chosen(key) })}
      />
    </>
  )
}
