import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { tags } from '../../db/schema'

/**
 * Tag names as the team spells them, for reading (filters, rules): a name the team has no tag
 * for is kept as given, and matches no contact.
 */
export async function resolveExistingTags(
  db: Database,
  teamId: string,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return []
  const lowered = names.map((name) => name.toLowerCase())
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(and(eq(tags.teamId, teamId), inArray(sql`lower(${tags.name})`, lowered)))
  const known = new Map(rows.map(({ name }) => [name.toLowerCase(), name]))
  return names.map((name) => known.get(name.toLowerCase()) ?? name)
}
