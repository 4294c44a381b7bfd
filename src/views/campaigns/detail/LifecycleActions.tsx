import { useRouter } from '@tanstack/react-router'
import type { ModalType } from '../../../contract/constants'
import { dataOrThrow } from '../../../contract/result'
import { Button } from '../../../design/Button'
import { useConfirm } from '../../../design/ConfirmDialog'
import type {
  CampaignCommand,
  CampaignLifecycleSnapshot,
} from '../../../machines/campaignLifecycle'
import messages from '../../../messages/campaigns/catalogue'
import { useMessages } from '../../../messages/useMessages'
import type { ApiResult } from '../../../services/http/client'
import { useNotify } from '../../../services/NotifyProvider'
import * as listStyles from '../../lists/lists.css'

/** A lifecycle command as a campaign page offers it: its button and its question. */
export interface LifecycleOffer<Name extends string> {
  name: Name
  /** The machine event the command is, for `can()`. */
  event: CampaignCommand
  label: string
  title: string
  message: string
  confirmLabel: string
  type: ModalType
  done: string
}

/**
 * The lifecycle commands a campaign (SMS or voice) takes now (the machine's `can()`), each asked
 * first and sent to the server, which runs the same machine and may still refuse (another tab
 * was quicker, the campaign lacks something now): the dialog then shows its reason, and the page
 * reads the campaign again.
 */
export function LifecycleActions<Name extends string>({
  titleId,
  offers,
  lifecycle,
  run,
}: {
  /** The heading's id, unique on the page. */
  titleId: string
  offers: readonly LifecycleOffer<Name>[]
  lifecycle: CampaignLifecycleSnapshot
  /** Sends the command; answers the campaign or the server's refusal. */
  run: (name: Name, signal: AbortSignal) => Promise<ApiResult<unknown>>
}) {
  const confirm = useConfirm()
  const notify = useNotify()
  const router = useRouter()
  const t = useMessages(messages)
  const open = offers.filter((offer) => lifecycle.can(offer.event))
  return (
    <section aria-labelledby={titleId} className={listStyles.section}>
      <h2 id={titleId} className={listStyles.sectionTitle}>
        {t('actions.title')}
      </h2>
      {open.length === 0 ? (
        <p className={listStyles.muted}>
          {lifecycle.hasTag('ended') ? t('actions.ended') : t('actions.notReady')}
        </p>
      ) : (
        <div className={listStyles.actions}>
          {open.map((offer) => (
            <Button
              key={offer.name}
              tone={offer.type === 'danger' ? 'danger' : 'primary'}
              variant={offer.type === 'danger' ? 'outline' : 'solid'}
              onPress={async () => {
                const done = await confirm({
                  title: offer.title,
                  message: offer.message,
                  confirmLabel: offer.confirmLabel,
                  type: offer.type,
                  action: async (signal) => {
                    const answer = await run(offer.name, signal)
                    // Refused: the page reads the campaign again, so what it says agrees with
                    // the reason the dialog shows (a sender id gone since the page was read).
                    if (!answer.ok) void router.invalidate()
                    return dataOrThrow(answer)
                  },
                })
                if (!done) return
                notify.notify({ type: 'success', message: offer.done })
                await router.invalidate()
              }}
            >
              {offer.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  )
}
