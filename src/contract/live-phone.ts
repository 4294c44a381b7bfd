import { z } from 'zod'
import { livePhoneLimits as limits, liveTestVerdicts } from './constants'
import { id, requiredText, timestamp } from './fields'
import { listQuery, listResponse } from './list'
import { callerNumber } from './voice-campaign-request'

/**
 * Live phones (DOMAIN.md "Live phone"; issue 18 item 8): a team's real handsets, registered as
 * test numbers. A test message goes through one of the team's routes carrying a code; the
 * handset's app reports what it received (the webhook, with the phone's token); the receipt and
 * the report give the test its verdict.
 */

export const livePhoneRequest = z.object({
  name: requiredText(limits.nameMaxLength),
  /** Written as people write it, stored in E.164 (read as a campaign's caller numbers). */
  phone_number: callerNumber,
  active: z.boolean().default(true),
})
export type LivePhoneRequest = z.input<typeof livePhoneRequest>

export const livePhoneUpdateRequest = z.object({
  name: livePhoneRequest.shape.name.optional(),
  phone_number: callerNumber.optional(),
  active: z.boolean().optional(),
})

export const livePhoneStatuses = ['online', 'offline'] as const
export type LivePhoneStatus = (typeof livePhoneStatuses)[number]

export const livePhoneResource = z.object({
  id: z.string(),
  name: z.string(),
  phone_number: z.string(),
  /** From the number (libphonenumber); null when it names none. */
  country: z.string().nullable(),
  /** The team's network whose prefix the number starts with (longest match). */
  network: z
    .object({ id: z.string(), name: z.string(), mcc: z.string(), mnc: z.string() })
    .nullable(),
  active: z.boolean(),
  /** Online when its app reported within `livePhoneLimits.onlineWithinMs`. */
  status: z.enum(livePhoneStatuses),
  last_seen_at: timestamp.nullable(),
  /** Where its app posts what it receives, from the product's root. */
  webhook_path: z.string(),
  /** The last characters of its token; the whole token is answered once, by `token`. */
  token_hint: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
})
export type LivePhoneResource = z.infer<typeof livePhoneResource>

export const livePhoneListQuery = listQuery({
  sortable: ['name', 'created_at', 'last_seen_at'],
  defaultSort: 'name',
  filters: { active: z.enum(['true', 'false']).optional() },
})
export const livePhoneList = listResponse(livePhoneResource)
export type LivePhoneList = z.infer<typeof livePhoneList>

/** GET|POST live-phones/:id/token: the whole token (read, or a new one made). */
export const livePhoneToken = z.object({ token: z.string(), webhook_path: z.string() })
export type LivePhoneToken = z.infer<typeof livePhoneToken>

/**
 * What a test comes to. `pending` until its receipt and report settle it; `fake_dlr`: the
 * receipt said delivered and nothing arrived within the timeout; `not_delivered`: refused, a
 * failed receipt, or nothing at all within the timeout.
 */
export { liveTestVerdicts }
export type LiveTestVerdict = (typeof liveTestVerdicts)[number]

/** The steps of a test's status log, in the order they happen. */
export const liveTestSteps = [
  'queued',
  'submitted',
  'refused',
  'receipt',
  'received',
  'timed_out',
] as const
export type LiveTestStep = (typeof liveTestSteps)[number]

/** POST live-phones/:id/tests: one test message through a route. */
export const liveTestRequest = z.object({
  route_id: id,
  sender: requiredText(limits.senderMaxLength),
  text: requiredText(limits.textMaxLength),
})
export type LiveTestRequest = z.input<typeof liveTestRequest>

