import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { ContactStatus } from '../../../../src/contract/contact'
import type { CampaignTargets } from '../../../../src/contract/sms-campaign'
import type { Database } from '../../db/connect'
import { contacts, feedContacts, segments, tags } from '../../db/schema'
import { enterAutomations } from '../automations/engine/enter'
import { segmentCondition } from '../segments/matching'

/**
 * A campaign's audience: the team's contacts that any target reaches (a segment's rules, a tag,
 * a feed that received them), each once (a team holds one contact per phone), leaving out those
 * who cannot receive: unsubscribed, invalid and blocked numbers.
 */

/** The only status a campaign message goes to. */
export const receivingStatus: ContactStatus = 'active'

const never = sql`false`

/** Tag names as the team spells them (contacts carry that spelling; the request may not). */
async function teamSpelling(db: Database, teamId: string, names: readonly string[]) {
  if (names.length === 0) return []
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(
      and(
        eq(tags.teamId, teamId),
        inArray(
          sql`lower(${tags.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    )
  return rows.map((row) => row.name)
}

/** The condition on `contacts` that picks the audience of `targets` in the team, now. */
export async function audienceCondition(
  db: Database,
  teamId: string,
  targets: CampaignTargets,
  now: Date,
): Promise<SQL> {
  const reaches: SQL[] = []
  if (targets.segment_ids.length > 0) {
    const rows = await db
      .select({ rules: segments.rules })
      .from(segments)
      .where(and(eq(segments.teamId, teamId), inArray(segments.id, targets.segment_ids)))
    for (const row of rows) reaches.push(await segmentCondition(db, teamId, row.rules, now))
  }
  const spelled = await teamSpelling(db, teamId, targets.tags)
  if (spelled.length > 0) {
    const names = sql`array[${sql.join(
      spelled.map((name) => sql`${name}::text`),
      sql`, `,
    )}]::text[]`
    reaches.push(sql`${contacts.tags} && ${names}`)
  }
  if (targets.feed_ids.length > 0)
    reaches.push(
      sql`exists (select 1 from ${feedContacts} where ${feedContacts.contactId} = ${contacts.id} and ${inArray(feedContacts.feedId, targets.feed_ids)})`,
    )
  return and(
    eq(contacts.teamId, teamId),
    eq(contacts.status, receivingStatus),
    reaches.length === 0 ? never : or(...reaches),
  ) as SQL
}

/** How many contacts the targets reach now. */
export async function countAudience(
  db: Database,
  teamId: string,
  targets: CampaignTargets,
  now: Date,
): Promise<number> {
  const where = await audienceCondition(db, teamId, targets, now)
  const [row] = await db.select({ value: count() }).from(contacts).where(where)
  return row?.value ?? 0
}

/** Remembers that `feedId` received the team's contacts with these phones. */
export async function recordFeedContacts(
  db: Database,
  teamId: string,
  feedId: string,
  phones: readonly string[],
  now: Date,
): Promise<void> {
  if (phones.length === 0) return
  const joined = await db
    .insert(feedContacts)
    .select(
      db
        .select({
          feedId: sql<string>`${feedId}::text`.as('feed_id'),
          contactId: contacts.id,
          teamId: contacts.teamId,
          receivedAt: sql<Date>`now()`.as('received_at'),
        })
        .from(contacts)
        .where(and(eq(contacts.teamId, teamId), inArray(contacts.phone, [...phones]))),
    )
    .onConflictDoNothing()
    .returning({ contactId: feedContacts.contactId })
  // Contacts new to the feed start the journeys of automations triggered by it.
  await enterAutomations(
    db,
    teamId,
    { event: 'feed_joined', feedId },
    joined.map((row) => row.contactId),
    now,
  )
}
