import { z } from 'zod'
import { campaignLimits } from './constants'
import { timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { countryCode } from './onboarding'

/**
 * Sender ids (DOMAIN.md): what a recipient sees as the sender. Alphanumeric (letters, digits and
 * spaces, at least one letter, at most 11) or numeric (a phone number's digits, an optional +),
 * with the countries it may be used in (none: anywhere). Unique in a team.
 */
export const senderIdKinds = ['alphanumeric', 'numeric'] as const
export type SenderIdKind = (typeof senderIdKinds)[number]

const numeric = new RegExp(`^\\+?\\d{1,${campaignLimits.senderIdNumericMaxLength}}$`)
const alphanumeric = new RegExp(
  `^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,${campaignLimits.senderIdAlphanumericMaxLength}}$`,
)

/** Which kind a valid value is. */
export const senderIdKindOf = (value: string): SenderIdKind =>
  numeric.test(value) ? 'numeric' : 'alphanumeric'

export const senderIdValue = z
  .string()
  .trim()
  .refine(
    (value) => numeric.test(value) || alphanumeric.test(value),
    says('senderId.format', {
      letters: campaignLimits.senderIdAlphanumericMaxLength,
      digits: campaignLimits.senderIdNumericMaxLength,
    }),
  )

const countries = z
  .array(countryCode)
  .max(300)
  .transform((codes) => [...new Set(codes)].sort())

export const senderIdRequest = z.object({
  value: senderIdValue,
  countries: countries.default([]),
})
export type SenderIdRequest = z.input<typeof senderIdRequest>

export const senderIdUpdateRequest = z.object({
  value: senderIdValue.optional(),
  countries: countries.optional(),
})
export type SenderIdUpdateRequest = z.input<typeof senderIdUpdateRequest>

export const senderIdResource = z.object({
  id: z.string(),
  value: z.string(),
  kind: z.enum(senderIdKinds),
  countries: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
})
export type SenderIdResource = z.infer<typeof senderIdResource>

export const senderIdListQuery = listQuery({
  sortable: ['value', 'created_at'],
  defaultSort: 'value',
  filters: { kind: z.enum(senderIdKinds).optional() },
})
export type SenderIdListQuery = z.infer<typeof senderIdListQuery>
export const senderIdList = listResponse(senderIdResource)
export type SenderIdList = z.infer<typeof senderIdList>
