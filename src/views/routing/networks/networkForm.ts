import type { NetworkRequest } from '../../../contract/network'
import type { FormValues } from '../../../machines/form'
import { atFormFields } from '../../audience/feeds/feedForm'

/** Prefixes typed as a list: split on spaces, commas and new lines; empty ones dropped. */
export function prefixesOf(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,;]+/).filter(Boolean)
}

/** The form's values as the body of POST and PUT sms/routing/networks (every field given). */
export function networkRequestOf(values: FormValues): NetworkRequest {
  return {
    mcc: values.mcc ?? '',
    mnc: values.mnc ?? '',
    country: values.country ?? '',
    name: values.name ?? '',
    prefixes: prefixesOf(values.prefixes),
  }
}

/** A 422 about one prefix (`prefixes.2`) is shown at the prefixes field, where they were typed. */
export const atNetworkFields = atFormFields
