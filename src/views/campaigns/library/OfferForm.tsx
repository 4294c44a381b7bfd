import { useMemo } from 'react'
import { useLocale } from 'react-aria-components'
import type { OfferResource } from '../../../contract/offer'
import { Select } from '../../../design/Select'
import { TextField } from '../../../design/TextField'
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
      submitLabel={offer ? 'Save offer' : 'Create offer'}
      aria-label={offer ? `Edit ${offer.name}` : 'New offer'}
    >
      <TextField name="name" label="Name" defaultValue={offer?.name ?? ''} isRequired />
      <TextField
        name="url"
        label="URL"
        type="url"
        description="Where the campaign's tracked link leads."
        defaultValue={offer?.url ?? ''}
        isRequired
      />
      <TextField
        name="payout"
        label="Payout"
        inputMode="decimal"
        description="What a conversion pays, like 12.50."
        defaultValue={offer?.payout ?? ''}
        isRequired
      />
      <Select
        name="currency"
        label="Currency"
        placeholder="Choose a currency"
        options={currencies}
        defaultSelectedKey={offer?.currency}
        isRequired
      />
    </ApiForm>
  )
}
