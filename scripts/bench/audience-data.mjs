// The audience bench's data: a CSV written to disk row by row, and contacts seeded straight into
// the stopped product's database with one generate_series statement.

import { once } from 'node:events'
import { createWriteStream } from 'node:fs'

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Chinua',
  'Wangari',
  'Nneka',
  'Ravi',
  'Sofia',
  'Lena',
  'Omar',
]
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Achebe',
  'Maathai',
  'Okafor',
  'Patel',
  'Rossi',
  'Novak',
  'Haddad',
  'Smith',
  'Jones',
  'Garcia',
  'Müller',
  'Dubois',
  'Silva',
  'Kim',
  'Nguyen',
  'Mensah',
  'Kowalski',
]
const countries = ['GB', 'US', 'DE', 'FR', 'NG', 'KE', 'IN', 'BR', 'ZA', 'EG']
const networks = [
  '23410',
  '310260',
  '26201',
  '20801',
  '62130',
  '63902',
  '40445',
  '72405',
  '65501',
  '60201',
]
/** Seven in ten active, the rest spread over the other statuses. */
const statuses = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'unsubscribed',
  'invalid',
  'blocked',
]
const sources = ['upload', 'feed', 'api', 'manual']

/**
 * A CSV of `rows` contacts, British and American numbers in turn (none of them seeded): one row
 * in a hundred has a number that cannot be read, so the import writes its error report too.
 */
export async function writeCsv(path, rows) {
  const out = createWriteStream(path)
  out.write('phone,first_name,last_name,email,country,tags\n')
  for (let i = 0; i < rows; i++) {
    const british = i % 2 === 0
    const number = british
      ? `+44 7500 ${String(i).padStart(6, '0')}`
      : `+1 415 ${String(2_000_000 + i).replace(/^(\d{3})/, '$1 ')}`
    const phone = i % 100 === 99 ? 'not a phone' : number
    const tags = i % 5 === 0 ? 'vip' : ''
    const line = `${phone},${firstNames[i % 10]},${lastNames[(i * 7) % 20]},csv${i}@example.test,${british ? 'GB' : 'US'},${tags}\n`
    if (!out.write(line)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'finish')
}

/**
 * A bare owner (every required users column filled, whatever the schema holds today) and their
 * team `teamId`, written straight into a fresh database through `query(text)` (answers rows):
 * for benches that time the database alone, with no server to register through.
 */
export async function insertBareTeam(query, teamId) {
  const cols = await query(
    `select column_name, data_type from information_schema.columns where table_name='users' and is_nullable='NO' and column_default is null`,
  )
  const values = cols.map((c) =>
    c.data_type.includes('time')
      ? 'now()'
      : c.data_type === 'boolean'
        ? 'false'
        : `'u-${c.column_name}@x.test'`,
  )
  await query(
    `insert into users (${cols.map((c) => `"${c.column_name}"`).join(',')}) values (${values.join(',')})`,
  )
  const [user] = await query('select id from users limit 1')
  await query(`insert into teams (id, name, owner_id) values ('${teamId}', 'T', '${user.id}')`)
}

export async function verifyUser(db, sql, userId) {
  await db.execute(sql`update users set email_verified_at = now() where id = ${userId}`)
}

const textArray = (sql, values) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`)

/**
 * `count` contacts of the team, created over the past two years (a minute apart), with the
 * spreads above picked by a hash of the row number (so no two columns go together, as in real
 * data); UK mobile numbers. The contact indexes are dropped during the insert and built
 * again afterwards, as a bulk load does: the same indexes, in a fraction of the time.
 */
export async function seedContacts(db, sql, teamId, count) {
  if (count <= 0) return
  const { rows: indexes } = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'contacts' and indexname <> 'contacts_pkey'`,
  )
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`))
  await db.execute(sql`
    insert into contacts (id, team_id, phone, country, network, first_name, last_name, email,
      tags, status, source, last_contacted_at, created_at, updated_at)
    select gen_random_uuid()::text, ${teamId},
      '+4474' || lpad(i::text, 8, '0'),
      (${textArray(sql, countries)})[1 + abs(hashint4extended(i, 1)) % 10],
      (${textArray(sql, networks)})[1 + abs(hashint4extended(i, 2)) % 10],
      (${textArray(sql, firstNames)})[1 + abs(hashint4extended(i, 3)) % 10],
      (${textArray(sql, lastNames)})[1 + abs(hashint4extended(i, 4)) % 20],
      'person' || i || '@example.test',
      case abs(hashint4extended(i, 5)) % 10 when 0 then array['vip'] when 1 then array['newsletter', 'vip']
        when 2 then array['newsletter'] else '{}' end,
      (${textArray(sql, statuses)})[1 + abs(hashint4extended(i, 6)) % 10],
      (${textArray(sql, sources)})[1 + abs(hashint4extended(i, 7)) % 4],
      case when i % 4 = 0 then null else now() - ((i % 50000) || ' minutes')::interval end,
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${count}::int) as i`)
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef))
}

/** The tables as autovacuum leaves them: statistics and visibility map up to date. */
export async function settle(db, sql) {
  await db.execute(sql`vacuum analyze`)
}
