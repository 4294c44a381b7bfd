import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpWebhooks, type WebhookAdapter } from '../../server/src/adapters/webhook/webhook'
import {
  automationJourneySteps,
  automationWebhookAttempts,
  automationWebhookDeliveries,
} from '../../server/src/db/schema'
import { nodeStatsOf } from '../../server/src/domain/automations/stats'
import { nodeStatsResponse } from '../../src/contract/automation/automation'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { webhookAttemptList } from '../../src/contract/automation/webhookLog'
import { automationEngine } from '../../src/contract/constants'
import { edge, node } from '../support/automationGraph'
import { registerVerified } from './support/accounts'
import { type Call, caller, storeContact } from './support/audience'
import {
  activeAutomation,
  enter,
  journeyOf,
  testAutomationEngine,
} from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { backends, type TestServer, useTestServer } from './support/test-server'

/** A request the receiver took: its path, key and body, and the answer it is waiting for. */
interface Taken {
  path: string
  key: string | undefined
  body: { contact: { id: string } }
  answer(status: number): void
}

/**
 * A real HTTP receiver on a free port: each request is handed to `onRequest`, which answers it
 * now or keeps it waiting (a hanging receiver) by holding on to `answer`.
 */
function startReceiver() {
  const taken: Taken[] = []
  let onRequest: (request: Taken) => void | Promise<void> = (request) => request.answer(200)
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request: Taken = {
        path: req.url ?? '',
        key: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        answer: (status) => res.writeHead(status).end(),
      }
      taken.push(request)
      void onRequest(request)
    })
  })
  return {
    taken,
    server,
    answerWith(handler: typeof onRequest) {
      onRequest = handler
    },
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  }
}

const start = { event: 'tag_added', tag: 'Start' } as const

const throughWebhook = (url: string): AutomationGraph => ({
  nodes: [node('t', 'trigger', start), node('h', 'webhook', { url }), node('e', 'end')],
  edges: [edge('t', 'h'), edge('h', 'e')],
})

async function nodeCounts(call: Call, automationId: string, nodeId: string) {
  const stats = await call('POST', 'automations/nodes/stats', { automation_id: automationId })
  expect(stats.status, JSON.stringify(stats.body)).toBe(200)
  return nodeStatsResponse.parse(stats.body).nodes.find((row) => row.node_id === nodeId)
}

/** The same counts read past the test's access token's life (the clock moved hours on). */
async function nodeCountsLater(server: TestServer, automationId: string, nodeId: string) {
  const scope = { automationId, version: null, from: null, to: null }
  const stats = await nodeStatsOf(server.db, scope, throughWebhook(''))
  return stats.nodes.find((row) => row.node_id === nodeId)
}

