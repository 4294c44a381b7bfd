import { z } from 'zod'
import { audienceLimits } from './constants'
import { contactStatus, tagName } from './contact'
import { feedLogOutcomes } from './feed-values'
import { calendarMoment, id, requiredText, text, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { countryCode } from './onboarding'

/**
 * Feeds (DOMAIN.md): named inbound streams of contacts. A sender posts batches to the feed's
 * posting URL with its key (header `X-Feed-Key`, or `?key=`); each contact is upserted by phone
 * (source `feed`), with the feed's tags; every batch is logged with what was accepted and why
 * the rest was not. A paused feed refuses batches (and logs them).
 */
export const feedStatuses = ['active', 'paused'] as const
export const feedStatus = z.enum(feedStatuses)

const description = text(1000)
  .nullable()
  .transform((value) => (value ? value : null))

export const feedRequest = z.object({
  name: requiredText(255),
  description: description.default(null),
  status: feedStatus.default('active'),
  /** Put on every contact the feed brings. */
  tags: z.array(tagName).max(audienceLimits.maxTagsPerContact).default([]),
  /** The country numbers without a + are read in. */
  default_country: countryCode.nullable().default(null),
  /** The status of contacts the feed creates. */
  contact_status: contactStatus.default('active'),
})
export type FeedRequest = z.input<typeof feedRequest>

export const feedUpdateRequest = z.object({
  name: requiredText(255).optional(),
  description: description.optional(),
  status: feedStatus.optional(),
  tags: z.array(tagName).max(audienceLimits.maxTagsPerContact).optional(),
  default_country: countryCode.nullable().optional(),
  contact_status: contactStatus.optional(),
})
export type FeedUpdateRequest = z.input<typeof feedUpdateRequest>

export const feedResource = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: feedStatus,
  tags: z.array(z.string()),
  default_country: z.string().nullable(),
  contact_status: contactStatus,
  /** Where batches are posted, relative to the product's address. */
  posting_path: z.string(),
  /** The key's last characters, to tell keys apart; GET feeds/{id}/key shows it whole. */
  key_hint: z.string(),
  last_received_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type FeedResource = z.infer<typeof feedResource>

export const feedListQuery = listQuery({
  sortable: ['name', 'created_at', 'last_received_at'],
  defaultSort: 'name',
  filters: { status: feedStatus.optional() },
})
export type FeedListQuery = z.infer<typeof feedListQuery>
export const feedList = listResponse(feedResource)
export type FeedList = z.infer<typeof feedList>

/** GET feeds/{id}/key and POST feeds/{id}/rotate-key (editors and up). */
export const feedKeyResponse = z.object({ posting_url: z.string(), key: z.string() })
export type FeedKeyResponse = z.infer<typeof feedKeyResponse>

/** POST feeds/{id}/inbound: `{contacts: [...]}`, each checked on its own like an upsert. */
export const feedBatchRequest = z.object({
  contacts: z.array(z.unknown()).min(1).max(audienceLimits.feedBatchMax),
})

/** Why one contact of a batch was refused. */
export const feedRejection = z.object({
  index: z.number().int().min(0),
  phone: z.string().nullable(),
  reasons: z.array(z.string()),
})
export type FeedRejection = z.infer<typeof feedRejection>

export const feedBatchResponse = z.object({
  message: z.string(),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  errors: z.array(feedRejection),
})
export type FeedBatchResponse = z.infer<typeof feedBatchResponse>

// The outcomes are in feed-values.ts, which loads without the schema library.
export { feedLogOutcomes } from './feed-values'

export const feedLogResource = z.object({
  id: z.string(),
  feed_id: z.string(),
  feed_name: z.string(),
  outcome: z.enum(feedLogOutcomes),
  rows: z.number().int().min(0),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  /** A refused batch's reason (paused feed, malformed body); null when rows were read. */
  message: z.string().nullable(),
  /** The first feedLogReasonsMax refused rows and why. */
  reasons: z.array(feedRejection),
  received_at: timestamp,
})
export type FeedLogResource = z.infer<typeof feedLogResource>

/**
 * GET feeds/logs: newest first; `filter[feed_id]`, `filter[outcome]`, and a time range
 * `filter[received_from]` / `filter[received_to]` (instants, both ends included).
 */
export const feedLogListQuery = listQuery({
  sortable: ['received_at'],
  defaultSort: '-received_at',
  filters: {
    feed_id: id.optional(),
    outcome: z.enum(feedLogOutcomes).optional(),
    received_from: calendarMoment.optional(),
    received_to: calendarMoment.optional(),
  },
})
export type FeedLogListQuery = z.infer<typeof feedLogListQuery>
export const feedLogList = listResponse(feedLogResource)
export type FeedLogList = z.infer<typeof feedLogList>
