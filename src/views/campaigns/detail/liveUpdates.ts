import {
  asyncScheduler,
  filter,
  map,
  merge,
  type Observable,
  type SchedulerLike,
  scan,
  throttleTime,
} from 'rxjs'
import type { DomainEventData } from '../../../contract/events'
import type { CampaignStats, SmsCampaignResource } from '../../../contract/sms-campaign'
import { laterStats } from './liveStats'
import { notedChange, type PushedChange, withPushedChange } from './pushedChange'

type StatsEvent = DomainEventData<'campaign.stats'>
type LifecycleEvent = DomainEventData<'campaign.lifecycle'>

/**
 * Draws at most once a window: the first push at once (the first sign of progress is what a
 * person waits for), then the latest of each window, and always the last.
 */
export const drawn = <T>(renderMs: number, scheduler: SchedulerLike) =>
  throttleTime<T>(renderMs, scheduler, { leading: true, trailing: true })

/** One campaign's running totals as pushed, the later reading kept, drawn at most every `renderMs`. */
export function liveStatsOf(
  events: Observable<StatsEvent>,
  campaignId: string,
  renderMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<CampaignStats> {
  return events.pipe(
    filter((event) => event.campaign_id === campaignId),
    map((event) => event.stats),
    scan(laterStats),
    drawn(renderMs, scheduler),
  )
}

/** What the pushes said about one campaign since the list was loaded. */
export type LiveChange = PushedChange<SmsCampaignResource, CampaignStats>

function noted(changes: ReadonlyMap<string, LiveChange>, id: string, change: LiveChange) {
  const next = new Map(changes)
  next.set(id, notedChange(changes.get(id) ?? {}, change, laterStats))
  return next
}

/**
 * Every campaign's lifecycle moves and counters, gathered by id and drawn at most every
 * `renderMs`: a list of busy campaigns re-renders a few times a second, not once per push.
 */
export function liveCampaignChanges(
  lifecycle: Observable<LifecycleEvent>,
  stats: Observable<StatsEvent>,
  renderMs: number,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<ReadonlyMap<string, LiveChange>> {
  return merge(
    lifecycle.pipe(map((event) => [event.campaign.id, { campaign: event.campaign }] as const)),
    stats.pipe(map((event) => [event.campaign_id, { stats: event.stats }] as const)),
  ).pipe(
    scan(
      (changes, [id, change]) => noted(changes, id, change),
      new Map() as ReadonlyMap<string, LiveChange>,
    ),
    drawn(renderMs, scheduler),
  )
}

/** A loaded campaign with what was pushed about it since: the later edit, the later totals. */
export const withLiveChange = (campaign: SmsCampaignResource, change: LiveChange | undefined) =>
  withPushedChange(campaign, change, laterStats)
