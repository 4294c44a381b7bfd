import { z } from 'zod'
import { requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { countryCode } from './onboarding'

/**
 * Networks (DOMAIN.md "Routing and rates"): a mobile network by its MCC and MNC, kept as separate
 * strings so leading zeros survive (MNC `01` is not MNC `1`), its country, operator name and the
 * E.164 prefixes (digits after the +) its numbers start with. A team's networks are its own copy:
 * loaded from the reference list shipped with the product (server/reference/networks), then edited.
 */
export const networkLimits = {
  nameMaxLength: 120,
  /** The longest E.164 number has 15 digits; a prefix is at most that. */
  prefixMaxDigits: 15,
  /** The reference's largest network has a few thousand prefixes. */
  prefixesMax: 10_000,
} as const

export const mcc = z
  .string()
  .trim()
  .regex(/^\d{3}$/, says('network.mcc'))
export const mnc = z
  .string()
  .trim()
  .regex(/^\d{2,3}$/, says('network.mnc'))

const prefix = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\+/, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[1-9]\\d{0,${networkLimits.prefixMaxDigits - 1}}$`),
        says('network.prefix', { max: networkLimits.prefixMaxDigits }),
      ),
  )

const prefixes = z
  .array(prefix)
  .max(networkLimits.prefixesMax)
  .transform((values) => [...new Set(values)].sort())

export const networkRequest = z.object({
  mcc,
  mnc,
  country: countryCode,
  name: requiredText(networkLimits.nameMaxLength),
  prefixes: prefixes.default([]),
})
export type NetworkRequest = z.input<typeof networkRequest>

export const networkUpdateRequest = z.object({
  mcc: mcc.optional(),
  mnc: mnc.optional(),
  country: countryCode.optional(),
  name: requiredText(networkLimits.nameMaxLength).optional(),
  prefixes: prefixes.optional(),
})
export type NetworkUpdateRequest = z.input<typeof networkUpdateRequest>

export const networkResource = z.object({
  id: z.string(),
  mcc: z.string(),
  mnc: z.string(),
  country: z.string(),
  name: z.string(),
  prefixes: z.array(z.string()),
  /** `reference` when loaded from the shipped list and not edited since; `team` otherwise. */
  source: z.enum(['reference', 'team']),
  created_at: timestamp,
  updated_at: timestamp,
})
export type NetworkResource = z.infer<typeof networkResource>

export const networkListQuery = listQuery({
  sortable: ['country', 'mcc', 'name', 'created_at'],
  defaultSort: 'country,mcc',
  filters: { country: countryCode.optional(), mcc: mcc.optional() },
})
export type NetworkListQuery = z.infer<typeof networkListQuery>
export const networkList = listResponse(networkResource)
export type NetworkList = z.infer<typeof networkList>

/** What loading the reference list did: networks added, and those the team already had. */
export const networkReferenceImport = z.object({
  version: z.string(),
  added: z.number().int(),
  kept: z.number().int(),
})
export type NetworkReferenceImport = z.infer<typeof networkReferenceImport>

/** `GET sms/routing/networks/lookup?number=+447700900123`: the network, or null. */
export const networkLookupQuery = z.object({ number: z.string().trim().min(1).max(32) })
export const networkLookup = z.object({
  network: z
    .object({
      id: z.string(),
      mcc: z.string(),
      mnc: z.string(),
      country: z.string(),
      name: z.string(),
      prefix: z.string(),
    })
    .nullable(),
})
export type NetworkLookup = z.infer<typeof networkLookup>
