import { z } from 'zod'
import { hubEndpointLimits as limits, smppConnectionLimits } from './constants'
import { id, requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { countryCode } from './onboarding'
import type { TeamRole } from './team'
import { type RateState, ratePrice, rateStates, withCountry } from './vendor-rate'

/**
 * Hub endpoints (DOMAIN.md "Hub endpoint"; issue 18 item 2): a client company's way into the
 * hub. SMPP: a system_id (unique in the team) and a password the client binds with; HTTP: an API
 * key the server makes. Both secrets are stored hashed and never answered again (`has_password`,
 * `api_key_hint` say what is set). Traffic is taken only from the allow-listed addresses (IPv4,
 * IPv6 or CIDR ranges; an empty list takes any), at most `tps` messages a second, routed by
 * `routing_plan_id` (null: the team's default plan).
 */
export const hubEndpointProtocols = limits.protocols
export type HubEndpointProtocol = (typeof hubEndpointProtocols)[number]
export const hubEndpointStatuses = limits.statuses
export type HubEndpointStatus = (typeof hubEndpointStatuses)[number]

/** Who sets endpoints and their prices up and sends notices: owners and admins. */
export const hubEndpointWriters = ['owner', 'admin'] as const satisfies readonly TeamRole[]

/** Printable ASCII without spaces: what an SMPP client sends byte for byte. */
const smppText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => /^[\x21-\x7e]*$/.test(value), says('smpp.ascii'))

/** One allow-list entry: an IPv4 or IPv6 address, or a CIDR range of either. */
export const allowedIp = z
  .string()
  .trim()
  .refine(
    (value) =>
      [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some(
        (format) => format.safeParse(value).success,
      ),
    says('hubEndpoint.ip'),
  )

const noticeDays = z.coerce.number().int().min(0).max(limits.maxRateNoticeDays)

const fields = {
  company_id: id,
  name: requiredText(limits.nameMaxLength),
  protocol: z.enum(hubEndpointProtocols),
  /** SMPP only; null for HTTP. */
  system_id: smppText(smppConnectionLimits.systemIdMaxLength).nullable(),
  allowed_ips: z.array(allowedIp).max(limits.allowedIpsMax),
  tps: z.coerce.number().int().min(1).max(limits.maxTps),
  routing_plan_id: id.nullable(),
  status: z.enum(hubEndpointStatuses),
  /** Null: the team's `rateNoticeDays`. */
  notice_days: noticeDays.nullable(),
}

type Credentials = { protocol: HubEndpointProtocol; system_id: string | null }

const withSystemId = (endpoint: Credentials, ctx: z.RefinementCtx) => {
  if (endpoint.protocol === 'smpp' && !endpoint.system_id)
    ctx.addIssue({ code: 'custom', path: ['system_id'], ...says('hubEndpoint.systemIdRequired') })
}

export const hubEndpointRequest = z
  .object({
    ...fields,
    system_id: fields.system_id.default(null),
    /**
     * SMPP only, write-only: the password the client binds with. Needed on a new SMPP endpoint;
     * empty on an update keeps the stored one.
     */
    password: smppText(smppConnectionLimits.passwordMaxLength).default(''),
    allowed_ips: fields.allowed_ips.default([]),
    tps: fields.tps.default(limits.defaultTps),
    routing_plan_id: fields.routing_plan_id.default(null),
    status: fields.status.default('active'),
    notice_days: fields.notice_days.default(null),
  })
  .superRefine(withSystemId)
export type HubEndpointRequest = z.input<typeof hubEndpointRequest>

export const hubEndpointUpdateRequest = z.object({
  company_id: fields.company_id.optional(),
  name: fields.name.optional(),
  protocol: fields.protocol.optional(),
  system_id: fields.system_id.optional(),
  password: smppText(smppConnectionLimits.passwordMaxLength).optional(),
  allowed_ips: fields.allowed_ips.optional(),
  tps: fields.tps.optional(),
  routing_plan_id: fields.routing_plan_id.optional(),
  status: fields.status.optional(),
  notice_days: fields.notice_days.optional(),
})
export type HubEndpointUpdateRequest = z.input<typeof hubEndpointUpdateRequest>

export const hubEndpointResource = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  /** The client company's currency: its static prices are in it. */
  currency: z.string(),
  name: z.string(),
  protocol: z.enum(hubEndpointProtocols),
  system_id: z.string().nullable(),
  has_password: z.boolean(),
  /** The last characters of the API key, to tell keys apart; null when none is issued. */
  api_key_hint: z.string().nullable(),
  allowed_ips: z.array(z.string()),
  tps: z.number(),
  routing_plan_id: z.string().nullable(),
  routing_plan_name: z.string().nullable(),
  status: z.enum(hubEndpointStatuses),
  notice_days: z.number().nullable(),
  /** The notice period in force: `notice_days`, or the team's default. */
  effective_notice_days: z.number(),
  /** Static prices written and not yet notified. */
  pending_prices: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type HubEndpointResource = z.infer<typeof hubEndpointResource>

export const hubEndpointListQuery = listQuery({
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  filters: {
    company_id: id.optional(),
    protocol: z.enum(hubEndpointProtocols).optional(),
    status: z.enum(hubEndpointStatuses).optional(),
  },
})
export type HubEndpointListQuery = z.infer<typeof hubEndpointListQuery>
export const hubEndpointList = listResponse(hubEndpointResource)
export type HubEndpointList = z.infer<typeof hubEndpointList>

/** POST hub/endpoints/:id/api-key: the new key, shown this once. */
export const hubEndpointApiKey = z.object({ api_key: z.string(), api_key_hint: z.string() })
export type HubEndpointApiKey = z.infer<typeof hubEndpointApiKey>

/**
 * A static client price's way to the client: `draft` (written, not yet told), `notified` (in a
 * sent notice), `applied` (in the price list: in force over its window). Only drafts change.
 */
export const staticRateStages = ['draft', 'notified', 'applied'] as const
export type StaticRateStage = (typeof staticRateStages)[number]

/** New, increase or decrease against the applied price in force at its start. */
export const staticRateKinds = ['new', 'increase', 'decrease', 'unchanged'] as const
export type StaticRateKind = (typeof staticRateKinds)[number]

const rateFields = {
  /** Null: the country's price (for every network of it without its own). */
  network_id: id.nullable(),
  country: countryCode.nullable(),
  price: ratePrice,
  effective_from: timestamp,
}

export const staticClientRateRequest = z
  .object({
    ...rateFields,
    network_id: rateFields.network_id.default(null),
    country: rateFields.country.default(null),
  })
  .superRefine(withCountry)
export type StaticClientRateRequest = z.input<typeof staticClientRateRequest>

export const staticClientRateUpdateRequest = z.object({
  network_id: rateFields.network_id.optional(),
  country: rateFields.country.optional(),
  price: rateFields.price.optional(),
  effective_from: rateFields.effective_from.optional(),
})
export type StaticClientRateUpdateRequest = z.input<typeof staticClientRateUpdateRequest>

export const staticClientRateResource = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  network_id: z.string().nullable(),
  network: z.object({ name: z.string(), mcc: z.string(), mnc: z.string() }).nullable(),
  country: z.string(),
  /** Decimal text at the rate scale, in `currency` (the client company's). */
  price: z.string(),
  currency: z.string(),
  effective_from: timestamp,
  /** Set once applied and followed by a later price; null: open. */
  effective_till: timestamp.nullable(),
  stage: z.enum(staticRateStages),
  /** For an applied price: scheduled, in force or ended. Null before it is applied. */
  state: z.enum(rateStates).nullable(),
  notice_id: z.string().nullable(),
  created_at: timestamp,
})
export type StaticClientRateResource = z.infer<typeof staticClientRateResource>
export type { RateState }

