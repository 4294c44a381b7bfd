import { asyncScheduler, merge, type Observable, scan } from 'rxjs'
import { map } from 'rxjs/operators'
import type { DomainEventData } from '../../../contract/events'
import type { VoiceCampaignResource, VoiceCampaignStats } from '../../../contract/voice-campaign'
import { drawn } from '../../campaigns/detail/liveUpdates'
import {
  notedChange,
  type PushedChange,
  withPushedChange,
} from '../../campaigns/detail/pushedChange'

type LifecycleEvent = DomainEventData<'voice-campaign.lifecycle'>
type StatsEvent = DomainEventData<'voice-campaign.stats'>

/** What the pushes said about one voice campaign: its latest self, its counters, calls up now. */
export interface VoiceLiveChange extends PushedChange<VoiceCampaignResource, VoiceCampaignStats> {
  activeCalls?: number
}

/** Counters only grow within a campaign: of two readings (pushed out of order), the later. */
export const laterVoiceStats = (a: VoiceCampaignStats, b: VoiceCampaignStats) =>
  b.calls + b.answered + b.completed + b.failed + b.voicemail >=
  a.calls + a.answered + a.completed + a.failed + a.voicemail
    ? b
    : a

/**
 * Every voice campaign's lifecycle moves and counters, gathered by id and drawn at most every
 * `renderMs` (leading and trailing, so the first and the last push are always drawn).
 */
export function voiceLiveChanges(
  lifecycle: Observable<LifecycleEvent>,
  stats: Observable<StatsEvent>,
  renderMs: number,
): Observable<ReadonlyMap<string, VoiceLiveChange>> {
  return merge(
    lifecycle.pipe(
      map((event): [string, VoiceLiveChange] => [event.campaign.id, { campaign: event.campaign }]),
    ),
    stats.pipe(
      map((event): [string, VoiceLiveChange] => [
        event.campaign_id,
        { stats: event.stats, activeCalls: event.active_calls },
      ]),
    ),
  ).pipe(
    scan(
      (changes, [id, change]) => {
        const before = changes.get(id) ?? {}
        const next = new Map(changes)
        next.set(id, {
          ...notedChange(before, change, laterVoiceStats),
          activeCalls: change.activeCalls ?? before.activeCalls,
        })
        return next as ReadonlyMap<string, VoiceLiveChange>
      },
      new Map() as ReadonlyMap<string, VoiceLiveChange>,
    ),
    drawn(renderMs, asyncScheduler),
  )
}

/** A loaded campaign with what was pushed about it since: the later edit, the later totals. */
export const withVoiceChange = (
  campaign: VoiceCampaignResource,
  change: VoiceLiveChange | undefined,
): VoiceCampaignResource => withPushedChange(campaign, change, laterVoiceStats)
