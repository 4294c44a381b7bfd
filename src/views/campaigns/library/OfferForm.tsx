import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import type { OfferResource } from '../../../contract/offer'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
import messages from '../../../messages/campaigns-library/catalogue'
import { useMessages } from '../../../messages/useMessages'
import { ApiForm } from '../../auth/ApiForm'
import { useApiForm } from '../../auth/useApiForm'
import { offersApi } from './libraryApis'
import { currencyOptions, offerRequestOf } from './offerForm'

/**
 * Creates an offer, or edits one (`offer` given). A 422 is shown at the field, with what was
 * typed kept.
 */
export function OfferForm({
  offer,
  onSaved,
}: {
  offer: OfferResource | null
  onSaved: (saved: OfferResource) => void
}) {
  const { locale } = useLocale()
  const t = useMessages(messages)
  const currencies = useMemo(() => currencyOptions(locale), [locale])
  const form = useApiForm<OfferResource>({
    submit: (values, signal) => {
      const body = offerRequestOf(values)
      return offer ? offersApi.update(offer.id, body, signal) : offersApi.create(body, signal)
    },
    onSuccess: onSaved,
  })
  return (
    <ApiForm
      actor={form}
      submitLabel={offer ? t('offers.save') : t('offers.create')}
      aria-label={offer ? t('library.editNamed', { name: offer.name }) : t('offers.new')}
    >
      <TextField
        name="name"
        label={t('library.name')}
        defaultValue={offer?.name ?? ''}
        isRequired
      />
      <TextField
        name="url"
        label={t('offers.url')}
        type="url"
        description={t('offers.urlDescription')}
        defaultValue={offer?.url ?? ''}
        isRequired
      />
      <TextField
        name="payout"
        label={t('offers.payout')}
        inputMode="decimal"
        description={t('offers.payoutDescription')}
        defaultValue={offer?.payout ?? ''}
        isRequired
      />
      <Select
        name="currency"
        label={t('offers.currency')}
        placeholder={t('offers.currencyPlaceholder')}
        options={currencies}
        defaultSelectedKey={offer?.currency}
        isRequired
      />
    </ApiForm>
  )
}
