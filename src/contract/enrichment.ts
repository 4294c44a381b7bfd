import { z } from 'zod'
import { enrichment } from './constants'
import { calendarDay, id, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { says } from './messages'
import { countryCode } from './onboarding'
import type { TeamRole } from './team'

/**
 * MNP and HLR enrichment (DOMAIN.md "Enrichment", issue 17 item 9): a team's cached answers per
 * number, lookup runs over a segment or a pasted list, the log of every lookup asked of the
 * provider and its analytics. Costs are decimal text in `currency`, never numbers.
 */

const decimalText = z.string()

/** Who may start a run: it spends the team's money. Every member reads and counts. */
export const enrichmentStarters: readonly TeamRole[] = ['owner', 'admin']

/** One cached answer: `fresh` while younger than its country's lifetime. */
export const mnpAnswerResource = z.object({
  e164: z.string(),
  country: z.string().nullable(),
  ported: z.boolean(),
  mcc: z.string(),
  mnc: z.string(),
  network_id: z.string().nullable(),
  network_name: z.string().nullable(),
  reachable: z.boolean(),
  looked_up_at: timestamp,
  fresh: z.boolean(),
  source: z.string(),
})
export type MnpAnswerResource = z.infer<typeof mnpAnswerResource>

const flag = z.enum(['true', 'false']).transform((value) => value === 'true')

export const mnpAnswerListQuery = listQuery({
  sortable: ['looked_up_at', 'e164'],
  defaultSort: '-looked_up_at',
  filters: {
    ported: flag.optional(),
    network_id: id.optional(),
    country: countryCode.optional(),
  },
})
export type MnpAnswerListQuery = z.infer<typeof mnpAnswerListQuery>
export const mnpAnswerList = listResponse(mnpAnswerResource)
export type MnpAnswerList = z.infer<typeof mnpAnswerList>

/**
 * What to look up (`mnp/count` and `mnp/start`): a segment of the team's contacts, or numbers
 * pasted as a list (E.164, each counted once; the ones that are not numbers are counted apart).
 */
export const mnpLookupRequest = z
  .object({
    segment_id: id.optional(),
    numbers: z.array(z.string().max(64)).min(1).max(enrichment.listMaxNumbers).optional(),
  })
  .refine((body) => (body.segment_id === undefined) !== (body.numbers === undefined), {
    ...says('enrichment.oneSource'),
    path: ['numbers'],
  })
export type MnpLookupRequest = z.input<typeof mnpLookupRequest>

/** `mnp/count`: what a run would do, shown before it starts. */
export const mnpCount = z.object({
  numbers: z.number().int().min(0),
  invalid: z.number().int().min(0),
  fresh: z.number().int().min(0),
  to_look_up: z.number().int().min(0),
  unit_cost: decimalText,
  estimated_cost: decimalText,
  currency: z.string(),
})
export type MnpCount = z.infer<typeof mnpCount>

export const mnpRequestStatuses = ['queued', 'running', 'done', 'failed'] as const
export const mnpRequestStatus = z.enum(mnpRequestStatuses)
export type MnpRequestStatus = z.infer<typeof mnpRequestStatus>

/** A run with its progress (`mnp/requests`, `mnp/start`, and the `mnp_request.progress` event). */
export const mnpRequestResource = z.object({
  id: z.string(),
  kind: z.enum(['segment', 'list']),
  segment_id: z.string().nullable(),
  status: mnpRequestStatus,
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  /** 0..100, whole percent of `processed` over `total`. */
  percent: z.number().int().min(0).max(100),
  cached: z.number().int().min(0),
  looked_up: z.number().int().min(0),
  failed: z.number().int().min(0),
  ported: z.number().int().min(0),
  cost: decimalText,
  currency: z.string(),
  error: z.string().nullable(),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
})
export type MnpRequestResource = z.infer<typeof mnpRequestResource>

export const mnpRequestListQuery = listQuery({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: { status: mnpRequestStatus.optional() },
})
export type MnpRequestListQuery = z.infer<typeof mnpRequestListQuery>
export const mnpRequestList = listResponse(mnpRequestResource)
export type MnpRequestList = z.infer<typeof mnpRequestList>

export const hlrLogStatus = z.enum(['ok', 'failed'])

/** One lookup asked of the provider; `cost` is null when it failed (not charged). */
export const hlrLogResource = z.object({
  id: z.string(),
  request_id: z.string().nullable(),
  e164: z.string(),
  country: z.string().nullable(),
  status: hlrLogStatus,
  ported: z.boolean().nullable(),
  mcc: z.string().nullable(),
  mnc: z.string().nullable(),
  network_id: z.string().nullable(),
  network_name: z.string().nullable(),
  reachable: z.boolean().nullable(),
  error: z.string().nullable(),
  cost: decimalText.nullable(),
  currency: z.string(),
  source: z.string(),
  looked_up_at: timestamp,
})
export type HlrLogResource = z.infer<typeof hlrLogResource>

export const hlrLogListQuery = listQuery({
  sortable: ['looked_up_at'],
  defaultSort: '-looked_up_at',
  filters: {
    status: hlrLogStatus.optional(),
    request_id: id.optional(),
    network_id: id.optional(),
    country: countryCode.optional(),
    ported: flag.optional(),
  },
})
export type HlrLogListQuery = z.infer<typeof hlrLogListQuery>
export const hlrLogList = listResponse(hlrLogResource)
export type HlrLogList = z.infer<typeof hlrLogList>

/** `hlr/analytics`: UTC days, `from` to `to` included. */
export const hlrAnalyticsQuery = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((query) => query.from <= query.to, { ...says('report.fromAfterTo'), path: ['from'] })
  .refine(
    (query) =>
      Date.parse(query.to) - Date.parse(query.from) <
      enrichment.analyticsMaxDays * 24 * 60 * 60 * 1000,
    { ...says('validation.max', { max: enrichment.analyticsMaxDays }), path: ['to'] },
  )
export type HlrAnalyticsQuery = z.infer<typeof hlrAnalyticsQuery>

const portedFigures = z.object({
  lookups: z.number().int().min(0),
  ported: z.number().int().min(0),
  /** ported / lookups, 0..1; null with no lookups. */
  ported_share: z.number().min(0).max(1).nullable(),
})

export const hlrAnalytics = z.object({
  from: calendarDay,
  to: calendarDay,
  totals: portedFigures.extend({
    failed: z.number().int().min(0),
    cost: decimalText,
    currency: z.string(),
  }),
  /** The serving networks of the period's successful lookups, the most looked up first. */
  by_network: z.array(
    portedFigures.extend({
      network_id: z.string().nullable(),
      name: z.string().nullable(),
      mcc: z.string(),
      mnc: z.string(),
    }),
  ),
  /** Every day of the period, empty ones included, oldest first. */
  by_day: z.array(portedFigures.extend({ day: calendarDay })),
})
export type HlrAnalytics = z.infer<typeof hlrAnalytics>