export const staticClientRateListQuery = listQuery({
  sortable: ['effective_from', 'country', 'created_at'],
  defaultSort: '-effective_from',
  filters: {
    endpoint_id: id.optional(),
    stage: z.enum(staticRateStages).optional(),
    country: countryCode.optional(),
  },
})
export type StaticClientRateListQuery = z.infer<typeof staticClientRateListQuery>
export const staticClientRateList = listResponse(staticClientRateResource)
export type StaticClientRateList = z.infer<typeof staticClientRateList>

/** A price as a notice tells it: against the applied one in force at its start. */
export const noticePrice = z.object({
  rate_id: z.string(),
  network: z.string().nullable(),
  mcc: z.string().nullable(),
  mnc: z.string().nullable(),
  country: z.string(),
  kind: z.enum(staticRateKinds),
  old_price: z.string().nullable(),
  new_price: z.string(),
  currency: z.string(),
  effective_from: timestamp,
  /** For an increase: the earliest start the notice period allows if sent now. */
  earliest_from: timestamp.nullable(),
  /** An increase that starts sooner than the notice period allows: sending is refused. */
  too_soon: z.boolean(),
})
export type NoticePrice = z.infer<typeof noticePrice>

/** GET hub/endpoints/:id/rate-notice: the notice send-rates would send now. */
export const rateNoticePreview = z.object({
  endpoint_id: z.string(),
  notice_days: z.number(),
  recipients: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  csv_filename: z.string(),
  csv: z.string(),
  prices: z.array(noticePrice),
})
export type RateNoticePreview = z.infer<typeof rateNoticePreview>

/** A sent notice, the email-updates history. `applied_at`: when apply-rates put it in force. */
export const rateNoticeResource = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  sent_at: timestamp,
  sent_by: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  notice_days: z.number(),
  prices: z.array(noticePrice),
  applied_at: timestamp.nullable(),
})
export type RateNoticeResource = z.infer<typeof rateNoticeResource>
export const rateNoticeList = listResponse(rateNoticeResource)
export type RateNoticeList = z.infer<typeof rateNoticeList>
export const rateNoticeListQuery = listQuery({
  sortable: ['sent_at'],
  defaultSort: '-sent_at',
  filters: {},
})
export type RateNoticeListQuery = z.infer<typeof rateNoticeListQuery>

/** POST hub/endpoints/:id/apply-rates: how many notified prices were put in the price list. */
export const applyRatesResponse = z.object({ applied: z.number() })
export type ApplyRatesResponse = z.infer<typeof applyRatesResponse>
