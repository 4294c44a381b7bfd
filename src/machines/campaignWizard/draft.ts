import {
  type CampaignTargets,
  campaignRequirements,
  type SmsCampaignResource,
  type SmsCampaignUpdateRequest,
  type weekdays,
} from '../../contract/sms-campaign'

import { type WizardStep, wizardSteps } from './steps'

export { type WizardStep, wizardSteps }

export type Weekday = (typeof weekdays)[number]
export type ScheduleKind = SmsCampaignResource['schedule']['kind']

/**
 * A draft campaign as the wizard edits it. Fields people type stay as typed (`throttle` '0',
 * `at` half a date): the server judges them, and a rejected value is still in its input.
 */
export interface WizardDraft {
  targets: CampaignTargets
  sender_ids: string[]
  text_ids: string[]
  offer_id: string | null
  tracking_domain: string
  /** The routing plan its messages take; null: the team's default plan. */
  routing_plan_id: string | null
  scheduleKind: ScheduleKind
  /** An ISO instant with its offset, or '' before one is chosen. */
  at: string
  days: Weekday[]
  /** `HH:MM` times of a recurring schedule. */
  times: string[]
  time_zone: string
  /** Messages a minute as typed; '' for no limit. */
  throttle: string
  quietHours: boolean
  quietStart: string
  quietEnd: string
}

/**
 * The draft of a stored campaign. Opening the wizard, a campaign still on the server's UTC
 * default is offered `defaultZone` (the browser's) instead; after a save the stored zone holds.
 */
export function draftOf(campaign: SmsCampaignResource, defaultZone?: string): WizardDraft {
  const { schedule } = campaign
  return {
    targets: {
      segment_ids: [...campaign.targets.segment_ids],
      tags: [...campaign.targets.tags],
      feed_ids: [...campaign.targets.feed_ids],
    },
    sender_ids: [...campaign.sender_ids],
    text_ids: [...campaign.text_ids],
    offer_id: campaign.offer_id,
    tracking_domain: campaign.tracking_domain ?? '',
    routing_plan_id: campaign.routing_plan_id,
    scheduleKind: schedule.kind,
    at: schedule.kind === 'at' ? schedule.at : '',
    days: schedule.kind === 'recurring' ? [...schedule.days] : [],
    times: schedule.kind === 'recurring' ? [...schedule.times] : [],
    time_zone: defaultZone && campaign.time_zone === 'UTC' ? defaultZone : campaign.time_zone,
    throttle: campaign.throttle_per_minute === null ? '' : String(campaign.throttle_per_minute),
    quietHours: campaign.quiet_hours !== null,
    quietStart: campaign.quiet_hours?.start ?? '',
    quietEnd: campaign.quiet_hours?.end ?? '',
  }
}

/** A typed whole number is sent as one; anything else as typed, for the server to refuse. */
function throttleOf(typed: string): number | string | null {
  const text = typed.trim()
  if (text === '') return null
  return /^-?\d+$/.test(text) ? Number(text) : text
}

function scheduleOf(draft: WizardDraft) {
  if (draft.scheduleKind === 'at') return { kind: 'at' as const, at: draft.at }
  if (draft.scheduleKind === 'recurring')
    return { kind: 'recurring' as const, days: draft.days, times: draft.times }
  return { kind: 'now' as const }
}

/** The body of PUT sms/campaigns/{id} for one step: only the fields that step edits. */
export function requestOf(draft: WizardDraft, step: WizardStep): SmsCampaignUpdateRequest {
  switch (step) {
    case 'recipients':
      return { targets: draft.targets }
    case 'content':
      return {
        sender_ids: draft.sender_ids,
        text_ids: draft.text_ids,
        offer_id: draft.offer_id,
        tracking_domain: draft.tracking_domain.trim() === '' ? null : draft.tracking_domain,
      }
    case 'schedule':
      return {
        schedule: scheduleOf(draft),
        time_zone: draft.time_zone,
        routing_plan_id: draft.routing_plan_id,
        throttle_per_minute: throttleOf(draft.throttle) as number | null,
        quiet_hours: draft.quietHours ? { start: draft.quietStart, end: draft.quietEnd } : null,
      }
    case 'review':
      return {}
  }
}

/** The draft's fields each step edits. */
export const stepFields: Record<WizardStep, readonly (keyof WizardDraft)[]> = {
  recipients: ['targets'],
  content: ['sender_ids', 'text_ids', 'offer_id', 'tracking_domain'],
  schedule: [
    'scheduleKind',
    'at',
    'days',
    'times',
    'time_zone',
    'routing_plan_id',
    'throttle',
    'quietHours',
    'quietStart',
    'quietEnd',
  ],
  review: [],
}

/** The draft with one step's fields taken from `from` (what the server stored). */
export function withStepOf(draft: WizardDraft, from: WizardDraft, step: WizardStep): WizardDraft {
  const next = { ...draft }
  for (const field of stepFields[step]) Object.assign(next, { [field]: from[field] })
  return next
}

/** The API field (its first segment) each draft field is saved as, for its 422 messages. */
const apiFieldOf: Record<keyof WizardDraft, string> = {
  targets: 'targets',
  sender_ids: 'sender_ids',
  text_ids: 'text_ids',
  offer_id: 'offer_id',
  tracking_domain: 'tracking_domain',
  scheduleKind: 'schedule',
  at: 'schedule',
  days: 'schedule',
  times: 'schedule',
  time_zone: 'time_zone',
  routing_plan_id: 'routing_plan_id',
  throttle: 'throttle_per_minute',
  quietHours: 'quiet_hours',
  quietStart: 'quiet_hours',
  quietEnd: 'quiet_hours',
}

/** The 422 messages that still hold once the given draft fields changed. */
export function errorsAfterChange(
  errors: Record<string, string[]>,
  changed: readonly (keyof WizardDraft)[],
): Record<string, string[]> {
  const roots = new Set(changed.map((field) => apiFieldOf[field]))
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !roots.has(field.split('.')[0] ?? field)),
  )
}

/** Whether the step's fields differ from what the server holds. */
export const isStepChanged = (draft: WizardDraft, saved: WizardDraft, step: WizardStep) =>
  JSON.stringify(requestOf(draft, step)) !== JSON.stringify(requestOf(saved, step))

/** The step that fixes what is-ready names as missing (`campaignRequirements`' words). */
export const stepOfRequirement = (requirement: string): WizardStep =>
  requirement === campaignRequirements.recipients ? 'recipients' : 'content'
