import { useRouter } from '@tanstack/react-router'
import type { SmsCampaignResource } from '../../../contract/sms-campaign'
import { useConfirm } from '../../../design/ConfirmDialog'
import { PushButton } from '../../../design/PushButton'
import type { CampaignLifecycleSnapshot } from '../../../machines/campaignLifecycle'
import { useNotify } from '../../../services/NotifyProvider'
import { dataOrThrow } from '../../lists/answers'
import * as listStyles from '../../lists/lists.css'
import { useDateText } from '../../lists/useDateText'
import { campaignCommandOffers } from './campaignCommands'
import { smsCampaignsApi } from './campaignsApi'

/**
 * The lifecycle commands the campaign takes now (the machine's `can()`), each asked first and
 * sent to the server, which runs the same machine and may still refuse (another tab was
 * quicker): the dialog then shows its reason.
 */
export function CampaignActions({
  campaign,
  lifecycle,
}: {
  campaign: SmsCampaignResource
  lifecycle: CampaignLifecycleSnapshot
}) {
  const confirm = useConfirm()
  const notify = useNotify()
  const router = useRouter()
  const timeText = useDateText({ dateStyle: 'medium', timeStyle: 'short' })
  const open = campaignCommandOffers(campaign, timeText).filter((offer) =>
    lifecycle.can(offer.event),
  )
  return (
    <section aria-labelledby="campaign-actions-title" className={listStyles.section}>
      <h2 id="campaign-actions-title" className={listStyles.sectionTitle}>
        Actions
      </h2>
      {open.length === 0 ? (
        <p className={listStyles.muted}>
          {lifecycle.hasTag('ended')
            ? 'The campaign has ended: nothing more can be done with it.'
            : 'Nothing can be done with the campaign until it is ready.'}
        </p>
      ) : (
        <div className={listStyles.actions}>
          {open.map((offer) => (
            <PushButton
              key={offer.name}
              theme={offer.type === 'danger' ? 'dangerOutline' : 'primary'}
              onPress={async () => {
                const done = await confirm({
                  title: offer.title,
                  message: offer.message,
                  confirmLabel: offer.confirmLabel,
                  type: offer.type,
                  action: async (signal) =>
                    dataOrThrow(await smsCampaignsApi.command(campaign.id, offer.name, {}, signal)),
                })
                if (!done) return
                notify.notify({ type: 'success', message: offer.done })
                await router.invalidate()
              }}
            >
              {offer.label}
            </PushButton>
          ))}
        </div>
      )}
    </section>
  )
}
