import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { WebhookAdapter } from '../../server/src/adapters/webhook/webhook'
import {
  automationJourneySteps,
  automationJourneys,
  campaignMessages,
  contacts,
} from '../../server/src/db/schema'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { storeContact } from './support/audience'
import {
  activeAutomation,
  edge,
  enter,
  node,
  testAutomationEngine,
} from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { backends, useTestServer } from './support/test-server'

const contactsWaiting = 60

/** A process that dies in the middle of a batch: its webhook call never returns an answer. */
class ProcessDied extends Error {}

/**
 * Issue 16's restart test: contacts wait in an automation; a worker dies mid-batch (its
 * transaction never commits), then the whole server stops and starts again over the same
 * database. Every contact continues exactly once: one step per node, one tag, one message.
 */
describe.each(backends)('automation journeys across a restart on %s', (backend) => {
  const server = useTestServer(backend)

  it('continues each waiting contact exactly once after a worker dies and the server restarts', {
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

    // The worker dies on its batch's 15th POST: nothing of the batch is kept.
    let posts = 0
    const dying: WebhookAdapter = {
      async post() {
        posts += 1
        if (posts === 15) throw new ProcessDied()
        return { status: 200 }
      },
    }
    await expect(
      testAutomationEngine(server, { webhooks: dying, batch: 40 }).drain(),
    ).rejects.toThrow(ProcessDied)
    const states = await server.db
      .select({
        nodeId: automationJourneys.nodeId,
        state: automationJourneys.state,
        value: count(),
      })
      .from(automationJourneys)
      .where(eq(automationJourneys.automationId, automationId))
      .groupBy(automationJourneys.nodeId, automationJourneys.state)
    expect(states).toEqual([{ nodeId: 'w', state: 'waiting', value: contactsWaiting }])

    await server.restart()
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
    expect(engine.webhooks.received).toHaveLength(contactsWaiting)
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
