import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { automationJourneys, automationTriggerSweeps, contacts } from '../../server/src/db/schema'
import { passEveryMs } from '../../server/src/domain/automations/triggers/segment-sweep'
import { automationTriggersTask } from '../../server/src/domain/automations/triggers/task'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { feedKeyResponse } from '../../src/contract/feed'
import { edge, node } from '../support/automationGraph'
import { type Call, caller, eventually, storeContact, uploadFile } from './support/audience'
import { activeAutomation, testAutomationEngine } from './support/automation-engine'
import { samplePhone } from './support/resource-samples'
import { teamWithEveryRole } from './support/teams'
import { apiBase, backends, type TestServer, useTestServer } from './support/test-server'

const dayMs = 24 * 60 * 60_000

/** trigger → end: a journey started by the trigger is all these tests look for. */
const startsOn = (trigger: Record<string, unknown>): AutomationGraph => ({
  nodes: [node('t', 'trigger', trigger), node('e', 'end')],
  edges: [edge('t', 'e')],
})

/** The trigger sweeps over the test server, a few contacts a slice so passes take several. */
function testSweeps(server: TestServer, slice = 3) {
  const task = automationTriggersTask({
    ...server.deps,
    config: {
      ...server.deps.config,
      engine: { ...server.deps.config.engine, sweepSlice: slice },
    },
  })
  const signal = new AbortController().signal
  return {
    /** What one poll of the work loop does: calls until the sweeps have nothing waiting. */
    async poll() {
      while (await task.runOnce(signal)) {}
    },
    /** Enough polls for a pass through `contactCount` contacts. */
    async passes(contactCount: number) {
      for (let poll = 0; poll <= Math.ceil(contactCount / slice); poll++) await this.poll()
    },
  }
}

async function journeysOf(server: TestServer, automationId: string, contactId: string) {
  return server.db
    .select()
    .from(automationJourneys)
    .where(
      and(
        eq(automationJourneys.automationId, automationId),
        eq(automationJourneys.contactId, contactId),
      ),
    )
}

async function team(server: TestServer, name = 'Acme') {
  const fixture = await teamWithEveryRole(server, name)
  const call = caller(server, fixture.members.editor.accessToken)
  return { ...fixture, call, token: fixture.members.editor.accessToken }
}

