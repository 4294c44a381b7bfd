import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  automationJourneys,
  automationWebhookAttempts,
  automationWebhookDeliveries,
  campaignMessages,
  contacts,
  hlrLogs,
  mnpAnswers,
} from '../../server/src/db/schema'
import { unitLookupCost } from '../../server/src/domain/enrichment/cost'
import { nodeStatsResponse } from '../../src/contract/automation/automation'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { splitArmOf } from '../../src/contract/automation/split'
import { automationEngine } from '../../src/contract/constants'
import { compareMoney, moneyFromText } from '../../src/contract/money'
import { edge, node } from '../support/automationGraph'
import { storeContact } from './support/audience'
import {
  activeAutomation,
  enter,
  journeyOf,
  testAutomationEngine,
} from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { type TestEngine, testEngine } from './support/engine'
import { samplePhone } from './support/resource-samples'
import { apiBase, backends, useTestServer } from './support/test-server'

const hourMs = 60 * 60_000
/** Numbers whose answers the local HLR adapter decides (adapters/hlr/local.ts). */
const hlrPorted = '+447106100006'
const hlrNotPorted = '+447106100001'
const hlrUnreachable = '+447106100038'
const start = { event: 'tag_added', tag: 'Start' }

/**
 * trigger → wait half an hour → end: what the hold, resume and entry tests run (shorter than an
 * access token lives, so the test's calls after the wait still pass).
 */
const waitThenEnd: AutomationGraph = {
  nodes: [
    node('t', 'trigger', start),
    node('w', 'wait', { mode: 'duration', amount: 30, unit: 'minutes' }),
    node('e', 'end'),
  ],
  edges: [edge('t', 'w'), edge('w', 'e')],
}