/** GET automations/{id}/webhook-attempts as `call` sees it, parsed by the contract. */
async function attemptLog(call: Call, automationId: string, query: string) {
  const answer = await call('GET', `automations/${automationId}/webhook-attempts?${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return webhookAttemptList.parse(answer.body)
}

const deliveryOf = async (server: TestServer, automationId: string) =>
  (
    await server.db
      .select()
      .from(automationWebhookDeliveries)
      .where(eq(automationWebhookDeliveries.automationId, automationId))
  )[0]

const triesOf = (server: TestServer, automationId: string) =>
  server.db
    .select()
    .from(automationWebhookAttempts)
    .where(eq(automationWebhookAttempts.automationId, automationId))
    .orderBy(asc(automationWebhookAttempts.attempt))

describe.each(backends)('automations’ webhooks, delivered after the batch, on %s', (backend) => {
  const server = useTestServer(backend)
  const receiver = startReceiver()
  const http = () => createHttpWebhooks(globalThis.fetch)
  beforeAll(() => new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())))

  it('POSTs once the batch has committed, with the idempotency key, and logs the try', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, throughWebhook(receiver.url('/seen')))
    const contact = await storeContact(team.call, 31)
    // The receiver reads the database while the POST is in flight: the batch is already in it.
    let seen: unknown = null
    receiver.answerWith(async (request) => {
      const journey = await journeyOf(server, automationId, contact.id)
      seen = journey && [journey.nodeId, journey.state, journey.steps.at(-1)?.outcome]
      request.answer(204)
    })
    await enter(server, team.teamId, start, [contact.id])
    await testAutomationEngine(server, { webhooks: http() }).drain()

    expect(seen).toEqual(['h', 'waiting', 'waiting'])
    const delivery = await deliveryOf(server, automationId)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204 })
    const request = receiver.taken.find((each) => each.body.contact.id === contact.id)
    expect(request?.key).toBe(delivery?.idempotencyKey)
    expect(request?.body).toMatchObject({ automation_id: automationId, node_id: 'h' })
    const tries = await triesOf(server, automationId)
    expect(tries.map((row) => [row.attempt, row.status, row.error])).toEqual([[1, 204, null]])
    expect(tries[0]?.durationMs).toBeGreaterThanOrEqual(0)
    expect(await journeyOf(server, automationId, contact.id)).toMatchObject({ state: 'completed' })
    expect(await nodeCounts(team.call, automationId, 'h')).toMatchObject({
      entered: 1,
      waiting: 0,
      completed: 1,
    })
  })

  it('lets other journeys step on while a receiver hangs', async () => {
    const team = await campaignTeam(server)
    const hanging = await activeAutomation(team.call, throughWebhook(receiver.url('/hang')))
    const other = await activeAutomation(team.call, {
      nodes: [
        node('t', 'trigger', { event: 'tag_added', tag: 'Other' }),
        node('g', 'add_tag', { tag: 'Passed' }),
        node('e', 'end'),
      ],
      edges: [edge('t', 'g'), edge('g', 'e')],
    })
    const held: Taken[] = []
    receiver.answerWith((request) => {
      held.push(request)
    })
    const engine = testAutomationEngine(server, { webhooks: http() })
    const signal = new AbortController().signal
    const first = await storeContact(team.call, 32)
    await enter(server, team.teamId, start, [first.id])
    while (await engine.task.runOnce(signal)) {}
    expect(await engine.deliverer.runOnce(signal)).toBe(true)
    await expect.poll(() => held.length).toBe(1)

    const second = await storeContact(team.call, 33)
    await enter(server, team.teamId, { event: 'tag_added', tag: 'Other' }, [second.id])
    while (await engine.task.runOnce(signal)) {}
    expect(await journeyOf(server, other, second.id)).toMatchObject({ state: 'completed' })
    expect(await journeyOf(server, hanging, first.id)).toMatchObject({
      nodeId: 'h',
      state: 'waiting',
    })
    expect(await nodeCounts(team.call, hanging, 'h')).toMatchObject({ entered: 1, waiting: 1 })

    held[0]?.answer(200)
    await engine.drain()
    expect(await journeyOf(server, hanging, first.id)).toMatchObject({ state: 'completed' })
  })

  it('retries with backoff under one key, then goes on once the receiver takes it', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, throughWebhook(receiver.url('/flaky')))
    let calls = 0
    receiver.answerWith((request) => {
      calls += 1
      request.answer(calls < 3 ? 503 : 200)
    })
    const engine = testAutomationEngine(server, { webhooks: http() })
    const contact = await storeContact(team.call, 34)
    await enter(server, team.teamId, start, [contact.id])
    await engine.drain()
    const pauses: number[] = []
    for (let attempt = 1; attempt < 3; attempt++) {
      expect(await journeyOf(server, automationId, contact.id)).toMatchObject({
        nodeId: 'h',
        state: 'waiting',
        wakeAt: null,
      })
      expect(await nodeCounts(team.call, automationId, 'h')).toMatchObject({ waiting: 1 })
      const delivery = await deliveryOf(server, automationId)
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt, lastStatus: 503 })
      const pause = (delivery?.nextAttemptAt.getTime() ?? 0) - server.deps.clock().getTime()
      pauses.push(Math.round(pause / 60_000))
      // Not due before its time.
      await engine.drain()
      expect(calls).toBe(attempt)
      server.advanceClock(pause)
      await engine.drain()
    }
    expect(pauses).toEqual(automationEngine.webhookBackoffMinutes.slice(0, 2))
    const keys = receiver.taken.filter((each) => each.path === '/flaky').map((each) => each.key)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect((await triesOf(server, automationId)).map((row) => [row.attempt, row.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ])
    const journey = await journeyOf(server, automationId, contact.id)
    expect(journey?.state).toBe('completed')
    expect(journey?.steps.find((step) => step.nodeId === 'h')).toMatchObject({
      outcome: 'completed',
      attempts: 3,
    })
    expect(await nodeCounts(team.call, automationId, 'h')).toMatchObject({
      waiting: 0,
      completed: 1,
      failed: 0,
    })
  })

  it('fails the journey, in every language, once the tries run out', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, throughWebhook(receiver.url('/down')))
    receiver.answerWith((request) => request.answer(500))
    const engine = testAutomationEngine(server, { webhooks: http() })
    const contact = await storeContact(team.call, 35)
    await enter(server, team.teamId, start, [contact.id])
    await engine.drain()
    expect(await nodeCounts(team.call, automationId, 'h')).toMatchObject({ waiting: 1 })
    for (let attempt = 1; attempt < automationEngine.webhookMaxAttempts; attempt++) {
      const delivery = await deliveryOf(server, automationId)
      server.advanceClock((delivery?.nextAttemptAt.getTime() ?? 0) - server.deps.clock().getTime())
      await engine.drain()
    }
    expect(await deliveryOf(server, automationId)).toMatchObject({
      status: 'failed',
      attempts: automationEngine.webhookMaxAttempts,
    })
    const journey = await journeyOf(server, automationId, contact.id)
    expect(journey?.state).toBe('failed')
    const words = journey?.steps.at(-1)?.errorWords
    expect(words?.en).toBe(
      `The webhook failed after ${automationEngine.webhookMaxAttempts} tries: the receiver answered 500`,
    )
    expect(words?.ar).toContain('500')
    expect(words?.ar).toContain('خطاف الويب')
    expect(words?.fa).toContain('وب‌هوک')
    expect(await triesOf(server, automationId)).toHaveLength(automationEngine.webhookMaxAttempts)
    expect(await nodeCountsLater(server, automationId, 'h')).toMatchObject({
      waiting: 0,
      completed: 0,
      failed: 1,
    })
  })

  it('tries again with the same key a POST whose process died before recording it', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, throughWebhook(receiver.url('/once')))
    receiver.answerWith((request) => request.answer(200))
    // The receiver takes the POST; the process dies before the answer is recorded.
    const real = http()
    const dies: WebhookAdapter = {
      post: async (request) => {
        await real.post(request)
        return new Promise(() => {})
      },
    }
    const contact = await storeContact(team.call, 36)
    await enter(server, team.teamId, start, [contact.id])
    const doomed = testAutomationEngine(server, { webhooks: dies })
    const signal = new AbortController().signal
    while (await doomed.task.runOnce(signal)) {}
    expect(await doomed.deliverer.runOnce(signal)).toBe(true)
    const atOnce = () => receiver.taken.filter((each) => each.path === '/once')
    await expect.poll(() => atOnce().length).toBe(1)
    expect(await deliveryOf(server, automationId)).toMatchObject({ status: 'pending', attempts: 1 })

    await server.restart()
    // Still under the dead process's lease: nobody takes it.
    await testAutomationEngine(server, { webhooks: http() }).drain()
    expect(atOnce()).toHaveLength(1)
    server.advanceClock(automationEngine.webhookLeaseMs)
    await testAutomationEngine(server, { webhooks: http() }).drain()

    const delivery = await deliveryOf(server, automationId)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 })
    expect(atOnce().map((each) => each.key)).toEqual([
      delivery?.idempotencyKey,
      delivery?.idempotencyKey,
    ])
    expect((await triesOf(server, automationId)).map((row) => [row.attempt, row.status])).toEqual([
      [2, 200],
    ])
    expect(await journeyOf(server, automationId, contact.id)).toMatchObject({ state: 'completed' })
    const [step] = await server.db
      .select({ attempts: automationJourneySteps.attempts })
      .from(automationJourneySteps)
      .where(eq(automationJourneySteps.id, delivery?.stepId ?? ''))
    expect(step?.attempts).toBe(2)
  })

  it('lists a node’s tries, newest first, with the contact, the key and the delivery’s state', async () => {
    const team = await campaignTeam(server)
    const automationId = await activeAutomation(team.call, throughWebhook(receiver.url('/logged')))
    let calls = 0
    receiver.answerWith((request) => {
      calls += 1
      request.answer(calls === 1 ? 502 : 201)
    })
    const engine = testAutomationEngine(server, { webhooks: http() })
    const contact = await storeContact(team.call, 37, { first_name: 'Dana', last_name: 'Ng' })
    await enter(server, team.teamId, start, [contact.id])
    await engine.drain()

    const viewer = caller(server, team.members.viewer.accessToken)
    const failed = await attemptLog(viewer, automationId, 'node=h')
    expect(failed.meta.total).toBe(1)
    const pending = await deliveryOf(server, automationId)
    expect(failed.data[0]).toMatchObject({
      contact: { id: contact.id, name: 'Dana Ng', phone: contact.phone },
      attempt: 1,
      status: 502,
      error: null,
      delivery: {
        idempotency_key: pending?.idempotencyKey,
        status: 'pending',
        next_attempt_at: pending?.nextAttemptAt.toISOString(),
      },
    })
    expect(failed.data[0]?.duration_ms).toBeGreaterThanOrEqual(0)

    server.advanceClock((pending?.nextAttemptAt.getTime() ?? 0) - server.deps.clock().getTime())
    await engine.drain()
    const log = await attemptLog(team.call, automationId, 'node=h')
    expect(log.data.map((row) => [row.attempt, row.status, row.delivery?.status])).toEqual([
      [2, 201, 'delivered'],
      [1, 502, 'delivered'],
    ])
    expect(log.data.every((row) => row.delivery?.next_attempt_at === null)).toBe(true)
    expect(new Set(log.data.map((row) => row.delivery?.idempotency_key))).toEqual(
      new Set([pending?.idempotencyKey]),
    )

    const second = await attemptLog(viewer, automationId, 'node=h&per_page=1&page=2')
    expect(second.meta).toMatchObject({ total: 2, page: 2, per_page: 1, last_page: 2 })
    expect(second.data.map((row) => row.attempt)).toEqual([1])
    expect((await attemptLog(viewer, automationId, 'node=e')).data).toEqual([])
    const noNode = await viewer('GET', `automations/${automationId}/webhook-attempts`)
    expect(noNode.status).toBe(422)

    const stranger = caller(
      server,
      (await registerVerified(server, { name: 'Mallory' })).accessToken,
    )
    const hidden = await stranger('GET', `automations/${automationId}/webhook-attempts?node=h`)
    expect(hidden.status).toBe(404)
  })
})
