import { z } from 'zod'
import { id, timestamp, withinCalendar } from './fields'
import { listQuery, listResponse } from './list'

/** What was acted on. Resources of the engine add their own subject type here. */
export const activitySubjectTypes = [
  'team',
  'member',
  'invitation',
  'api_token',
  'custom_field',
  'contact',
  'tag',
  'segment',
  'feed',
  'data_file',
  'offer',
  'sender_id',
  'text',
  'sms_campaign',
  'voice_agent',
  'voice_campaign',
  'automation',
  'email_template',
  'network',
  'smpp_connection',
  'rate_sheet',
  'rate_parser_profile',
  'sms_route',
  'vendor_rate',
  'routing_plan',
  'routing_rule',
  'company',
  'live_phone',
  'client_rate_rule',
  'hub_endpoint',
  'static_client_rate',
  'rate_notice',
  'profit_logic',
  'profit_logic_rule',
] as const
export const activitySubjectType = z.enum(activitySubjectTypes)
export type ActivitySubjectType = z.infer<typeof activitySubjectType>

/** What was done to it. */
export const activityActions = [
  'created',
  'updated',
  'deleted',
  'revoked',
  'accepted',
  'joined',
  'role_changed',
  'removed',
  'left',
  'tagged',
  'untagged',
  'imported',
  'exported',
  // A campaign's lifecycle commands (stop covers stop recurring sends, stop feed, planner stop).
  'sent',
  'paused',
  'resumed',
  'stopped',
  // An automation's publish and toggle-status.
  'published',
  'activated',
  'deactivated',
] as const
export const activityAction = z.enum(activityActions)
export type ActivityAction = z.infer<typeof activityAction>

/**
 * One entry of the team's activity log: who (the actor, and the API token when one was used),
 * what (action, subject and the changed properties), when, and which record. Names are kept as
 * they were then, so the entry still reads after the record or the person is gone.
 */
export const activityEntry = z.object({
  id: z.string(),
  action: activityAction,
  subject_type: activitySubjectType,
  subject_id: z.string(),
  subject_label: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  api_token: z.object({ id: z.string(), name: z.string() }).nullable(),
  properties: z.record(z.string(), z.unknown()),
  created_at: timestamp,
})
export type ActivityEntry = z.infer<typeof activityEntry>

/** A day (`2025-01-31`, the whole UTC day) or an exact ISO-8601 time. */
const moment = withinCalendar(z.union([z.iso.date(), z.iso.datetime({ offset: true })]))

/** GET teams/activity (owners and admins): newest first; `from` and `to` bound `created_at`. */
export const activityListQuery = listQuery({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: {
    actor_id: id.optional(),
    action: activityAction.optional(),
    subject_type: activitySubjectType.optional(),
    subject_id: id.optional(),
    from: moment.optional(),
    to: moment.optional(),
  },
})
export type ActivityListQuery = z.infer<typeof activityListQuery>
export const activityList = listResponse(activityEntry)
export type ActivityList = z.infer<typeof activityList>
