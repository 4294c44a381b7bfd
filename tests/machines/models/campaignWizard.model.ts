import type { EventObject } from 'xstate'
import { type SmsCampaignResource, zeroStats } from '../../../src/contract/sms-campaign'
import { campaignWizardMachine } from '../../../src/machines/campaignWizard'
import { defineMachineModel } from '../support/machineModel'

/** A fresh draft: nothing chosen yet. */
export const draftCampaign: SmsCampaignResource = {
  id: 'c1',
  name: 'Spring sale',
  status: 'draft',
  lifecycle: { delivery: 'draft', recurrence: 'none', feed: 'none' },
  missing: ['recipients', 'a sender id', 'a text'],
  failure: null,
  runs: 0,
  targets: { segment_ids: [], tags: [], feed_ids: [] },
  sender_ids: [],
  text_ids: [],
  offer_id: null,
  tracking_domain: null,
  routing_plan_id: null,
  schedule: { kind: 'now' },
  time_zone: 'Europe/Paris',
  throttle_per_minute: null,
  quiet_hours: null,
  stats: zeroStats,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
}

export const withSegment = { segment_ids: ['s1'], tags: [], feed_ids: [] }

/** The draft once its recipients are stored. */
export const savedCampaign: SmsCampaignResource = {
  ...draftCampaign,
  targets: withSegment,
  missing: ['a sender id', 'a text'],
  updated_at: '2026-11-23T10:01:00.000Z',
}

export const wizardRejection = {
  ok: false,
  status: 422,
  validation: {
    message: 'The segment was not found.',
    errors: { 'targets.segment_ids.0': ['The segment was not found.'] },
  },
} as const

export const campaignWizardModel = defineMachineModel(campaignWizardMachine, {
  input: { campaign: draftCampaign, step: 'recipients', defaultZone: 'Europe/Paris' },
  events: [
    { type: 'wizard.change', patch: { targets: withSegment } },
    { type: 'wizard.change', patch: { targets: draftCampaign.targets } },
    { type: 'wizard.goTo', step: 'content' },
    { type: 'wizard.save' },
    { type: 'wizard.retry' },
    { type: 'xstate.done.actor.save', output: { ok: true, data: savedCampaign } },
    { type: 'xstate.done.actor.save', output: wizardRejection },
    {
      type: 'xstate.done.actor.save',
      output: { ok: false, status: 409, error: { message: 'The campaign is sending.' } },
    },
    {
      type: 'xstate.done.actor.save',
      output: { ok: false, status: 503, error: { message: 'Service unavailable.' } },
    },
    { type: 'xstate.error.actor.save', error: new Error('offline') },
  ] as EventObject[] as never,
})
