import type { CampaignLogEntry } from '../../../contract/sms-campaign'
import type { Key } from '../../../messages/campaigns/catalogue'
import type { Translate } from '../../../messages/catalogue'

const words = {
  'campaign.configure': 'log.configure',
  'campaign.pause': 'log.pause',
  'campaign.resume': 'log.resume',
  'campaign.stop': 'log.stop',
  'campaign.stopRecurring': 'log.stopRecurring',
  'campaign.stopFeed': 'log.stopFeed',
  'campaign.stopPlanner': 'log.stopPlanner',
  'engine.started': 'log.started',
  'engine.runFinished': 'log.runFinished',
} as const

const isKnown = (type: string): type is keyof typeof words => type in words

/** A stored lifecycle event in words; a type this client does not know is shown as it is. */
export function logEntryText(t: Translate<Key>, entry: CampaignLogEntry): string {
  const { event } = entry
  if (entry.type === 'campaign.send') return t(event.later ? 'log.scheduled' : 'log.sent')
  if (entry.type === 'engine.failed')
    return typeof event.reason === 'string'
      ? t('log.failedBecause', { reason: event.reason })
      : t('log.failed')
  return isKnown(entry.type) ? t(words[entry.type]) : entry.type
}

/** Who stored it: a person, or the delivery engine (no actor). */
export const logActorText = (t: Translate<Key>, entry: CampaignLogEntry) =>
  entry.actor?.name ?? t('lifecycleLog.engine')
