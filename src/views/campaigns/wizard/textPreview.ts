import { trackedLinks } from '../../../contract/constants'
import {
  type PlaceholderContact,
  placeholderValues,
  renderText,
} from '../../../contract/sms-placeholders'
import { linkCodeAlphabet, trackedLink } from '../../../contract/tracked-link'

/** The contact previews are rendered for. */
export const sampleContact: PlaceholderContact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+447700900123',
  email: 'ada@example.com',
  country: 'GB',
}

/** A placeholder domain while the campaign has none, reserved for examples (RFC 2606). */
export const exampleDomain = 'go.example.com'

/** A body as the sample contact would receive it, its offer link through the tracking domain. */
export function previewOf(body: string, trackingDomain: string | null): string {
  const link = trackedLink(
    trackingDomain || exampleDomain,
    linkCodeAlphabet.slice(0, trackedLinks.codeLength),
  )
  return renderText(body, placeholderValues(sampleContact, link))
}