async function vipSegment(call: Call) {
  const created = await call('POST', 'segments', {
    name: 'VIPs',
    rules: { match: 'all', rules: [{ field: 'tags', operator: 'has_any', value: ['VIP'] }] },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.id as string
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe.each(backends)('automation triggers on %s', (backend) => {
  const server = useTestServer(backend)

  it('segment_entered: enters those who come to match, not those in the segment at publish', async () => {
    const acme = await team(server)
    const other = await team(server, 'Other')
    const segmentId = await vipSegment(acme.call)
    await vipSegment(other.call)
    const already = await storeContact(acme.call, 1, { tags: ['VIP'] })
    const later = await storeContact(acme.call, 2)
    for (let n = 3; n <= 7; n++) await storeContact(acme.call, n)
    const once = await activeAutomation(
      acme.call,
      startsOn({ event: 'segment_entered', segment_id: segmentId }),
    )
    const again = await activeAutomation(
      acme.call,
      startsOn({ event: 'segment_entered', segment_id: segmentId }),
      { allowReentry: true, name: 'Again' },
    )
    const sweeps = testSweeps(server)
    await sweeps.passes(7)
    expect(await journeysOf(server, once, already.id)).toHaveLength(0)

    // Another team's VIP, in a team with the same segment, never enters Acme's automations.
    const stranger = await storeContact(other.call, 1, { tags: ['VIP'] })
    await acme.call('PUT', `contacts/${later.id}`, { tags: ['VIP'] })
    await sweeps.poll()
    expect(await journeysOf(server, once, later.id)).toHaveLength(1)
    expect(await journeysOf(server, again, later.id)).toHaveLength(1)
    expect(await journeysOf(server, once, stranger.id)).toHaveLength(0)
    await sweeps.passes(7)
    expect(await journeysOf(server, once, later.id)).toHaveLength(1)

    // It finishes its journeys, leaves the segment and comes back: only re-entry lets it in.
    await testAutomationEngine(server).drain()
    await acme.call('PUT', `contacts/${later.id}`, { tags: [] })
    await sweeps.poll()
    await acme.call('PUT', `contacts/${later.id}`, { tags: ['VIP'] })
    await sweeps.poll()
    expect(await journeysOf(server, once, later.id)).toHaveLength(1)
    expect(await journeysOf(server, again, later.id)).toHaveLength(2)
    expect(await journeysOf(server, once, stranger.id)).toHaveLength(0)
  })

  it('segment_entered: the next pass through every contact finds a change no write marked', async () => {
    const acme = await team(server)
    const segmentId = await vipSegment(acme.call)
    const people = []
    for (let n = 1; n <= 8; n++) people.push(await storeContact(acme.call, n))
    const id = await activeAutomation(
      acme.call,
      startsOn({ event: 'segment_entered', segment_id: segmentId }),
    )
    const sweeps = testSweeps(server)
    await sweeps.passes(8)
    // As a tag node gives a tag: updated_at stays as it was.
    const tagged = people[6]?.id ?? ''
    await server.db.execute(
      sql`update ${contacts} set tags = array['VIP'] where ${contacts.id} = ${tagged}`,
    )
    await sweeps.poll()
    expect(await journeysOf(server, id, tagged)).toHaveLength(0)
    server.advanceClock(passEveryMs)
    await sweeps.passes(8)
    expect(await journeysOf(server, id, tagged)).toHaveLength(1)
    for (const person of people.filter((person) => person.id !== tagged))
      expect(await journeysOf(server, id, person.id)).toHaveLength(0)
  })

  it('date_arrives: enters once when the date comes round at its time in the contact zone', async () => {
    const acme = await team(server)
    const other = await team(server, 'Other')
    for (const { call } of [acme, other]) {
      await call('POST', 'custom-fields', { key: 'renewal', label: 'Renewal', type: 'date' })
      await call('POST', 'custom-fields', { key: 'time_zone', label: 'Zone', type: 'text' })
    }
    const now = server.deps.clock().getTime()
    const dayStart = Math.floor(now / dayMs) * dayMs
    const tomorrow = isoDay(dayStart + dayMs)
    const inUtc = await storeContact(acme.call, 1, { custom_fields: { renewal: tomorrow } })
    const inTokyo = await storeContact(acme.call, 2, {
      custom_fields: { renewal: tomorrow, time_zone: 'Asia/Tokyo' },
    })
    const past = await storeContact(acme.call, 3, {
      custom_fields: { renewal: isoDay(dayStart - dayMs) },
    })
    const none = await storeContact(acme.call, 4)
    const stranger = await storeContact(other.call, 1, { custom_fields: { renewal: tomorrow } })
    const id = await activeAutomation(
      acme.call,
      startsOn({ event: 'date_arrives', field: 'renewal', offset_days: 0, at: '09:00' }),
    )
    const everyone = [inUtc, inTokyo, past, none, stranger]
    const count = async () =>
      Object.fromEntries(
        await Promise.all(
          everyone.map(async (contact) => [
            contact.id,
            (await journeysOf(server, id, contact.id)).length,
          ]),
        ),
      )
    const sweeps = testSweeps(server, 2)
    await sweeps.poll()
    expect(Object.values(await count())).toEqual([0, 0, 0, 0, 0])

    // 09:00 in Tokyo is midnight UTC.
    server.advanceClock(dayStart + dayMs + 60_000 - now)
    await sweeps.poll()
    expect(await count()).toMatchObject({ [inTokyo.id]: 1, [inUtc.id]: 0 })

    server.advanceClock(9 * 60 * 60_000)
    await sweeps.poll()
    await sweeps.poll()
    expect(await count()).toEqual({
      [inUtc.id]: 1,
      [inTokyo.id]: 1,
      [past.id]: 0,
      [none.id]: 0,
      [stranger.id]: 0,
    })

    // A restarted process carries on where the sweep stood: nobody enters twice.
    await server.restart()
    server.advanceClock(dayMs)
    await testSweeps(server, 2).poll()
    expect(Object.values(await count())).toEqual([1, 1, 0, 0, 0])
  })

  it('tag_added: tags given by an import and by feed rows start journeys, once a batch', async () => {
    const acme = await team(server)
    const id = await activeAutomation(acme.call, startsOn({ event: 'tag_added', tag: 'Imported' }))
    const known = await storeContact(acme.call, 1, { tags: ['Imported'] })
    const fresh = await storeContact(acme.call, 2)
    const lines = ['Mobile,Tags', `${samplePhone(1)},`, `${samplePhone(2)},imported`]
    for (let n = 3; n <= 6; n++)
      lines.push(`${samplePhone(n)},${n % 2 === 0 ? 'Imported' : 'Other'}`)
    const uploaded = await uploadFile(server, acme.token, `${lines.join('\n')}\n`)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    await acme.call('POST', `data-files/${uploaded.body.id}/import`, {
      mapping: { Mobile: 'phone', Tags: 'tags' },
    })
    await eventually(
      async () => (await acme.call('GET', `data-files/${uploaded.body.id}`)).body,
      (body) => body.status === 'done' || body.status === 'failed',
    )
    const idOf = async (n: number) => {
      const [row] = await server.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.teamId, acme.teamId), eq(contacts.phone, samplePhone(n))))
      return row?.id ?? ''
    }
    const entered = async (n: number) => (await journeysOf(server, id, await idOf(n))).length
    // The known contact had the tag (its store entered it); the import gave it nothing new.
    expect(await journeysOf(server, id, known.id)).toHaveLength(1)
    expect(await journeysOf(server, id, fresh.id)).toHaveLength(1)
    expect(await Promise.all([3, 4, 5, 6].map(entered))).toEqual([0, 1, 0, 1])

    const feed = await acme.call('POST', 'feeds', { name: 'Form', tags: ['Imported'] })
    expect(feed.status, JSON.stringify(feed.body)).toBe(201)
    const key = feedKeyResponse.parse((await acme.call('GET', `feeds/${feed.body.id}/key`)).body)
    const posted = await server.request('POST', `${apiBase}/feeds/${feed.body.id}/inbound`, {
      body: { contacts: [{ phone: samplePhone(3) }, { phone: samplePhone(9) }] },
      headers: { 'x-feed-key': key.key },
    })
    expect(posted.status, JSON.stringify(posted.body)).toBe(200)
    expect(await Promise.all([3, 9].map(entered))).toEqual([1, 1])
  })
})