export const liveTestResource = z.object({
  id: z.string(),
  phone_id: z.string(),
  phone_name: z.string(),
  route_id: z.string().nullable(),
  route_name: z.string(),
  vendor_name: z.string(),
  code: z.string(),
  sender: z.string(),
  /** The text as sent, the code in it. */
  text: z.string(),
  message_id: z.string().nullable(),
  receipt_status: z.enum(['delivered', 'failed']).nullable(),
  received_from: z.string().nullable(),
  received_text: z.string().nullable(),
  received_at: timestamp.nullable(),
  verdict: z.enum(liveTestVerdicts),
  /** When the handset must have reported by. */
  deadline_at: timestamp,
  created_at: timestamp,
})
export type LiveTestResource = z.infer<typeof liveTestResource>

export const liveTestListQuery = listQuery({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: {
    route_id: id.optional(),
    vendor_name: z.string().max(120).optional(),
    verdict: z.enum(liveTestVerdicts).optional(),
    phone_id: id.optional(),
  },
})
export type LiveTestListQuery = z.infer<typeof liveTestListQuery>
export const liveTestList = listResponse(liveTestResource)
export type LiveTestList = z.infer<typeof liveTestList>

/** Per route: how many tests ended in each verdict (the vendor check at a glance). */
export const liveTestSummary = z.object({
  routes: z.array(
    z.object({
      route_id: z.string().nullable(),
      route_name: z.string(),
      vendor_name: z.string(),
      counts: z.record(z.enum(liveTestVerdicts), z.number().int()),
      total: z.number().int(),
    }),
  ),
})
export type LiveTestSummary = z.infer<typeof liveTestSummary>

export const liveStatusLogResource = z.object({
  id: z.string(),
  test_id: z.string().nullable(),
  step: z.enum(liveTestSteps),
  /** The receipt's status, the refusal's error, what arrived. */
  detail: z.string().nullable(),
  at: timestamp,
})
export type LiveStatusLogResource = z.infer<typeof liveStatusLogResource>
export const liveStatusLogList = listResponse(liveStatusLogResource)
export type LiveStatusLogList = z.infer<typeof liveStatusLogList>

/** A message the handset reported (matched to a test by its code, or not). */
export const liveReceivedSmsResource = z.object({
  id: z.string(),
  test_id: z.string().nullable(),
  from: z.string(),
  text: z.string(),
  received_at: timestamp,
  reported_at: timestamp,
})
export type LiveReceivedSmsResource = z.infer<typeof liveReceivedSmsResource>
export const liveReceivedSmsList = listResponse(liveReceivedSmsResource)

export const liveLogListQuery = listQuery({
  sortable: ['at'],
  defaultSort: '-at',
  filters: { test_id: id.optional() },
})

/** The handset's report (the webhook): who sent it, what arrived, when. */
export const liveHandsetReport = z.object({
  from: requiredText(limits.senderMaxLength * 2),
  text: z.string().max(limits.reportTextMaxLength),
  received_at: timestamp,
})
export type LiveHandsetReport = z.input<typeof liveHandsetReport>

export interface ArrivalFacts {
  sentSender: string
  sentText: string
  receivedFrom: string
  receivedText: string
}

/** Spaces differ between handsets' apps: two texts are the same when their words are. */
const words = (text: string) => text.trim().replace(/\s+/g, ' ')

/**
 * The verdict of a test that arrived: the content first (a vendor that rewrites the text is
 * the worse finding), then the sender id. Numbers compare by their digits, as handsets show a
 * numeric sender with or without its plus.
 */
export function arrivalVerdict(facts: ArrivalFacts): LiveTestVerdict {
  if (words(facts.sentText) !== words(facts.receivedText)) return 'content_changed'
  const sender = (value: string) =>
    /^\+?\d+$/.test(value.trim()) ? value.replace(/\D/g, '') : value.trim()
  if (sender(facts.sentSender) !== sender(facts.receivedFrom)) return 'sender_changed'
  return 'delivered'
}

/** The verdict of a test nothing arrived for by its deadline: a fake receipt or no delivery. */
export const silentVerdict = (receipt: 'delivered' | 'failed' | null): LiveTestVerdict =>
  receipt === 'delivered' ? 'fake_dlr' : 'not_delivered'
