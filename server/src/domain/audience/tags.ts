import { and, eq, inArray, sql } from 'drizzle-orm'
import { tagPalette } from '../../../../src/contract/tag'
import type { Database } from '../../db/connect'
import { tags } from '../../db/schema'

/** A new tag's colour: the palette in turn, chosen by the name so a tag keeps it everywhere. */
function colourOf(name: string): string {
  let hash = 0
  for (const char of name.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return tagPalette[hash % tagPalette.length] ?? tagPalette[0]
}

/**
 * The tags of a write, as the team spells them: names are matched without regard to case, and
 * the ones the team does not have yet are created (imports, feeds and the contact calls all
 * tag by name). Answers the names in the order given, without repeats.
 */
export async function resolveTags(
  db: Database,
  teamId: string,
  names: readonly string[],
): Promise<string[]> {
  const wanted: [string, string][] = []
  for (const name of names)
    if (!wanted.some(([lower]) => lower === name.toLowerCase()))
      wanted.push([name.toLowerCase(), name])
  if (wanted.length === 0) return []
  const lowered = wanted.map(([lower]) => lower)
  const findExisting = () =>
    db
      .select({ name: tags.name })
      .from(tags)
      .where(and(eq(tags.teamId, teamId), inArray(sql`lower(${tags.name})`, lowered)))
  const known = new Map((await findExisting()).map(({ name }) => [name.toLowerCase(), name]))
  const missing = wanted.filter(([lower]) => !known.has(lower))
  if (missing.length > 0) {
    await db
      .insert(tags)
      .values(missing.map(([, name]) => ({ teamId, name, colour: colourOf(name) })))
      .onConflictDoNothing()
    // Another write may have made one of them meanwhile, spelt its own way: read them back.
    for (const { name } of await findExisting()) known.set(name.toLowerCase(), name)
  }
  return lowered.map((lower) => known.get(lower) ?? lower)
}
