/**
 * How a campaign page (SMS or voice) folds pushes into what it loaded: of two copies of the
 * campaign, the later edit; of two readings of its totals (pushed out of order), the later.
 */

/** What the pushes said about one campaign: its latest self, its latest totals. */
export interface PushedChange<Campaign, Stats> {
  campaign?: Campaign
  stats?: Stats
}

type Dated = { updated_at: string }

const isNewer = <Campaign extends Dated>(campaign: Campaign, than: Campaign | undefined) =>
  than === undefined || campaign.updated_at >= than.updated_at

/** A change noted over the one before it for the same campaign. */
export function notedChange<Campaign extends Dated, Stats>(
  before: PushedChange<Campaign, Stats>,
  change: PushedChange<Campaign, Stats>,
  later: (a: Stats, b: Stats) => Stats,
): PushedChange<Campaign, Stats> {
  return {
    campaign:
      change.campaign && isNewer(change.campaign, before.campaign)
        ? change.campaign
        : before.campaign,
    stats:
      change.stats && before.stats
        ? later(before.stats, change.stats)
        : (change.stats ?? before.stats),
  }
}

/** A loaded campaign with what was pushed about it since: the later edit, the later totals. */
export function withPushedChange<Campaign extends Dated & { stats: Stats }, Stats>(
  campaign: Campaign,
  change: PushedChange<Campaign, Stats> | undefined,
  later: (a: Stats, b: Stats) => Stats,
): Campaign {
  if (!change) return campaign
  const base = change.campaign && isNewer(change.campaign, campaign) ? change.campaign : campaign
  const stats = [change.campaign?.stats, change.stats].reduce<Stats>(
    (latest, reading) => (reading ? later(latest, reading) : latest),
    campaign.stats,
  )
  return { ...base, stats }
}
