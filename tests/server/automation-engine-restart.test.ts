import { and, count, eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { WebhookAdapter } from '../../server/src/adapters/webhook/webhook'
import {
  automationJourneySteps,
  automationJourneys,
  automationWebhookDeliveries,
  campaignMessages,
  contacts,
} from '../../server/src/db/schema'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { automationEngine } from '../../src/contract/constants'
import { edge, node } from '../support/automationGraph'
import { storeContact } from './support/audience'
import { activeAutomation, enter, testAutomationEngine } from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { backends, useTestServer } from './support/test-server'

const contactsWaiting = 60

/**
 * Issue 16's restart test: contacts wait in an automation; when they wake, the engine's batch
 * commits their steps and webhook deliveries, and the deliverer's process dies in the middle of
 * its POSTs (the ones from the 15th on never come back). The server starts again over the same
 * database: every contact continues exactly once (one step per node, one tag, one message), and
 * each webhook the dead process had in flight is POSTed again with the same idempotency key.
 */
describe.each(backends)('automation journeys across a restart on %s', (backend) => {
  const server = useTestServer(backend)

  it('continues each waiting contact exactly once after the deliverer dies and the server restarts', {
    timeout: 120_000,
  }, async () => {
    const team = await campaignTeam(server)
    const graph: AutomationGraph = {
      nodes: [
        node('t', 'trigger', { event: 'tag_added', tag: 'Start' }),
        node('w', 'wait', { mode: 'duration', amount: 10, unit: 'minutes' }),
        node('g', 'add_tag', { tag: 'Woken' }),
        node('h', 'webhook', { url: 'https://hooks.example.com/woken' }),
        node('s', 'send_sms', { sender_id: team.senderId, text_id: team.textId }),
        node('e', 'end'),
      ],
      edges: [edge('t', 'w'), edge('w', 'g'), edge('g', 'h'), edge('h', 's'), edge('s', 'e')],
    }
    const automationId = await activeAutomation(team.call, graph)
    const ids: string[] = []
    for (let n = 0; n < contactsWaiting; n++) ids.push((await storeContact(team.call, 900 + n)).id)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, ids)
    await testAutomationEngine(server).drain()
    server.advanceClock(11 * 60_000)

    const answeredBeforeDeath: string[] = []
    const inFlightAtDeath: string[] = []
    const dying: WebhookAdapter = {
      post({ idempotencyKey }) {
        if (answeredBeforeDeath.length < 14) {
          answeredBeforeDeath.push(idempotencyKey)
          return Promise.resolve({ status: 200 })
        }
        inFlightAtDeath.push(idempotencyKey)
        return new Promise(() => {})
      },
    }
    const doomed = testAutomationEngine(server, { webhooks: dying, batch: 40 })
    const signal = new AbortController().signal
    while (await doomed.task.runOnce(signal)) {}
    expect(await doomed.deliverer.runOnce(signal)).toBe(true)
    await vi.waitFor(async () => {
      const done = await server.db
        .select({ value: count() })
        .from(automationWebhookDeliveries)
        .where(
          and(
            eq(automationWebhookDeliveries.automationId, automationId),
            eq(automationWebhookDeliveries.status, 'delivered'),
          ),
        )
      expect(done[0]?.value).toBe(answeredBeforeDeath.length)
    })
    expect(inFlightAtDeath.length).toBeGreaterThan(0)
    const parked = await server.db
      .select({ value: count() })
      .from(automationJourneys)
      .where(
        and(
          eq(automationJourneys.automationId, automationId),
          eq(automationJourneys.nodeId, 'h'),
          eq(automationJourneys.state, 'waiting'),
        ),
      )
    expect(parked[0]?.value).toBe(contactsWaiting)

    await server.restart()
    // The dead process's leases run out; then its deliveries are anyone's.
    server.advanceClock(automationEngine.webhookLeaseMs)
    const engine = testAutomationEngine(server, { batch: 40 })
    await engine.drain()

    const journeys = await server.db
      .select({ state: automationJourneys.state, nodeId: automationJourneys.nodeId })
      .from(automationJourneys)
      .where(eq(automationJourneys.automationId, automationId))
    expect(journeys).toHaveLength(contactsWaiting)
    expect(new Set(journeys.map((row) => `${row.nodeId}:${row.state}`))).toEqual(
      new Set(['e:completed']),
    )
    const perNode = await server.db
      .select({ nodeId: automationJourneySteps.nodeId, value: count() })
      .from(automationJourneySteps)
      .where(eq(automationJourneySteps.automationId, automationId))
      .groupBy(automationJourneySteps.nodeId)
    expect(Object.fromEntries(perNode.map((row) => [row.nodeId, row.value]))).toEqual(
      Object.fromEntries(graph.nodes.map((each) => [each.id, contactsWaiting])),
    )
    const keysAfter = engine.webhooks.received.map((post) => post.idempotencyKey)
    expect(keysAfter).toHaveLength(contactsWaiting - answeredBeforeDeath.length)
    expect(keysAfter).toEqual(expect.arrayContaining(inFlightAtDeath))
    expect(new Set([...answeredBeforeDeath, ...keysAfter]).size).toBe(contactsWaiting)
    const retried = await server.db
      .select({ attempts: automationWebhookDeliveries.attempts })
      .from(automationWebhookDeliveries)
      .where(
        and(
          eq(automationWebhookDeliveries.automationId, automationId),
          eq(automationWebhookDeliveries.status, 'delivered'),
        ),
      )
    expect(retried.filter((row) => row.attempts === 2)).toHaveLength(inFlightAtDeath.length)
    const [messages] = await server.db
      .select({
        value: count(),
        contacts: sql<number>`count(distinct ${campaignMessages.contactId})::int`,
      })
      .from(campaignMessages)
      .where(eq(campaignMessages.automationId, automationId))
    expect(messages).toEqual({ value: contactsWaiting, contacts: contactsWaiting })
    const [tagged] = await server.db
      .select({ value: count() })
      .from(contacts)
      .where(
        sql`${contacts.teamId} = ${team.teamId} and array_position(${contacts.tags}, 'Woken') is not null and cardinality(array_positions(${contacts.tags}, 'Woken')) = 1`,
      )
    expect(tagged?.value).toBe(contactsWaiting)
  })
})