describe.each(backends)('the automation engine on %s', (backend) => {
  const server = useTestServer(backend)
  let delivery: TestEngine | null = null
  afterEach(async () => {
    await delivery?.close()
    delivery = null
  })

  it('runs trigger, wait, tag, condition, webhook, lookup, SMS, go to and end, a step each', async () => {
    const team = await campaignTeam(server)
    const graph: AutomationGraph = {
      nodes: [
        node('t', 'trigger', start),
        node('w', 'wait', { mode: 'duration', amount: 1, unit: 'hours' }),
        node('g', 'add_tag', { tag: 'Nurtured' }),
        node('c', 'condition', {
          rule: { field: 'tags', operator: 'has_any', value: ['Nurtured'] },
        }),
        node('h', 'webhook', { url: 'https://hooks.example.com/contact' }),
        node('m', 'mnp_lookup'),
        node('s', 'send_sms', { sender_id: team.senderId, text_id: team.textId }),
        node('x', 'goto', { target: 'e' }),
        node('e', 'end'),
        node('r', 'remove_tag', { tag: 'Nurtured' }),
        node('e2', 'end'),
        node('e3', 'end'),
        node('e4', 'end'),
      ],
      edges: [
        edge('t', 'w'),
        edge('w', 'g'),
        edge('g', 'c'),
        edge('c', 'h', 'yes'),
        edge('c', 'e4', 'no'),
        edge('h', 'm'),
        edge('m', 's', 'ported'),
        edge('m', 'r', 'not_ported'),
        edge('m', 'e3', 'unreachable'),
        edge('s', 'x'),
        edge('r', 'e2'),
      ],
    }
    const automationId = await activeAutomation(team.call, graph)
    const engine = testAutomationEngine(server)
    // The local HLR adapter's answers for these UK numbers (a hash of their digits, every time).
    const ported = await storeContact(team.call, 7, { first_name: 'Ada', phone: hlrPorted })
    const kept = await storeContact(team.call, 11, { phone: hlrNotPorted })
    const lost = await storeContact(team.call, 19, { phone: hlrUnreachable })
    const ids = [ported.id, kept.id, lost.id]
    expect(await enter(server, team.teamId, { event: 'tag_added', tag: 'start' }, ids)).toBe(3)
    await engine.drain()

    const waiting = await journeyOf(server, automationId, ported.id)
    expect(waiting).toMatchObject({ nodeId: 'w', state: 'waiting', version: 1 })
    expect(
      waiting?.steps.map((step) => [step.nodeId, step.outcome, step.branch, step.edgeId]),
    ).toEqual([
      ['t', 'completed', 'next', 't-w'],
      ['w', 'waiting', null, null],
    ])
    expect(waiting?.wakeAt?.getTime()).toBe((waiting?.nodeEnteredAt.getTime() ?? 0) + hourMs)

    server.advanceClock(hourMs + 1000)
    await engine.drain()
    const trail = async (contactId: string) =>
      (await journeyOf(server, automationId, contactId))?.steps.map((step) => [
        step.nodeId,
        step.outcome,
        step.branch,
      ])
    const head = [
      ['t', 'completed', 'next'],
      ['w', 'completed', 'next'],
      ['g', 'completed', 'next'],
      ['c', 'completed', 'yes'],
      ['h', 'completed', 'next'],
    ]
    expect(await trail(ported.id)).toEqual([
      ...head,
      ['m', 'completed', 'ported'],
      ['s', 'completed', 'next'],
      ['x', 'completed', null],
      ['e', 'completed', null],
    ])
    expect(await trail(kept.id)).toEqual([
      ...head,
      ['m', 'completed', 'not_ported'],
      ['r', 'completed', 'next'],
      ['e2', 'completed', null],
    ])
    expect(await trail(lost.id)).toEqual([
      ...head,
      ['m', 'completed', 'unreachable'],
      ['e3', 'completed', null],
    ])
    for (const id of ids)
      expect(await journeyOf(server, automationId, id)).toMatchObject({ state: 'completed' })

    const tagsOf = async (id: string) =>
      (await server.db.select({ tags: contacts.tags }).from(contacts).where(eq(contacts.id, id)))[0]
        ?.tags
    expect(await tagsOf(ported.id)).toContain('Nurtured')
    expect(await tagsOf(kept.id)).not.toContain('Nurtured')
    expect(
      engine.webhooks.received
        .map((post) => (post.body as { contact: { id: string } }).contact.id)
        .sort(),
    ).toEqual([...ids].sort())
    expect(engine.webhooks.received[0]?.body).toMatchObject({
      automation_id: automationId,
      node_id: 'h',
    })

    // The SMS waits in the delivery engine's queue, and its submit sends it.
    const [message] = await server.db
      .select()
      .from(campaignMessages)
      .where(eq(campaignMessages.automationId, automationId))
    expect(message).toMatchObject({
      campaignId: null,
      contactId: ported.id,
      body: 'Hi Ada, sale today.',
      senderId: 'ACME',
      status: 'queued',
    })
    delivery = testEngine(server)
    await delivery.drain()
    const [sent] = await server.db
      .select({ status: campaignMessages.status })
      .from(campaignMessages)
      .where(eq(campaignMessages.automationId, automationId))
    expect(sent?.status).not.toBe('queued')
  })

  it('looks a number up as enrichment does: a fresh cached answer first, else a charged, cached lookup', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', start),
        node('m', 'mnp_lookup'),
        node('p', 'end'),
        node('n', 'end'),
        node('u', 'end'),
      ],
      edges: [
        edge('t', 'm'),
        edge('m', 'p', 'ported'),
        edge('m', 'n', 'not_ported'),
        edge('m', 'u', 'unreachable'),
      ],
    })
    // The cache says ported where the adapter would say not ported: the cache is what counts.
    const cachedNumber = await storeContact(team.call, 60, { phone: hlrNotPorted })
    await server.db.insert(mnpAnswers).values({
      teamId: team.teamId,
      e164: hlrNotPorted,
      country: 'GB',
      ported: true,
      mcc: '234',
      mnc: '10',
      reachable: true,
      lookedUpAt: server.deps.clock(),
      source: 'local',
    })
    const askedNumber = await storeContact(team.call, 61, { phone: hlrUnreachable })
    // No reference range covers this number: the provider cannot answer.
    const unknownNumber = await storeContact(team.call, 62)
    const ids = [cachedNumber.id, askedNumber.id, unknownNumber.id]
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, ids)
    await testAutomationEngine(server).drain()

    const lastStep = async (contactId: string) =>
      (await journeyOf(server, automationId, contactId))?.steps.at(-2)
    expect(await lastStep(cachedNumber.id)).toMatchObject({ nodeId: 'm', branch: 'ported' })
    expect(await lastStep(askedNumber.id)).toMatchObject({ nodeId: 'm', branch: 'unreachable' })
    const failed = await journeyOf(server, automationId, unknownNumber.id)
    expect(failed?.state).toBe('failed')
    expect(failed?.steps.at(-1)).toMatchObject({ nodeId: 'm', outcome: 'failed' })

    // Charged: the log's cost against one lookup's price (0 when equal), null when not charged.
    const charged = (cost: string | null) =>
      cost === null ? null : compareMoney(moneyFromText(cost), unitLookupCost)
    const logs = await server.db.select().from(hlrLogs).where(eq(hlrLogs.teamId, team.teamId))
    expect(
      logs
        .map((log) => [log.e164, log.status, log.reachable, charged(log.cost), log.requestId])
        .sort(),
    ).toEqual(
      [
        [hlrUnreachable, 'ok', false, 0, null],
        [samplePhone(62), 'failed', null, null, null],
      ].sort(),
    )
    const cache = await server.db
      .select({ e164: mnpAnswers.e164, reachable: mnpAnswers.reachable })
      .from(mnpAnswers)
      .where(eq(mnpAnswers.teamId, team.teamId))
    expect(cache.sort((a, b) => a.e164.localeCompare(b.e164))).toEqual([
      { e164: hlrNotPorted, reachable: true },
      { e164: hlrUnreachable, reachable: false },
    ])
  })

  it('fails a date wait with no date, with its reason', async () => {
    const team = await campaignTeam(server)
    const dated = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', start),
        node('n', 'wait', { mode: 'date_field', field: 'renewal' }),
        node('e', 'end'),
      ],
      edges: [edge('t', 'n'), edge('n', 'e')],
    })
    const contact = await storeContact(team.call, 30)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, [contact.id])
    await testAutomationEngine(server).drain()
    const journey = await journeyOf(server, dated, contact.id)
    expect(journey?.state).toBe('failed')
    const step = journey?.steps.at(-1)
    expect(step).toMatchObject({ nodeId: 'n', outcome: 'failed', branch: null, edgeId: null })
    expect(step?.errorWords?.en).toBe(
      'The contact has no date in the field renewal, so the wait cannot end.',
    )
    expect(step?.errorWords?.fa).toContain('renewal')
  })

  it('waits until a time of day in the contact’s zone, and until a date field', async () => {
    const team = await campaignTeam(server)
    const timed = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', start),
        node('w', 'wait', { mode: 'time_of_day', at: '09:00', fallback_time_zone: 'UTC' }),
        node('e', 'end'),
      ],
      edges: [edge('t', 'w'), edge('w', 'e')],
    })
    const dated = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', start),
        node('w', 'wait', { mode: 'date_field', field: 'renewal', offset_days: -1, at: '10:30' }),
        node('e', 'end'),
      ],
      edges: [edge('t', 'w'), edge('w', 'e')],
    })
    const tokyo = await storeContact(team.call, 40)
    const plain = await storeContact(team.call, 41)
    await server.db
      .update(contacts)
      .set({ customFields: { time_zone: 'Asia/Tokyo', renewal: '2031-03-15' } })
      .where(eq(contacts.id, tokyo.id))
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, [tokyo.id, plain.id])
    await testAutomationEngine(server).drain()
    const now = server.deps.clock().getTime()
    const wake = async (automationId: string, contactId: string) =>
      (await journeyOf(server, automationId, contactId))?.wakeAt ?? new Date(0)
    const inTokyo = await wake(timed, tokyo.id)
    // 09:00 in Tokyo is midnight UTC (Japan keeps no summer time).
    expect([inTokyo.getUTCHours(), inTokyo.getUTCMinutes()]).toEqual([0, 0])
    const inUtc = await wake(timed, plain.id)
    expect([inUtc.getUTCHours(), inUtc.getUTCMinutes()]).toEqual([9, 0])
    for (const at of [inTokyo, inUtc]) {
      expect(at.getTime()).toBeGreaterThan(now)
      expect(at.getTime()).toBeLessThanOrEqual(now + 24 * hourMs)
    }
    // Tokyo: the day before 15 March 2031, at 10:30 there.
    expect((await wake(dated, tokyo.id)).toISOString()).toBe('2031-03-14T01:30:00.000Z')
    expect(await journeyOf(server, dated, plain.id)).toMatchObject({ state: 'failed' })
  })

  it('retries a failing webhook with backoff, logging each try, then fails the journey', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', start),
        node('h', 'webhook', { url: 'https://hooks.example.com/status/503' }),
        node('e', 'end'),
      ],
      edges: [edge('t', 'h'), edge('h', 'e')],
    })
    const engine = testAutomationEngine(server)
    const contact = await storeContact(team.call, 50)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, [contact.id])
    await engine.drain()
    const pauses: number[] = []
    for (let attempt = 1; attempt < automationEngine.webhookMaxAttempts; attempt++) {
      const journey = await journeyOf(server, automationId, contact.id)
      // Parked at the node with no wake time: the delivery's next try is what is due.
      expect(journey).toMatchObject({ state: 'waiting', nodeId: 'h', wakeAt: null })
      expect(journey?.steps.at(-1)).toMatchObject({ outcome: 'waiting', attempts: attempt })
      const [delivery] = await server.db
        .select()
        .from(automationWebhookDeliveries)
        .where(eq(automationWebhookDeliveries.automationId, automationId))
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt, lastStatus: 503 })
      const pause = (delivery?.nextAttemptAt.getTime() ?? 0) - server.deps.clock().getTime()
      pauses.push(Math.round(pause / 60_000))
      server.advanceClock(pause + 1000)
      await engine.drain()
    }
    expect(pauses).toEqual(automationEngine.webhookBackoffMinutes.slice(0, pauses.length))
    const journey = await journeyOf(server, automationId, contact.id)
    expect(journey?.state).toBe('failed')
    expect(journey?.steps.at(-1)).toMatchObject({
      nodeId: 'h',
      outcome: 'failed',
      attempts: automationEngine.webhookMaxAttempts,
      error: `The webhook failed after ${automationEngine.webhookMaxAttempts} tries: the receiver answered 503`,
    })
    const tries = await server.db
      .select()
      .from(automationWebhookAttempts)
      .where(eq(automationWebhookAttempts.automationId, automationId))
    expect(tries.map((row) => [row.attempt, row.status])).toEqual(
      Array.from({ length: automationEngine.webhookMaxAttempts }, (_, index) => [index + 1, 503]),
    )
  })

  it('splits by weight, the same arm for a contact every time, and the counts add up', async () => {
    const team = await campaignTeam(server)
    const arms = [
      { id: 'a', label: 'A', weight: 70 },
      { id: 'b', label: 'B', weight: 30 },
    ]
    const automationId = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', start),
        node('c', 'condition', { rule: { field: 'first_name', operator: 'equals', value: 'Yes' } }),
        node('p', 'split', { arms }),
        node('ea', 'end'),
        node('eb', 'end'),
        node('en', 'end'),
      ],
      edges: [
        edge('t', 'c'),
        edge('c', 'p', 'yes'),
        edge('c', 'en', 'no'),
        edge('p', 'ea', 'a'),
        edge('p', 'eb', 'b'),
      ],
    })
    const people = []
    for (let n = 0; n < 30; n++)
      people.push(await storeContact(team.call, 60 + n, { first_name: n < 24 ? 'Yes' : 'No' }))
    await enter(
      server,
      team.teamId,
      { event: 'tag_added', tag: 'Start' },
      people.map((person) => person.id),
    )
    await testAutomationEngine(server, { batch: 7 }).drain()
    for (const person of people) {
      const journey = await journeyOf(server, automationId, person.id)
      const split = journey?.steps.find((step) => step.nodeId === 'p')
      if (split) expect(split.branch).toBe(splitArmOf(arms, person.id, 'p')?.id)
    }
    const stats = await team.call('POST', 'automations/nodes/stats', {
      automation_id: automationId,
    })
    expect(stats.status, JSON.stringify(stats.body)).toBe(200)
    const { nodes, edges } = nodeStatsResponse.parse(stats.body)
    const nodeCount = (id: string) => nodes.find((row) => row.node_id === id)
    const edgeCount = (id: string) => edges.find((row) => row.edge_id === id)?.count ?? 0
    expect(nodeCount('t')).toMatchObject({ entered: 30, completed: 30, waiting: 0, failed: 0 })
    expect(nodeCount('c')?.completed).toBe(edgeCount('c-p') + edgeCount('c-en'))
    expect([edgeCount('c-p'), edgeCount('c-en')]).toEqual([24, 6])
    expect(nodeCount('p')?.completed).toBe(24)
    expect(edgeCount('p-ea') + edgeCount('p-eb')).toBe(24)
    expect(edgeCount('p-ea')).toBeGreaterThan(0)
    expect(nodeCount('ea')?.entered).toBe(edgeCount('p-ea'))
  })

  it('holds every contact while the automation is off and resumes them when it is on', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, waitThenEnd)
    const engine = testAutomationEngine(server)
    const people = [await storeContact(team.call, 100), await storeContact(team.call, 101)]
    const late = await storeContact(team.call, 102)
    const ids = people.map((person) => person.id)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, ids)
    await engine.drain()
    expect((await team.call('PATCH', `automations/${automationId}/toggle-status`, {})).status).toBe(
      200,
    )
    server.advanceClock(hourMs / 2 + 60_000)
    await engine.drain()
    for (const id of ids)
      expect(await journeyOf(server, automationId, id)).toMatchObject({
        nodeId: 'w',
        state: 'waiting',
      })
    // Off, it starts nobody either.
    expect(await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, [late.id])).toBe(
      0,
    )
    expect((await team.call('PATCH', `automations/${automationId}/toggle-status`, {})).status).toBe(
      200,
    )
    expect(await engine.drain()).toBeGreaterThan(0)
    for (const id of ids)
      expect(await journeyOf(server, automationId, id)).toMatchObject({
        nodeId: 'e',
        state: 'completed',
      })
  })

  it('enters a contact once, unless re-entry is allowed (and then not while inside)', async () => {
    const team = await campaignTeam(server)
    const once = await activeAutomation(team.call, waitThenEnd, { name: 'Once' })
    const again = await activeAutomation(team.call, waitThenEnd, {
      name: 'Again',
      allowReentry: true,
    })
    const engine = testAutomationEngine(server)
    const contact = await storeContact(team.call, 110)
    const tagged = () =>
      enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, [contact.id, contact.id])
    expect(await tagged()).toBe(2)
    expect(await tagged()).toBe(0)
    await engine.drain()
    server.advanceClock(hourMs / 2 + 60_000)
    await engine.drain()
    expect(await tagged()).toBe(1)
    const journeys = await server.db
      .select({ automationId: automationJourneys.automationId, state: automationJourneys.state })
      .from(automationJourneys)
      .where(eq(automationJourneys.contactId, contact.id))
    expect(journeys.filter((row) => row.automationId === once)).toHaveLength(1)
    expect(
      journeys
        .filter((row) => row.automationId === again)
        .map((row) => row.state)
        .sort(),
    ).toEqual(['completed', 'running'])
  })

  it('starts journeys when the domain tags a contact or a feed receives one', async () => {
    const team = await campaignTeam(server)
    await team.call('POST', 'tags', { name: 'Start' })
    const tagged = await activeAutomation(team.call, waitThenEnd, { name: 'Tagged' })
    const fed = await activeAutomation(
      team.call,
      {
        ...waitThenEnd,
        nodes: [
          node('t', 'trigger', { event: 'feed_joined', feed_id: team.feedId }),
          ...waitThenEnd.nodes.slice(1),
        ],
      },
      { name: 'Fed' },
    )
    const stored = await storeContact(team.call, 130, { tags: ['Start'] })
    const later = await storeContact(team.call, 131)
    const bulk = await storeContact(team.call, 132)
    expect(
      (await team.call('PUT', `contacts/${later.id}`, { ...later, tags: ['start'] })).status,
    ).toBe(200)
    const tagging = await team.call('POST', 'contacts/tags', {
      action: 'tag',
      tags: ['Start'],
      selection: { mode: 'ids', ids: [bulk.id, stored.id] },
    })
    expect(tagging.body).toMatchObject({ matched: 2, updated: 1 })
    const key = (await team.call('GET', `feeds/${team.feedId}/key`)).body.key
    const posted = await server.request('POST', `${apiBase}/feeds/${team.feedId}/inbound`, {
      headers: { 'x-feed-key': key },
      body: { contacts: [{ phone: samplePhone(133) }, { phone: later.phone }] },
    })
    expect(posted.status, JSON.stringify(posted.body)).toBeLessThan(300)
    const inside = async (automationId: string) =>
      (
        await server.db
          .select({ contactId: automationJourneys.contactId })
          .from(automationJourneys)
          .where(eq(automationJourneys.automationId, automationId))
      ).map((row) => row.contactId)
    expect((await inside(tagged)).sort()).toEqual([stored.id, later.id, bulk.id].sort())
    const fedContacts = await inside(fed)
    expect(fedContacts).toHaveLength(2)
    expect(fedContacts).toContain(later.id)
  })

  it('enters no contact of another team, and leaves another team’s automations alone', async () => {
    const ours = await campaignTeam(server, 'Ours')
    const theirs = await campaignTeam(server, 'Theirs')
    const automationId = await activeAutomation(ours.call, waitThenEnd)
    const stranger = await storeContact(theirs.call, 120)
    expect(
      await enter(server, ours.teamId, { event: 'tag_added', tag: 'Start' }, [stranger.id]),
    ).toBe(0)
    expect(
      await enter(server, theirs.teamId, { event: 'tag_added', tag: 'Start' }, [stranger.id]),
    ).toBe(0)
    const stats = await theirs.call('POST', 'automations/nodes/stats', {
      automation_id: automationId,
    })
    expect(stats.status).toBe(404)
  })
})