// Its own server: the clock jumps months ahead, which other tests' active automations would
// spend the test's time catching up on.
describe.each(backends)('a yearly date trigger on %s', (backend) => {
  const server = useTestServer(backend)

  it('date_arrives yearly: a birthday enters every year, 29 February on the 28th, re-entry off', async () => {
    // The eve of the next 28 February of a year without a 29th, at noon UTC.
    const now = new Date(server.deps.clock())
    let year = now.getUTCFullYear()
    while (
      Date.UTC(year, 1, 27, 12) <= now.getTime() ||
      new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1
    )
      year += 1
    const eve = Date.UTC(year, 1, 27, 12)
    server.advanceClock(eve - now.getTime())
    const acme = await team(server)
    await acme.call('POST', 'custom-fields', { key: 'birthday', label: 'Birthday', type: 'date' })
    const leapling = await storeContact(acme.call, 1, { custom_fields: { birthday: '2000-02-29' } })
    const born28th = await storeContact(acme.call, 2, { custom_fields: { birthday: '1990-02-28' } })
    const bornMarch = await storeContact(acme.call, 3, {
      custom_fields: { birthday: '1990-03-01' },
    })
    const unborn = await storeContact(acme.call, 4, {
      custom_fields: { birthday: `${year + 5}-02-28` },
    })
    const id = await activeAutomation(
      acme.call,
      startsOn({ event: 'date_arrives', field: 'birthday', at: '09:00', repeat: 'yearly' }),
      { allowReentry: false },
    )
    const everyone = [leapling, born28th, bornMarch, unborn]
    const count = async () =>
      Promise.all(
        everyone.map(async (contact) => (await journeysOf(server, id, contact.id)).length),
      )
    const sweeps = testSweeps(server, 2)
    await sweeps.poll()
    expect(await count()).toEqual([0, 0, 0, 0])

    server.advanceClock(21 * 60 * 60_000 + 60_000)
    await sweeps.poll()
    expect(await count()).toEqual([1, 1, 0, 0])
    await testAutomationEngine(server).drain()

    // A restarted process carries on: nobody enters twice; 1 March comes the next day.
    await server.restart()
    await testSweeps(server, 2).poll()
    expect(await count()).toEqual([1, 1, 0, 0])
    server.advanceClock(dayMs)
    await testSweeps(server, 2).poll()
    expect(await count()).toEqual([1, 1, 1, 0])
    await testAutomationEngine(server).drain()

    // A year on, each comes round again though re-entry is off. The sweep is put where a year of
    // polls would have left it, the eve of the next 28 February: catching up 365 windows, a day
    // a call, goes the same way and takes minutes on two loaded cores.
    const nextEve = Date.UTC(year + 1, 1, 27, 12)
    await server.db
      .update(automationTriggerSweeps)
      .set({ sweptUntil: new Date(nextEve) })
      .where(eq(automationTriggerSweeps.automationId, id))
    server.advanceClock(nextEve + 3 * dayMs - server.deps.clock().getTime())
    await testSweeps(server, 2).poll()
    expect(await count()).toEqual([2, 2, 2, 0])
  })
})

