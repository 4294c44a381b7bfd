import { placeholderLengths } from './constants'
import { trackedLinkLength } from './tracked-link'

/**
 * The placeholders a text may use (`{first_name}`, `{custom.plan}`, `{offer_link}`…), found in a
 * body, filled for one contact, and estimated for the live part counter. Texts store the ones
 * their body uses (sms-text.ts `variables`); the delivery engine renders each message with them.
 */

/** Contact fields a placeholder may name. */
export const contactPlaceholders = ['first_name', 'last_name', 'phone', 'email', 'country'] as const
export type ContactPlaceholder = (typeof contactPlaceholders)[number]
/** The campaign's offer link, through its tracking domain: one per message. */
export const offerLinkPlaceholder = 'offer_link'
/** `{custom.<key>}` names the team's custom field `<key>`. */
export const customPlaceholderPrefix = 'custom.'

const placeholderPattern = /\{([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)?)\}/g

/** The placeholders of a body, each once, in order of first use. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(placeholderPattern)].map((match) => match[1] as string))]
}

export const isContactPlaceholder = (name: string): name is ContactPlaceholder =>
  (contactPlaceholders as readonly string[]).includes(name)

export const isCustomPlaceholder = (name: string): boolean =>
  name.startsWith(customPlaceholderPrefix) && name.length > customPlaceholderPrefix.length

/** Whether a text may use it (custom fields are then checked against the team's own). */
export const isKnownPlaceholder = (name: string): boolean =>
  isContactPlaceholder(name) || name === offerLinkPlaceholder || isCustomPlaceholder(name)

/** How a placeholder is written in a body: what an "insert" button types. */
export const placeholderToken = (name: string): string => `{${name}}`

export const usesOfferLink = (body: string): boolean =>
  placeholdersIn(body).includes(offerLinkPlaceholder)

/** What a placeholder is filled with; a missing value leaves nothing in its place. */
export type PlaceholderValues = Readonly<Record<string, string | null | undefined>>

/**
 * The body with each placeholder replaced by its value. An unknown or empty one renders empty:
 * a recipient never sees `{first_name}`.
 */
export function renderText(body: string, values: PlaceholderValues): string {
  return body.replace(placeholderPattern, (_token, name: string) => values[name] ?? '')
}

/** The contact shape placeholders read (a contact resource or row, snake-cased). */
export interface PlaceholderContact {
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  email?: string | null
  country?: string | null
  custom_fields?: Readonly<Record<string, string | number | boolean | null>> | null
}

/** The values one message to this contact fills in; the offer link is that message's own. */
export function placeholderValues(
  contact: PlaceholderContact,
  offerLink: string | null = null,
): Record<string, string | null> {
  const values: Record<string, string | null> = { [offerLinkPlaceholder]: offerLink }
  for (const name of contactPlaceholders) values[name] = contact[name] ?? null
  for (const [key, value] of Object.entries(contact.custom_fields ?? {}))
    values[`${customPlaceholderPrefix}${key}`] = value === null ? null : String(value)
  return values
}

/** The length the live counter reckons a placeholder will fill (placeholderLengths). */
export function estimatedLength(name: string, trackingDomain: string | null): number {
  if (name === offerLinkPlaceholder)
    return trackedLinkLength(trackingDomain ?? 'x'.repeat(placeholderLengths.trackingDomain))
  if (isContactPlaceholder(name)) return placeholderLengths[name]
  return isCustomPlaceholder(name) ? placeholderLengths.custom : 0
}

/**
 * The body as the counter weighs it: each placeholder replaced by that many GSM-7 letters, so
 * `smsParts(estimateText(body))` counts a message's parts without naming a contact. A value with
 * characters outside GSM-7 (a name in another script) still turns its own message UCS-2.
 */
export function estimateText(body: string, trackingDomain: string | null = null): string {
  return body.replace(placeholderPattern, (_token, name: string) =>
    'x'.repeat(estimatedLength(name, trackingDomain)),
  )
}
