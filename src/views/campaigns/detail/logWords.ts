import type { CampaignLogEntry } from '../../../contract/sms-campaign'

const words: Record<string, string> = {
  'campaign.configure': 'Edited',
  'campaign.pause': 'Paused',
  'campaign.resume': 'Resumed',
  'campaign.stop': 'Stopped',
  'campaign.stopRecurring': 'Recurring sends stopped',
  'campaign.stopFeed': 'Feed stopped',
  'campaign.stopPlanner': 'Taken off the planner',
  'engine.started': 'Delivery started',
  'engine.runFinished': 'Run finished',
}

/** A stored lifecycle event in words; a type this client does not know is shown as it is. */
export function logEntryText(entry: CampaignLogEntry): string {
  const { event } = entry
  if (entry.type === 'campaign.send') return event.later ? 'Scheduled' : 'Sent'
  if (entry.type === 'engine.failed')
    return typeof event.reason === 'string' ? `Delivery failed: ${event.reason}` : 'Delivery failed'
  return words[entry.type] ?? entry.type
}

/** Who stored it: a person, or the delivery engine (no actor). */
export const logActorText = (entry: CampaignLogEntry) => entry.actor?.name ?? 'Delivery engine'
