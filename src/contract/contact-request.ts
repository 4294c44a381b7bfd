import { z } from 'zod'
import { audienceLimits, phoneInput } from './constants'
import { contactSource, contactStatus, networkCode, tagName } from './contact'
import { customFieldValues } from './custom-field-value'
import { email, text, timestamp } from './fields'
import { says } from './messages'
import { countryCode } from './onboarding'
import { readPhone } from './phone-number'

// The calls that write a contact, apart from its resource: they read phone numbers, and the
// phone metadata that takes is loaded by the pages that write contacts, not by every page that
// shows one (the frame's event stream, the home page).

/** Names without repeats (case ignored), each as first written. */
function firstSpellings(names: readonly string[]): string[] {
  const seen = new Set<string>()
  return names.filter((name) => {
    const lower = name.toLowerCase()
    if (seen.has(lower)) return false
    seen.add(lower)
    return true
  })
}

const tagList = z.array(tagName).max(audienceLimits.maxTagsPerContact).transform(firstSpellings)

/** Optional text: empty reads as "no value". */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((value) => (value ? value : null))

const optionalEmail = z
  .union([z.literal(''), email])
  .nullable()
  .transform((value) => (value ? value : null))

const rawPhone = z.string().max(phoneInput.maxTextLength)

/** The fields a contact call may write, before the phone is read. */
const contactFields = {
  phone: rawPhone,
  country: countryCode.nullable(),
  network: networkCode.nullable(),
  first_name: optionalText(audienceLimits.nameMaxLength),
  last_name: optionalText(audienceLimits.nameMaxLength),
  email: optionalEmail,
  tags: tagList,
  custom_fields: customFieldValues,
  status: contactStatus,
  source: contactSource,
  last_contacted_at: timestamp.nullable(),
}

/** Reads the phone (with the country for national numbers) into E.164 and its country. */
function withE164<Body extends { phone?: string | undefined; country?: string | null | undefined }>(
  body: Body,
  ctx: z.RefinementCtx,
): Body {
  if (body.phone === undefined) return body
  const reading = readPhone(body.phone, body.country)
  if (!reading.ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      ...says(reading.message.key, reading.message.values),
    })
    return z.NEVER
  }
  return { ...body, phone: reading.phone, country: reading.country ?? body.country ?? null }
}

/**
 * POST contacts. The phone is read into E.164 (`+44 20 7946 0958`, or `020 7946 0958` with
 * `country: 'GB'`); the country becomes the number's. Tags are names (created when new, matched
 * without regard to case); custom field values are checked by their field's type.
 */
export const contactRequest = z
  .object({
    phone: contactFields.phone,
    country: contactFields.country.optional(),
    network: contactFields.network.default(null),
    first_name: contactFields.first_name.default(null),
    last_name: contactFields.last_name.default(null),
    email: contactFields.email.default(null),
    tags: contactFields.tags.default([]),
    custom_fields: contactFields.custom_fields.default({}),
    status: contactFields.status.default('active'),
    source: contactFields.source.default('manual'),
    last_contacted_at: contactFields.last_contacted_at.default(null),
  })
  .transform(withE164)
export type ContactRequest = z.input<typeof contactRequest>

/** PUT contacts/{id}: any of the fields; the result is checked whole, like a store. */
export const contactUpdateRequest = z.object({
  phone: contactFields.phone.optional(),
  country: contactFields.country.optional(),
  network: contactFields.network.optional(),
  first_name: contactFields.first_name.optional(),
  last_name: contactFields.last_name.optional(),
  email: contactFields.email.optional(),
  tags: contactFields.tags.optional(),
  custom_fields: contactFields.custom_fields.optional(),
  status: contactFields.status.optional(),
  source: contactFields.source.optional(),
  last_contacted_at: contactFields.last_contacted_at.optional(),
})
export type ContactUpdateRequest = z.input<typeof contactUpdateRequest>

/**
 * POST contacts/upsert: found by phone in the team, else created (source `api` unless given).
 * Fields left out (or null) keep their stored values; tags are added; custom fields merged.
 */
export const contactUpsertRequest = contactUpdateRequest
  .extend({ phone: rawPhone })
  .transform(withE164)
export type ContactUpsertRequest = z.input<typeof contactUpsertRequest>