// Its own server, for the same reason: its clock jumps to a year's end.
describe.each(backends)('a yearly date trigger over the year end on %s', (backend) => {
  const server = useTestServer(backend)

  it('date_arrives yearly: 31 December, then 1 January, then 29 February of a leap year on the 29th, only the team’s', async () => {
    // Noon UTC on 30 December of a year followed by a leap year.
    const now = new Date(server.deps.clock())
    let year = now.getUTCFullYear()
    while (
      Date.UTC(year, 11, 30, 12) <= now.getTime() ||
      new Date(Date.UTC(year + 1, 1, 29)).getUTCMonth() !== 1
    )
      year += 1
    const eve = Date.UTC(year, 11, 30, 12)
    server.advanceClock(eve - now.getTime())
    const acme = await team(server)
    const other = await team(server, 'Other')
    for (const { call } of [acme, other])
      await call('POST', 'custom-fields', { key: 'birthday', label: 'Birthday', type: 'date' })
    const bornNewYearsEve = await storeContact(acme.call, 1, {
      custom_fields: { birthday: '1990-12-31' },
    })
    const bornNewYearsDay = await storeContact(acme.call, 2, {
      custom_fields: { birthday: '1991-01-01' },
    })
    const leapling = await storeContact(acme.call, 3, { custom_fields: { birthday: '2000-02-29' } })
    const born28th = await storeContact(acme.call, 4, { custom_fields: { birthday: '1990-02-28' } })
    const stranger = await storeContact(other.call, 1, {
      custom_fields: { birthday: '1990-12-31' },
    })
    const id = await activeAutomation(
      acme.call,
      startsOn({ event: 'date_arrives', field: 'birthday', at: '09:00', repeat: 'yearly' }),
    )
    const everyone = [bornNewYearsEve, bornNewYearsDay, leapling, born28th, stranger]
    const count = async () =>
      Promise.all(
        everyone.map(async (contact) => (await journeysOf(server, id, contact.id)).length),
      )
    const sweeps = testSweeps(server, 2)
    const at = async (moment: number) => {
      server.advanceClock(moment - server.deps.clock().getTime())
      await sweeps.poll()
      return count()
    }
    await sweeps.poll()
    expect(await count()).toEqual([0, 0, 0, 0, 0])

    expect(await at(Date.UTC(year, 11, 31, 9, 1))).toEqual([1, 0, 0, 0, 0])
    expect(await at(Date.UTC(year + 1, 0, 1, 9, 1))).toEqual([1, 1, 0, 0, 0])

    // Put the sweep where two months of polls would have left it (a day a call otherwise).
    const leapEve = Date.UTC(year + 1, 1, 27, 12)
    await server.db
      .update(automationTriggerSweeps)
      .set({ sweptUntil: new Date(leapEve) })
      .where(eq(automationTriggerSweeps.automationId, id))
    expect(await at(Date.UTC(year + 1, 1, 28, 9, 1))).toEqual([1, 1, 0, 1, 0])
    expect(await at(Date.UTC(year + 1, 1, 29, 9, 1))).toEqual([1, 1, 1, 1, 0])
    expect(await at(Date.UTC(year + 1, 2, 1, 9, 1))).toEqual([1, 1, 1, 1, 0])
  })

  it('date_arrives yearly: the sweep reads the window’s month-days through contact_month_days’ index', async () => {
    // A few contacts are read faster whole: the planner is left only the bitmap scans, which
    // need an index whose expression is the query's.
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      await tx.execute(sql`set local enable_indexscan = off`)
      return tx.execute(sql`explain select id from contacts
        where contact_month_days(team_id, custom_fields) && array['a-team/birthday/12-31']::text[]`)
    })
    expect(JSON.stringify(plan)).toContain('Bitmap Index Scan on contacts_month_days_idx')
  })
})
