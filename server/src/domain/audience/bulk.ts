import { count, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect'
import { contacts } from '../../db/schema'

/** `array[$1::text, …]`: names as one text[] parameter list. */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`

/** Runs a data-changing statement and answers how many rows it changed (on PGlite and pg alike). */
async function changedRows(db: Database, statement: SQL): Promise<number> {
  const result = await db.execute(
    sql`with changed as (${statement} returning 1) select count(*)::int as value from changed`,
  )
  const rows = (result as unknown as { rows: { value: number }[] }).rows
  return Number(rows[0]?.value ?? 0)
}

export async function countSelected(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contacts).where(where)
  return row?.value ?? 0
}

/**
 * Adds the tags (the team's spelling) to the selected contacts that lack any of them; answers
 * each changed contact with the tags it did not have (they may start automations' journeys).
 */
export async function tagSelected(
  db: Database,
  where: SQL,
  names: readonly string[],
): Promise<{ id: string; added: string[] }[]> {
  const wanted = textArray(names)
  const result = await db.execute(sql`
    with chosen as (
      select id, tags as before from ${contacts} where ${where} and not ${contacts.tags} @> ${wanted}
      for update
    )
    update ${contacts} set tags = ${contacts.tags} || array(select name from unnest(${wanted}) as name where not name = any(${contacts.tags})), updated_at = now()
    from chosen where ${contacts.id} = chosen.id
    returning ${contacts.id} as id,
      array(select name from unnest(${wanted}) as name where not name = any(chosen.before)) as added`)
  return (result as unknown as { rows: { id: string; added: string[] }[] }).rows
}

/** Takes the tags off the selected contacts that have any of them. */
export function untagSelected(db: Database, where: SQL, names: readonly string[]) {
  const gone = textArray(names)
  return changedRows(
    db,
    sql`update ${contacts} set tags = array(select name from unnest(${contacts.tags}) with ordinality as kept(name, position) where not name = any(${gone}) order by position), updated_at = now() where ${where} and ${contacts.tags} && ${gone}`,
  )
}

export function deleteSelected(db: Database, where: SQL) {
  return changedRows(db, sql`delete from ${contacts} where ${where}`)
}
