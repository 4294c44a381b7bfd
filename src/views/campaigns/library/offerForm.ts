import type { OfferRequest } from '../../../contract/offer'
import type { FormValues } from '../../../machines/form'

/** The form's values as the body of POST offers and PUT offers/{id} (every field given). */
export const offerRequestOf = (values: FormValues): OfferRequest => ({
  name: values.name ?? '',
  url: values.url ?? '',
  payout: values.payout ?? '',
  currency: values.currency ?? '',
})

/** Every ISO-4217 currency the runtime knows, named in the reader's language ('EUR – Euro'). */
export function currencyOptions(locale: string): { id: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' })
  return Intl.supportedValuesOf('currency').map((code) => ({
    id: code,
    name: `${code} – ${names.of(code) ?? code}`,
  }))
}
