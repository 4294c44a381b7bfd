import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  automationJourneySteps,
  automationJourneys,
  automationVersions,
  campaignMessages,
  voiceCalls,
} from '../../server/src/db/schema'
import { automationResource } from '../../src/contract/automation/automation'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import {
  choiceOfReply,
  type StubReply,
  testRunResponse,
} from '../../src/contract/automation/testRun'
import { workflowToday } from '../../src/contract/automation/today'
import { flowEdge, flowNode } from '../unit/support/automationGraphs'
import { type Call, caller, storeContact } from './support/audience'
import { teamWithEveryRole } from './support/teams'
import { backends, type TestServer, useTestServer } from './support/test-server'

const someId = '0b7e8f5c-3c3e-4d4e-9a1f-8a3c2b1d0e9f'

/** trigger → condition (vip?) yes: send SMS → webhook → end; no: wait → mnp → end. */
const graph = {
  nodes: [
    flowNode('t', 'trigger', { event: 'segment_entered', segment_id: someId }),
    flowNode('c', 'condition', { rule: { field: 'tags', operator: 'has_any', value: ['vip'] } }),
    flowNode('s', 'send_sms', { sender_id: someId, text_id: someId }),
    flowNode('h', 'webhook', { url: 'https://hooks.example.com/in' }),
    flowNode('w', 'wait', { mode: 'duration', amount: 3, unit: 'days' }),
    flowNode('m', 'mnp_lookup'),
    flowNode('e', 'end'),
  ],
  edges: [
    flowEdge('t', 'c'),
    flowEdge('c', 's', 'yes'),
    flowEdge('c', 'w', 'no'),
    flowEdge('s', 'h'),
    flowEdge('h', 'e'),
    flowEdge('w', 'm'),
    flowEdge('m', 'e', 'not_ported'),
  ],
} as AutomationGraph

async function team(server: TestServer, name: string) {
  const fixture = await teamWithEveryRole(server, name)
  return {
    ...fixture,
    call: caller(server, fixture.members.editor.accessToken),
    viewer: caller(server, fixture.members.viewer.accessToken),
  }
}

async function automationOf(call: Call, name: string) {
  const response = await call('POST', 'automations', { name, graph })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return automationResource.parse(response.body)
}

/** Version 1 of the automation and one journey through it with its steps, as the engine writes them. */
async function journeyThrough(
  server: TestServer,
  call: Call,
  teamId: string,
  automationId: string,
  n: number,
  steps: { nodeId: string; outcome: 'completed' | 'failed' | 'waiting'; at: Date }[],
  enteredAt: Date,
) {
  await server.db
    .insert(automationVersions)
    .values({ teamId, automationId, version: 1, graph, publishedByName: 'Engine' })
    .onConflictDoNothing()
  const contact = await storeContact(call, n, { first_name: `Person ${n}` })
  const [journey] = await server.db
    .insert(automationJourneys)
    .values({
      teamId,
      automationId,
      contactId: contact.id,
      version: 1,
      nodeId: steps.at(-1)?.nodeId ?? 't',
      state: 'running',
      enteredAt,
    })
    .returning({ id: automationJourneys.id })
  for (const step of steps)
    await server.db.insert(automationJourneySteps).values({
      journeyId: journey?.id ?? '',
      automationId,
      version: 1,
      nodeId: step.nodeId,
      outcome: step.outcome,
      enteredAt: step.at,
      leftAt: step.outcome === 'waiting' ? null : step.at,
    })
  return contact
}

