import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactCounts, contactFacets, contacts, teams } from '../../server/src/db/schema'
import { audienceLimits } from '../../src/contract/constants'
import { contactList } from '../../src/contract/contact'
import { registerVerified } from './support/accounts'
import { caller, eventually, storeContact, uploadFile } from './support/audience'
import { samplePhone } from './support/resource-samples'
import { apiBase, backends, type TestServer, useTestServer } from './support/test-server'

/** A verified user working in their personal team, and that team's id. */
async function personalTeam(server: TestServer) {
  const account = await registerVerified(server)
  const call = caller(server, account.accessToken)
  const user = await server.request('GET', `${apiBase}/user`, { token: account.accessToken })
  return { call, token: account.accessToken, teamId: user.body.current_team.id as string }
}

/** The team's contacts grouped as contact_counts keeps them, counted from the rows themselves. */
async function countedFromRows(server: TestServer, teamId: string) {
  const result = await server.db.execute(sql`
    select status, source, coalesce(country, '') as country, count(*)::int as total
    from ${contacts} where team_id = ${teamId} group by 1, 2, 3 order by 1, 2, 3`)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}

async function kept(server: TestServer, teamId: string) {
  return server.db
    .select({
      status: contactCounts.status,
      source: contactCounts.source,
      country: contactCounts.country,
      total: contactCounts.total,
    })
    .from(contactCounts)
    .where(sql`${contactCounts.teamId} = ${teamId} and ${contactCounts.total} <> 0`)
    .orderBy(contactCounts.status, contactCounts.source, contactCounts.country)
}

/** The team's contacts grouped as contact_facets keeps them, and what it keeps (non-zero rows). */
async function facetsAndRows(server: TestServer, teamId: string) {
  const rows = (query: ReturnType<typeof sql>) =>
    server.db
      .execute(query)
      .then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows)
  const keys = sql.raw(`status, source, country, network, array_to_string(tags, ',') as tags`)
  return {
    kept: await rows(sql`
      select ${keys}, total::int as total from ${contactFacets}
      where team_id = ${teamId} and total <> 0 order by 1, 2, 3, 4, 5`),
    counted: await rows(sql`
      select ${keys}, count(*)::int as total from (
        select status, source, coalesce(country, '') as country, coalesce(network, '') as network,
          tags from ${contacts} where team_id = ${teamId}
      ) as grouped group by 1, 2, 3, 4, tags order by 1, 2, 3, 4, 5`),
  }
}

