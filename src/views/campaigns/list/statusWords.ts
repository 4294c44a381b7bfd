import type { DeliveryStateName } from '../../../contract/sms-campaign'

/** A campaign's delivery state in a word, for badges and filter chips. */
export const statusWords: Record<DeliveryStateName, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  completed: 'Completed',
  stopped: 'Stopped',
  failed: 'Failed',
}
