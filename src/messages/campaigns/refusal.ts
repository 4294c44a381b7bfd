import type { AppLocale } from '../../contract/constants'
import {
  type CampaignLifecycleEvent,
  type CampaignLifecycleSnapshot,
  deliveryOf,
  type RefusalCode,
} from '../../machines/campaignLifecycle'
import { translator } from '../translate'
import messages from './catalogue'
import { missingText } from './requirements'

/**
 * Why the lifecycle refused `event` (its `refusalOf` code) as a sentence in `locale`: the
 * server's 409 message, with where the campaign is and what it lacks.
 */
export function refusalText(
  code: RefusalCode,
  snapshot: CampaignLifecycleSnapshot,
  event: CampaignLifecycleEvent,
  locale: AppLocale,
): string {
  const t = translator(messages, locale)
  return t(`refusal.${code}`, {
    state: t(`refusal.state.${deliveryOf(snapshot)}`),
    missing: missingText(t, locale, snapshot.context.missing),
    event: event.type,
  })
}