describe.each(backends)('workflow/today and automations test-run on %s', (backend) => {
  const server = useTestServer(backend)

  it("lists today's entries, sends and failures of the team only, failures first, a page at a time", async () => {
    const acme = await team(server, 'Acme')
    const other = await team(server, 'Other')
    const now = new Date()
    const earlier = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
    const day = now.toISOString().slice(0, 10)
    const today = (minutes: number) =>
      // Within today's UTC day whatever the hour: minutes after midnight, never past now.
      new Date(Math.min(Date.parse(`${day}T00:00:00.000Z`) + minutes * 60_000, now.getTime()))
    const yesterday = new Date(Date.parse(`${day}T00:00:00.000Z`) - 60_000)
    const welcome = await automationOf(acme.call, 'Welcome')
    const sent = await journeyThrough(
      server,
      acme.call,
      acme.teamId,
      welcome.id,
      1,
      [
        { nodeId: 't', outcome: 'completed', at: today(1) },
        { nodeId: 'c', outcome: 'completed', at: today(1) },
        { nodeId: 's', outcome: 'completed', at: today(2) },
        { nodeId: 'h', outcome: 'failed', at: today(0) },
      ],
      today(1),
    )
    await journeyThrough(
      server,
      acme.call,
      acme.teamId,
      welcome.id,
      2,
      [{ nodeId: 's', outcome: 'completed', at: yesterday }],
      yesterday,
    )
    const theirs = await automationOf(other.call, 'Theirs')
    await journeyThrough(
      server,
      other.call,
      other.teamId,
      theirs.id,
      3,
      [
        { nodeId: 's', outcome: 'failed', at: earlier(0) },
        { nodeId: 's', outcome: 'completed', at: earlier(0) },
      ],
      earlier(0),
    )

    const response = await acme.viewer('GET', 'workflow/today?per_page=2')
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const first = workflowToday.parse(response.body)
    expect(first).toMatchObject({
      day,
      time_zone: 'UTC',
      counts: { failures: 1, sends: 1, entries: 1 },
      meta: { total: 3, page: 1, per_page: 2, last_page: 2 },
    })
    expect(first.data.map((event) => [event.kind, event.node?.id ?? null])).toEqual([
      ['failure', 'h'],
      ['send', 's'],
    ])
    expect(first.data[0]).toMatchObject({
      automation: { id: welcome.id, name: 'Welcome', scope: 'campaigns' },
      contact: { id: sent.id, name: 'Person 1' },
      node: { id: 'h', kind: 'webhook' },
    })
    const second = workflowToday.parse(
      (await acme.call('GET', 'workflow/today?per_page=2&page=2')).body,
    )
    expect(second.data.map((event) => event.kind)).toEqual(['entry'])

    const theirsToday = workflowToday.parse((await other.viewer('GET', 'workflow/today')).body)
    expect(theirsToday.counts).toEqual({ failures: 1, sends: 1, entries: 1 })
    expect(theirsToday.data.every((event) => event.automation.id === theirs.id)).toBe(true)

    expect((await caller(server)('GET', 'workflow/today')).status).toBe(401)
    expect((await acme.call('GET', 'workflow/today?per_page=1000')).status).toBe(422)
  })

  it('walks a stored or made-up contact with stubs, writing and sending nothing', async () => {
    const acme = await team(server, 'Acme')
    const automation = await automationOf(acme.call, 'Welcome')
    const vip = await storeContact(acme.call, 7, { first_name: 'Vera', tags: ['vip'] })
    const before = await rowCounts(server)

    const stored = await acme.call('POST', `automations/${automation.id}/test-run`, {
      contact: { source: 'stored', id: vip.id },
      stubs: { h: { ok: false } },
    })
    expect(stored.status, JSON.stringify(stored.body)).toBe(200)
    const trail = testRunResponse.parse(stored.body)
    expect(trail).toMatchObject({
      graph: 'draft',
      version: null,
      contact: { id: vip.id, name: 'Vera' },
      ended: 'failed',
    })
    expect(trail.steps.map((step) => [step.node_id, step.outcome, step.branch])).toEqual([
      ['t', 'completed', 'next'],
      ['c', 'completed', 'yes'],
      ['s', 'completed', 'next'],
      ['h', 'failed', null],
    ])
    expect(trail.steps[2]).toMatchObject({
      request: { to: vip.phone, sender_id: someId, text_id: someId },
      stub: { ok: true, answer: { status: 'queued', stub: true } },
    })

    const madeUp = await acme.call('POST', `automations/${automation.id}/test-run`, {
      contact: { source: 'made_up', contact: { phone: '+15550100999', tags: [] } },
      stubs: { m: { branch: 'ported' } },
      // The editor's unsaved draft: the lookup's edge now leaves by `ported`.
      draft_graph: {
        ...graph,
        edges: graph.edges.map((each) =>
          each.id === 'm-e' ? { ...each, branch: 'ported' } : each,
        ),
      },
    })
    const madeUpTrail = testRunResponse.parse(madeUp.body)
    expect(madeUpTrail.contact).toEqual({ id: null, phone: '+15550100999', name: null })
    expect(madeUpTrail.steps.map((step) => step.node_id)).toEqual(['t', 'c', 'w', 'm', 'e'])
    expect(madeUpTrail.steps[3]).toMatchObject({ branch: 'ported', edge_id: 'm-e' })
    expect(madeUpTrail.ended).toBe('end')

    expect(await rowCounts(server)).toEqual(before)
  })

  it('answers each stubbed kind as the person chose; one node’s own override goes first', async () => {
    const acme = await team(server, 'Acme')
    const automation = await automationOf(acme.call, 'Welcome')
    const path = `automations/${automation.id}/test-run`
    const vip = { source: 'made_up', contact: { tags: ['vip'] } }
    const failedSms = await acme.call('POST', path, {
      contact: vip,
      choices: { send_sms: 'failed', webhook: 'ok' },
    })
    expect(failedSms.status, JSON.stringify(failedSms.body)).toBe(200)
    const smsStep = testRunResponse.parse(failedSms.body).steps[2]
    expect(smsStep).toMatchObject({ node_id: 's', outcome: 'failed', failure: 'stub' })
    expect(choiceOfReply('send_sms', smsStep?.stub as StubReply)).toBe('failed')

    const overridden = await acme.call('POST', path, {
      contact: vip,
      choices: { send_sms: 'failed' },
      stubs: { s: { ok: true } },
    })
    expect(testRunResponse.parse(overridden.body).steps[2]).toMatchObject({ outcome: 'completed' })

    const unreachable = await acme.call('POST', path, {
      contact: { source: 'made_up', contact: {} },
      choices: { mnp_lookup: 'unreachable' },
    })
    const lookup = testRunResponse
      .parse(unreachable.body)
      .steps.find((step) => step.kind === 'mnp_lookup')
    expect(lookup).toMatchObject({ branch: 'unreachable', edge_id: null })
    expect(choiceOfReply('mnp_lookup', lookup?.stub as StubReply)).toBe('unreachable')

    const refused = await acme.call('POST', path, { contact: vip, choices: { send_sms: 'ported' } })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['choices.send_sms'])
  })

  it('answers 404 for another team, 403 to a viewer, 422 for a published run before any publish', async () => {
    const acme = await team(server, 'Acme')
    const other = await team(server, 'Other')
    const automation = await automationOf(acme.call, 'Welcome')
    const body = { contact: { source: 'made_up', contact: {} } }
    const path = `automations/${automation.id}/test-run`
    expect((await other.call('POST', path, body)).status).toBe(404)
    expect((await acme.viewer('POST', path, body)).status).toBe(403)
    const theirContact = await storeContact(other.call, 9)
    const foreign = await acme.call('POST', path, {
      contact: { source: 'stored', id: theirContact.id },
    })
    expect(foreign.status).toBe(404)
    const published = await acme.call('POST', path, { ...body, graph: 'published' })
    expect(published.status).toBe(422)
    expect(Object.keys(published.body.errors)).toEqual(['graph'])
    expect((await acme.call('POST', path, { contact: { source: 'nobody' } })).status).toBe(422)
  })
})

/** Everything a run could have written or sent: journeys, steps, queued messages, calls. */
async function rowCounts(server: TestServer) {
  const tally = async (
    table:
      | typeof automationJourneys
      | typeof automationJourneySteps
      | typeof campaignMessages
      | typeof voiceCalls,
  ) => (await server.db.select({ value: count() }).from(table))[0]?.value
  return {
    journeys: await tally(automationJourneys),
    steps: await tally(automationJourneySteps),
    messages: await tally(campaignMessages),
    calls: await tally(voiceCalls),
  }
}
