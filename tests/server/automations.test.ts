import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { automationJourneySteps, automationJourneys } from '../../server/src/db/schema'
import {
  automationList,
  automationResource,
  automationVersion,
  automationVersionList,
  mnpStatsResponse,
  nodeStatsResponse,
} from '../../src/contract/automation/automation'
import { type AutomationGraph, automationGraph } from '../../src/contract/automation/graph'
import {
  graphProblems,
  publishErrors,
  referenceCheckResponse,
  referenceProblems,
} from '../../src/contract/automation/problems'
import { anyGraph } from '../unit/support/automationGraphs'
import { registerVerified } from './support/accounts'
import { type Call, caller } from './support/audience'
import { flow, storeJourney, storeTrails, team } from './support/automations'
import { backends, useTestServer } from './support/test-server'

async function store(call: Call, body: Record<string, unknown>) {
  const response = await call('POST', 'automations', body)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return automationResource.parse(response.body)
}

/** Automations: CRUD of the draft, publish and versions, toggle, duplicate, roles, tenancy, stats. */
describe.each(backends)('automations on %s', (backend) => {
  const server = useTestServer(backend)

  it('stores a draft with a lone trigger, inactive and unpublished, and edits it', async () => {
    const { call } = await team(server)
    const created = await store(call, { name: '  Welcome  ' })
    expect(created).toMatchObject({
      name: 'Welcome',
      status: 'inactive',
      scope: 'campaigns',
      trigger: 'segment_entered',
      version: null,
      published_at: null,
      published_by: null,
      has_draft_changes: true,
      allow_reentry: false,
      counts: { inside: 0, entered: 0, completed: 0, failed: 0 },
    })
    expect(created.graph.nodes.map((node) => node.kind)).toEqual(['trigger'])
    const updated = await call('PUT', `automations/${created.id}`, { graph: flow })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(automationResource.parse(updated.body).graph).toEqual(flow)
    const broken = await call('PUT', `automations/${created.id}`, {
      graph: {
        nodes: flow.nodes,
        edges: [{ id: 'x', source: 't', target: 'nowhere', branch: 'next' }],
      },
    })
    expect(broken.status).toBe(422)
    expect(Object.keys(broken.body.errors)).toEqual(['graph.edges.0.target'])
  })

  it('lists with search, status and scope filters, paged', async () => {
    const { call } = await team(server)
    const welcome = await store(call, { name: 'Welcome series' })
    const hub = await store(call, { name: 'Hub rates watch', scope: 'hub' })
    await store(call, { name: 'Win-back' })
    const ids = async (query: string) => {
      const response = await call('GET', `automations?${query}`)
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return automationList.parse(response.body).data.map((row) => row.id)
    }
    expect(await ids('search=welcome')).toEqual([welcome.id])
    expect(await ids('filter[scope]=hub')).toEqual([hub.id])
    expect(await ids('filter[status]=active')).toEqual([])
    expect((await ids('filter[status]=inactive&filter[scope]=campaigns')).length).toBe(2)
    const page = await call('GET', 'automations?per_page=2&page=2&sort=name')
    expect(page.body.meta).toMatchObject({ total: 3, page: 2, per_page: 2, last_page: 2 })
    expect(page.body.data.map((row: { name: string }) => row.name)).toEqual(['Win-back'])
    expect((await call('GET', 'automations?filter[scope]=moon')).status).toBe(422)
  })

  it('refuses to publish a graph with problems, naming the nodes, and numbers each publish', async () => {
    const { call, members } = await team(server)
    const created = await store(call, { name: 'Nurture' })
    const unfinished: AutomationGraph = {
      nodes: [
        { ...flow.nodes[0], settings: { event: 'segment_entered' } } as AutomationGraph['nodes'][0],
        { id: 's', kind: 'send_sms', position: { x: 0, y: 0 }, settings: {} },
      ],
      edges: [],
    }
    await call('PUT', `automations/${created.id}`, { graph: unfinished })
    const refused = await call('POST', `automations/${created.id}/publish`)
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'nodes.s',
      'nodes.s.sender_id',
      'nodes.s.text_id',
      'nodes.t.segment_id',
    ])
    await call('PUT', `automations/${created.id}`, { graph: flow })
    const first = await call('POST', `automations/${created.id}/publish`)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(automationResource.parse(first.body)).toMatchObject({
      version: 1,
      has_draft_changes: false,
      published_by: { id: members.editor.id, name: 'Acme editor' },
    })
    const renamedTag = structuredClone(flow)
    ;(renamedTag.nodes[2] as AutomationGraph['nodes'][0]).settings = { tag: 'warm' }
    const edited = await call('PUT', `automations/${created.id}`, { graph: renamedTag })
    expect(edited.body.has_draft_changes).toBe(true)
    const second = await call('POST', `automations/${created.id}/publish`)
    expect(second.body).toMatchObject({ version: 2, has_draft_changes: false })

    const versions = automationVersionList.parse(
      (await call('GET', `automations/${created.id}/versions`)).body,
    )
    expect(versions.data.map((version) => version.version)).toEqual([2, 1])
    expect(versions.data[0]).toMatchObject({
      node_count: 6,
      published_by: { name: 'Acme editor' },
    })
    const one = await call('GET', `automations/${created.id}/versions/1`)
    expect(automationVersion.parse(one.body).graph).toEqual(flow)
    expect((await call('GET', `automations/${created.id}/versions/3`)).status).toBe(404)
    expect((await call('GET', `automations/${created.id}/versions/x`)).status).toBe(404)
  })

  it("agrees with the contract's validator on generated graphs: 422 with its errors, or a version", async () => {
    const { call } = await team(server)
    const created = await store(call, { name: 'Generated' })
    let published = 0
    await fc.assert(
      fc.asyncProperty(anyGraph, async (graph) => {
        const saved = await call('PUT', `automations/${created.id}`, { graph })
        expect(saved.status, JSON.stringify(saved.body)).toBe(200)
        // The generated ids name no record of this team: each is a deleted reference too.
        const parsed = automationGraph.parse(graph)
        const problems = [...graphProblems(parsed), ...referenceProblems(parsed, () => false)]
        const answer = await call('POST', `automations/${created.id}/publish`)
        if (problems.length > 0) {
          expect(answer.status).toBe(422)
          expect(answer.body).toEqual(publishErrors(problems))
        } else {
          published += 1
          expect(answer.status, JSON.stringify(answer.body)).toBe(200)
          expect(answer.body.version).toBe(published)
        }
      }),
      { numRuns: 40 },
    )
  })

  it('counts the branches MNP lookups took, zero for a lookup nobody reached', async () => {
    const { call, teamId } = await team(server)
    const lookupAt = (id: string, y: number) => ({
      id,
      kind: 'mnp_lookup' as const,
      position: { x: 0, y },
      settings: {},
    })
    const graph: AutomationGraph = {
      nodes: [
        flow.nodes[0] as AutomationGraph['nodes'][0],
        lookupAt('m', 100),
        lookupAt('m2', 200),
      ],
      edges: [
        { id: 't-m', source: 't', target: 'm', branch: 'next' },
        { id: 'm-m2', source: 'm', target: 'm2', branch: 'unreachable' },
      ],
    }
    const created = await store(call, { name: 'Lookups', graph })
    await call('POST', `automations/${created.id}/publish`)
    const left = [
      ['completed', 'ported'],
      ['completed', 'ported'],
      ['completed', 'not_ported'],
      ['completed', 'unreachable'],
      ['failed', null],
    ] as const
    for (const [index, [outcome, branch]] of left.entries()) {
      const journeyId = await storeJourney(
        server,
        call,
        teamId,
        created.id,
        40 + index,
        'm',
        'completed',
      )
      await server.db.insert(automationJourneySteps).values({
        journeyId,
        automationId: created.id,
        version: 1,
        nodeId: 'm',
        outcome,
        branch,
      })
    }
    const answer = await call('POST', 'automations/mnp/stats', { automation_id: created.id })
    expect(mnpStatsResponse.parse(answer.body).nodes).toEqual([
      { node_id: 'm', ported: 2, not_ported: 1, unreachable: 1, failed: 1 },
      { node_id: 'm2', ported: 0, not_ported: 0, unreachable: 0, failed: 0 },
    ])
  })

  it('asks where contacts at removed nodes go before publishing, and moves them there', async () => {
    const { call, teamId } = await team(server)
    const created = await store(call, { name: 'Reshaped', graph: flow })
    await call('POST', `automations/${created.id}/publish`)
    const atWait = await storeJourney(server, call, teamId, created.id, 30, 'w', 'waiting')
    const atTag = await storeJourney(server, call, teamId, created.id, 31, 'g', 'running')
    await server.db.insert(automationJourneySteps).values({
      journeyId: atTag,
      automationId: created.id,
      version: 1,
      nodeId: 'g',
      outcome: 'waiting',
    })
    const shorter: AutomationGraph = {
      nodes: flow.nodes.filter((node) => node.id !== 'w' && node.id !== 'g'),
      edges: [
        { id: 't-p', source: 't', target: 'p', branch: 'next' },
        ...flow.edges.filter((edge) => edge.source === 'p'),
      ],
    }
    await call('PUT', `automations/${created.id}`, { graph: shorter })
    const unmapped = await call('POST', `automations/${created.id}/publish`)
    expect(unmapped.status).toBe(422)
    expect(unmapped.body.errors).toEqual({
      'node_map.g': [
        '1 contact waits at this node, which the new version removes: choose a node for them, or end their journeys.',
      ],
      'node_map.w': [
        '1 contact waits at this node, which the new version removes: choose a node for them, or end their journeys.',
      ],
    })
    const nowhere = await call('POST', `automations/${created.id}/publish`, {
      node_map: { g: 'gone', w: null },
    })
    expect(nowhere.body.errors).toEqual({ 'node_map.g': ['The new version has no such node.'] })
    const published = await call('POST', `automations/${created.id}/publish`, {
      node_map: { g: 'p', w: null },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body).toMatchObject({
      version: 2,
      counts: { inside: 1, entered: 2, completed: 1, failed: 0 },
    })
    const journeys = await server.db
      .select()
      .from(automationJourneys)
      .where(eq(automationJourneys.automationId, created.id))
    const byId = new Map(journeys.map((journey) => [journey.id, journey]))
    expect(byId.get(atTag)).toMatchObject({ nodeId: 'p', state: 'running', version: 2 })
    expect(byId.get(atWait)).toMatchObject({ nodeId: 'w', state: 'completed', version: 1 })
    const stats = nodeStatsResponse.parse(
      (await call('POST', 'automations/nodes/stats', { automation_id: created.id })).body,
    )
    expect(stats.nodes.find((node) => node.node_id === 'p')).toMatchObject({ waiting: 1 })
    expect(stats.nodes.find((node) => node.node_id === 'g')).toMatchObject({
      entered: 1,
      completed: 1,
    })
  })

  it('turns on only once published, and off again', async () => {
    const { call } = await team(server)
    const created = await store(call, { name: 'Toggle', graph: flow })
    const early = await call('PATCH', `automations/${created.id}/toggle-status`)
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Publish the automation before turning it on.')
    await call('POST', `automations/${created.id}/publish`)
    const on = await call('PATCH', `automations/${created.id}/toggle-status`)
    expect(on.body.status).toBe('active')
    const off = await call('PATCH', `automations/${created.id}/toggle-status`)
    expect(off.body.status).toBe('inactive')
  })

  it('duplicates the draft, unpublished, named as a copy in the caller’s language', async () => {
    const { call, members } = await team(server)
    const created = await store(call, { name: 'Original', graph: flow, allow_reentry: true })
    await call('POST', `automations/${created.id}/publish`)
    const copy = await call('POST', `automations/${created.id}/duplicate`)
    expect(copy.status, JSON.stringify(copy.body)).toBe(201)
    expect(automationResource.parse(copy.body)).toMatchObject({
      name: 'Original (copy)',
      status: 'inactive',
      version: null,
      allow_reentry: true,
      graph: flow,
    })
    const persian = await server.request(
      'POST',
      `/api/proxy/api/v1/automations/${created.id}/duplicate`,
      { token: members.editor.accessToken, headers: { 'accept-language': 'fa' } },
    )
    expect(persian.body.name).toBe('Original (رونوشت)')
    const named = await call('POST', `automations/${created.id}/duplicate`, { name: 'Second' })
    expect(named.body.name).toBe('Second')
  })

  it('refuses to delete while contacts are inside, and deletes once they finished', async () => {
    const { call, teamId } = await team(server)
    const created = await store(call, { name: 'Busy', graph: flow })
    await call('POST', `automations/${created.id}/publish`)
    const journeyId = await storeJourney(server, call, teamId, created.id, 1, 'w', 'waiting')
    const refused = await call('DELETE', `automations/${created.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ inside: 1 })
    expect(refused.body.message).toContain('1 contact')
    expect((await call('GET', `automations/${created.id}`)).body.counts).toEqual({
      inside: 1,
      entered: 1,
      completed: 0,
      failed: 0,
    })
    await server.db
      .update(automationJourneys)
      .set({ state: 'completed', finishedAt: new Date() })
      .where(eq(automationJourneys.id, journeyId))
    expect((await call('DELETE', `automations/${created.id}`)).status).toBe(200)
    expect((await call('GET', `automations/${created.id}`)).status).toBe(404)
  })

  it('lets viewers read and refuses them every write', async () => {
    const { call, viewer } = await team(server)
    const created = await store(call, { name: 'Guarded', graph: flow })
    const writes: [string, string, unknown?][] = [
      ['POST', 'automations', { name: 'Nope' }],
      ['PUT', `automations/${created.id}`, { name: 'Nope' }],
      ['DELETE', `automations/${created.id}`],
      ['POST', `automations/${created.id}/publish`],
      ['PATCH', `automations/${created.id}/toggle-status`],
      ['POST', `automations/${created.id}/duplicate`],
    ]
    for (const [method, path, body] of writes)
      expect((await viewer(method, path, body)).status, `${method} ${path}`).toBe(403)
    expect((await viewer('GET', 'automations')).status).toBe(200)
    expect((await viewer('GET', `automations/${created.id}/versions`)).status).toBe(200)
    expect(
      (await viewer('POST', 'automations/nodes/stats', { automation_id: created.id })).status,
    ).toBe(200)
    expect((await call('GET', `automations/${created.id}`)).body.version).toBeNull()
  })

  it('names the referenced records the team no longer has (or never had), for the problems panel', async () => {
    const { call, viewer } = await team(server)
    const kept = await call('POST', 'segments', {
      name: 'Kept',
      rules: { match: 'all', rules: [] },
    })
    const gone = await call('POST', 'segments', {
      name: 'Gone',
      rules: { match: 'all', rules: [] },
    })
    expect((await call('DELETE', `segments/${gone.body.id}`)).status).toBeLessThan(300)
    const stranger = await registerVerified(server, { name: 'Mallory' })
    const theirs = await caller(server, stranger.accessToken)('POST', 'segments', {
      name: 'Theirs',
      rules: { match: 'all', rules: [] },
    })
    const references = [
      { kind: 'segment', id: kept.body.id },
      { kind: 'segment', id: gone.body.id },
      { kind: 'segment', id: theirs.body.id },
      { kind: 'agent', id: 'not-even-an-id' },
    ]
    const answer = await viewer('POST', 'automations/references', { references })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(referenceCheckResponse.parse(answer.body).missing).toEqual(references.slice(1))
    const refused = await viewer('POST', 'automations/references', {
      references: [{ kind: 'invoice', id: 'x' }],
    })
    expect(refused.status).toBe(422)
  })

  it("answers 404 for another team's automation on every call", async () => {
    const { call } = await team(server)
    const created = await store(call, { name: 'Ours', graph: flow })
    await call('POST', `automations/${created.id}/publish`)
    const stranger = await registerVerified(server, { name: 'Mallory' })
    const other = caller(server, stranger.accessToken)
    const calls: [string, string, unknown?][] = [
      ['POST', `automations/${created.id}/publish`],
      ['PATCH', `automations/${created.id}/toggle-status`],
      ['POST', `automations/${created.id}/duplicate`],
      ['GET', `automations/${created.id}/versions`],
      ['GET', `automations/${created.id}/versions/1`],
      ['POST', 'automations/nodes/stats', { automation_id: created.id }],
      ['POST', 'automations/mnp/stats', { automation_id: created.id }],
      ['POST', 'automations/not-an-id/publish'],
    ]
    for (const [method, path, body] of calls)
      expect((await other(method, path, body)).status, `${method} ${path}`).toBe(404)
    const still = automationResource.parse((await call('GET', `automations/${created.id}`)).body)
    expect(still).toMatchObject({ status: 'inactive', version: 1 })
  })

  it('counts per node and per edge from the journeys, zero where none passed', async () => {
    const { call, teamId } = await team(server)
    const created = await store(call, { name: 'Counted', graph: flow })
    await call('POST', `automations/${created.id}/publish`)
    const empty = nodeStatsResponse.parse(
      (await call('POST', 'automations/nodes/stats', { automation_id: created.id })).body,
    )
    expect(empty.nodes.map((node) => [node.node_id, node.entered])).toEqual(
      flow.nodes.map((node) => [node.id, 0]),
    )
    expect(empty.edges.every((edge) => edge.count === 0)).toBe(true)

    // Three contacts: two went through the split (one by each arm), one waits at the wait.
    await storeTrails(server, call, teamId, created.id, 10)
    const stats = nodeStatsResponse.parse(
      (await call('POST', 'automations/nodes/stats', { automation_id: created.id, version: 1 }))
        .body,
    )
    const node = (id: string) => stats.nodes.find((row) => row.node_id === id)
    const edge = (id: string) => stats.edges.find((row) => row.edge_id === id)?.count
    expect(node('t')).toEqual({ node_id: 't', entered: 3, waiting: 0, completed: 3, failed: 0 })
    expect(node('w')).toEqual({ node_id: 'w', entered: 3, waiting: 1, completed: 2, failed: 0 })
    expect(node('p')?.completed).toBe((edge('p-a') ?? 0) + (edge('p-b') ?? 0))
    expect([edge('t-w'), edge('w-g'), edge('p-a'), edge('p-b')]).toEqual([3, 2, 1, 1])
    const later = await call('POST', 'automations/nodes/stats', {
      automation_id: created.id,
      from: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(nodeStatsResponse.parse(later.body).nodes.every((row) => row.entered === 0)).toBe(true)
    expect((await call('GET', `automations/${created.id}`)).body.counts).toEqual({
      inside: 1,
      entered: 3,
      completed: 2,
      failed: 0,
    })
  })
})