/** The contact list's totals the count table answers, against a count of the rows. */
describe.each(backends)('contact counts on %s', (backend) => {
  const server = useTestServer(backend)

  async function expectCountsMatchRows(teamId: string) {
    expect(await kept(server, teamId)).toEqual(await countedFromRows(server, teamId))
    // contact_facets (the segment preview's counts) follow the same writes.
    const facets = await facetsAndRows(server, teamId)
    expect(facets.kept).toEqual(facets.counted)
  }

  it('stay equal to the contacts through store, update, upsert, import, bulk calls and deletes', async () => {
    const a = await personalTeam(server)
    const b = await personalTeam(server)
    const check = async () => {
      await expectCountsMatchRows(a.teamId)
      await expectCountsMatchRows(b.teamId)
    }
    const first = await storeContact(a.call, 1)
    await storeContact(a.call, 2, { status: 'blocked' })
    const british = await storeContact(a.call, 3, { phone: '+44 20 7946 0958' })
    await storeContact(b.call, 1)
    await check()
    expect((await a.call('PUT', `contacts/${first.id}`, { status: 'unsubscribed' })).status).toBe(
      200,
    )
    await check()
    const upserted = await a.call('POST', 'contacts/upsert', { phone: samplePhone(4) })
    expect(upserted.status).toBe(201)
    expect(
      (await a.call('POST', 'contacts/upsert', { phone: samplePhone(4), status: 'invalid' }))
        .status,
    ).toBe(200)
    await check()
    const csv = `phone,status\n${samplePhone(5)},active\n${samplePhone(6)},blocked\n${samplePhone(2)},active\nnot a phone,active\n`
    const file = (await uploadFile(server, a.token, csv)).body
    await a.call('POST', `data-files/${file.id}/import`, {
      mapping: { phone: 'phone', status: 'status' },
    })
    const done = await eventually(
      async () => (await a.call('GET', `data-files/${file.id}`)).body,
      (body) => body.status === 'done',
    )
    expect(done.counts).toMatchObject({ imported: 2, updated: 1, invalid: 1 })
    await check()
    const tagged = await a.call('POST', 'contacts/tags', {
      action: 'tag',
      tags: ['vip'],
      selection: { mode: 'filter', filter: {} },
    })
    expect(tagged.body.updated).toBe(6)
    await check()
    const bulk = await a.call('POST', 'contacts/bulk-delete', {
      selection: { mode: 'filter', filter: { status: 'blocked' } },
    })
    expect(bulk.body.deleted).toBe(1)
    await check()
    expect((await a.call('DELETE', `contacts/${british.id}`)).status).toBe(200)
    await check()
    const list = contactList.parse((await a.call('GET', 'contacts')).body)
    expect(list.meta.total).toBe(4)
    expect(list.meta.total_capped).toBeUndefined()
    // The other team's one contact was never counted in, nor touched.
    expect((await b.call('GET', 'contacts')).body.meta.total).toBe(1)
    await server.db.delete(teams).where(eq(teams.id, b.teamId))
    expect(await kept(server, b.teamId)).toEqual([])
    expect((await facetsAndRows(server, b.teamId)).kept).toEqual([])
    await expectCountsMatchRows(a.teamId)
  })

  it('answer the totals of status, source and country filters exactly, as the rows do', async () => {
    const a = await personalTeam(server)
    await storeContact(a.call, 1, { status: 'active', source: 'api' })
    await storeContact(a.call, 2, { status: 'blocked', source: 'feed' })
    await storeContact(a.call, 3, { status: 'active', source: 'feed' })
    await storeContact(a.call, 4, { phone: '+44 20 7946 0958', status: 'active' })
    const cases: [string, number][] = [
      ['', 4],
      ['filter[status]=active', 3],
      ['filter[status]=active,blocked', 4],
      ['filter[country]=US', 3],
      ['filter[status]=active&filter[country]=US', 2],
      ['filter[source]=feed&filter[status]=active', 1],
      ['filter[country]=FR', 0],
      ['filter[status]=', 4],
    ]
    for (const [query, total] of cases) {
      const body = contactList.parse((await a.call('GET', `contacts?${query}`)).body)
      expect(body.meta.total, query).toBe(total)
      expect(body.data.length, query).toBe(total)
    }
  })

  it('counts other filters up to the cap, says when it stopped, and always reaches the next page', async () => {
    const a = await personalTeam(server)
    const cap = audienceLimits.contactListCountCap
    const many = cap + 50
    expect((await a.call('POST', 'tags', { name: 'bulk' })).status).toBe(201)
    await server.db.insert(contacts).values(
      Array.from({ length: many }, (_, n) => ({
        teamId: a.teamId,
        phone: samplePhone(100 + n),
        lastName: n < 3 ? 'Needle' : 'Hay',
        tags: ['bulk'],
        source: 'upload' as const,
      })),
    )
    const unfiltered = contactList.parse((await a.call('GET', 'contacts')).body).meta
    expect(unfiltered).toMatchObject({ total: many })
    expect(unfiltered.total_capped).toBeUndefined()
    const tagged = contactList.parse((await a.call('GET', 'contacts?filter[tag]=bulk')).body).meta
    expect(tagged).toEqual({
      total: cap,
      page: 1,
      per_page: 10,
      last_page: cap / 10,
      total_capped: true,
    })
    // On the last page counted, the count goes one page further, so the pager can go on.
    const deep = contactList.parse(
      (await a.call('GET', `contacts?filter[tag]=bulk&page=${cap / 10}`)).body,
    ).meta
    expect(deep).toMatchObject({ total: cap + 10, last_page: cap / 10 + 1, total_capped: true })
    const end = contactList.parse(
      (await a.call('GET', `contacts?filter[tag]=bulk&page=${many / 10}`)).body,
    )
    expect(end.meta).toEqual({
      total: many,
      page: many / 10,
      per_page: 10,
      last_page: many / 10,
    })
    expect(end.data).toHaveLength(10)
    const searched = contactList.parse((await a.call('GET', 'contacts?search=needle')).body)
    expect(searched.meta).toEqual({ total: 3, page: 1, per_page: 10, last_page: 1 })
  })
})
