import { z } from 'zod'
import { dataFileResource } from './data-file'
import { mnpRequestResource } from './enrichment'
import { timestamp } from './fields'
import { notificationResource } from './notifications'
import { rateSheetResource } from './rate-sheet'
import { segmentProgress } from './segment'
import { smppConnectionStatus, smppTestReceipt } from './smpp-connection'
import { campaignStats, smsCampaignResource } from './sms-campaign'
import { voiceCampaignResource, voiceCampaignStats } from './voice-campaign'

/**
 * The server-sent events stream (GET events): one stream per signed-in user and current team.
 * Every message is `event: <name>` with JSON `data`. Domain events come from the server's event
 * bus; the control events frame the stream itself.
 */

/** Domain events: what changed, for whom the bus decided. Later areas add theirs here. */
export const domainEvents = {
  /** A notification was raised for the user (in this team, or about the account). */
  'notification.created': notificationResource,
  /** A notification was marked read or unread (possibly from another tab). */
  'notification.updated': notificationResource,
  /** Every unread notification the user sees in `team_id` (and the account's) is read now. */
  'notifications.read_all': z.object({
    team_id: z.string().nullable(),
    read_at: timestamp,
    updated: z.number().int().min(0),
  }),
  /** An import moved on (every batch) or finished: the data file with its counts. */
  'data_file.progress': dataFileResource,
  /** A rate sheet's parse moved on (every batch of its change set), ended or failed. */
  'rate_sheet.progress': rateSheetResource,
  /** A segment's background count moved on or finished. */
  'segment.progress': segmentProgress.extend({
    segment_id: z.string(),
    contact_count: z.number().int().min(0).nullable(),
  }),
  /**
   * A campaign's lifecycle moved: a command or an engine outcome was stored as event `seq`
   * (`event` is its type); `campaign` is the campaign after it.
   */
  'campaign.lifecycle': z.object({
    seq: z.number().int().min(1),
    event: z.string(),
    campaign: smsCampaignResource,
  }),
  /**
   * A campaign's delivery counters moved (the engine queued, submitted or heard back about
   * messages). Sent at most every `campaignLimits.statsPushMs` per campaign, so a fast run
   * does not flood the stream; the last one of a run always goes.
   */
  'campaign.stats': z.object({
    campaign_id: z.string(),
    run: z.number().int().min(0),
    stats: campaignStats,
  }),
  /** A voice campaign's lifecycle moved (as `campaign.lifecycle`, for voice campaigns). */
  'voice-campaign.lifecycle': z.object({
    seq: z.number().int().min(1),
    event: z.string(),
    campaign: voiceCampaignResource,
  }),
  /**
   * A voice campaign's call counters moved (a call was placed, answered or ended). At most every
   * `voiceLimits.statsPushMs` per campaign; the last one of a burst always goes.
   */
  'voice-campaign.stats': z.object({
    campaign_id: z.string(),
    run: z.number().int().min(0),
    stats: voiceCampaignStats,
    /** Calls in progress now. */
    active_calls: z.number().int().min(0),
  }),
  /** A vendor connection's link changed state (bound, reconnecting, down…) or its last error. */
  'smpp_connection.status': z.object({
    connection_id: z.string(),
    status: smppConnectionStatus,
  }),
  /** The SMSC sent the receipt of a test message sent through a connection. */
  'smpp_connection.test_receipt': smppTestReceipt.extend({ connection_id: z.string() }),
  /** An MNP lookup run moved on (every step) or finished: the run with its counts. */
  'mnp_request.progress': mnpRequestResource,
} as const
export type DomainEventName = keyof typeof domainEvents
export type DomainEventData<Name extends DomainEventName> = z.infer<(typeof domainEvents)[Name]>

export const streamEndReasons = ['server-shutdown', 'session-ended', 'team-changed'] as const
export type StreamEndReason = (typeof streamEndReasons)[number]

/** Control events: the first message, the keep-alive, and the last message. */
export const controlEvents = {
  ready: z.object({
    user_id: z.string(),
    team_id: z.string().nullable(),
    heartbeat_ms: z.number().int(),
  }),
  heartbeat: z.object({ at: timestamp }),
  /** Sent before the server ends the stream; the client opens a new one with a new ticket. */
  closing: z.object({ reason: z.enum(streamEndReasons) }),
} as const
export type ControlEventName = keyof typeof controlEvents

/** POST events/ticket: a short-lived, single-use ticket for `GET events?ticket=…`. */
export const streamTicketResponse = z.object({
  ticket: z.string(),
  expires_in: z.number().int(),
})
export type StreamTicketResponse = z.infer<typeof streamTicketResponse>

/** GET events: the ticket, when the caller (EventSource) cannot send an Authorization header. */
export const streamQuery = z.object({ ticket: z.string().min(1).max(2048).optional() })
