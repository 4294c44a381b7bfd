import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { Notice } from '../../../design/Notice'
import { type CampaignLifecycleSnapshot, lifecycleOf } from '../../../machines/campaignLifecycle'
import * as facts from '../../lists/facts.css'
import * as listStyles from '../../lists/lists.css'

const deliveryText = {
  draft: 'Draft: not sent yet',
  scheduled: 'Scheduled: waiting for its time',
  sending: 'Sending',
  paused: 'Paused',
  completed: 'Completed',
  stopped: 'Stopped',
  failed: 'Failed',
} as const
const recurrenceText = { none: 'None', active: 'Active', stopped: 'Stopped' } as const
const feedText = { none: 'None', streaming: 'Reading new contacts', stopped: 'Stopped' } as const

/** Where the campaign is in each region of its lifecycle, and what it still lacks. */
export function LifecycleSummary({
  campaign,
  lifecycle,
}: {
  campaign: Pick<SmsCampaignResource, 'failure' | 'missing'>
  lifecycle: CampaignLifecycleSnapshot
}) {
  const { delivery, recurrence, feed } = lifecycleOf(lifecycle)
  return (
    <section aria-labelledby="campaign-status-title" className={listStyles.section}>
      <h2 id="campaign-status-title" className={listStyles.sectionTitle}>
        Status
      </h2>
      <dl className={facts.facts} aria-live="polite">
        <dt className={facts.factName}>Delivery</dt>
        <dd className={facts.factValue} data-state={delivery}>
          {deliveryText[delivery]}
        </dd>
        <dt className={facts.factName}>Recurring sends</dt>
        <dd className={facts.factValue} data-state={recurrence}>
          {recurrenceText[recurrence]}
        </dd>
        <dt className={facts.factName}>Feed</dt>
        <dd className={facts.factValue} data-state={feed}>
          {feedText[feed]}
        </dd>
      </dl>
      {campaign.failure && (
        <Notice tone="danger" title="The delivery engine gave up">
          {campaign.failure}
        </Notice>
      )}
      {lifecycle.hasTag('editable') && campaign.missing.length > 0 && (
        <Notice tone="warning" title="Not ready to send">
          It still needs {campaign.missing.join(', ')}.
        </Notice>
      )}
    </section>
  )
}
