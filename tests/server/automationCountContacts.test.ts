import { describe, expect, it } from 'vitest'
import {
  automationPeriodCountsResponse,
  automationResource,
} from '../../src/contract/automation/automation'
import { contactList } from '../../src/contract/contact'
import { graphOf } from '../support/automationGraph'
import { registerVerified } from './support/accounts'
import { type Call, caller } from './support/audience'
import { flow, storeTrails, team } from './support/automations'
import { backends, type TestServer, useTestServer } from './support/test-server'

async function travelled(server: TestServer) {
  const fixture = await team(server)
  const response = await fixture.call('POST', 'automations', { name: 'Counted', graph: flow })
  const automation = automationResource.parse(response.body)
  await fixture.call('POST', `automations/${automation.id}/publish`)
  await storeTrails(server, fixture.call, fixture.teamId, automation.id, 20)
  return { ...fixture, automation }
}

/** The phone numbers' count of the contacts a filter lists. */
async function listed(call: Call, filter: Record<string, string>) {
  const query = Object.entries(filter)
    .map(([key, value]) => `filter[${key}]=${encodeURIComponent(value)}`)
    .join('&')
  const response = await call('GET', `contacts?${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return contactList.parse(response.body).meta.total
}

/** The contacts behind a graph's counts (the `automation*` contact filters) and the list's period counts. */
describe.each(backends)('automation counts and their contacts on %s', (backend) => {
  const server = useTestServer(backend)

  it('lists the contacts behind each count of the graph, to every role of the team', async () => {
    const { call, viewer, automation } = await travelled(server)
    const id = automation.id
    for (const reader of [call, viewer]) {
      expect(await listed(reader, { automation: id })).toBe(3)
      expect(await listed(reader, { automation: id, automation_node: 'w' })).toBe(3)
      expect(
        await listed(reader, {
          automation: id,
          automation_node: 'w',
          automation_outcome: 'waiting',
        }),
      ).toBe(1)
      expect(
        await listed(reader, {
          automation: id,
          automation_node: 'w',
          automation_outcome: 'completed',
        }),
      ).toBe(2)
      expect(await listed(reader, { automation: id, automation_edge: 'p-a' })).toBe(1)
      expect(
        await listed(reader, {
          automation: id,
          automation_node: 'g',
          automation_outcome: 'failed',
        }),
      ).toBe(0)
      expect(await listed(reader, { automation: id, automation_version: '2' })).toBe(0)
      const later = new Date(Date.now() + 3_600_000).toISOString()
      expect(await listed(reader, { automation: id, automation_from: later })).toBe(0)
    }
    const wrong = await call(
      'GET',
      `contacts?filter[automation]=${id}&filter[automation_outcome]=lost`,
    )
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(['filter.automation_outcome'])
  })

  it('counts the journeys that entered in a period, for the team’s automations only', async () => {
    const { call, viewer, automation } = await travelled(server)
    const counts = async (reader: Call, from: string | null) =>
      automationPeriodCountsResponse.parse(
        (await reader('POST', 'automations/counts', { automation_ids: [automation.id], from }))
          .body,
      ).automations
    const all = [{ automation_id: automation.id, entered: 3, completed: 2, failed: 0 }]
    expect(await counts(call, null)).toEqual(all)
    expect(await counts(viewer, new Date(Date.now() - 3_600_000).toISOString())).toEqual(all)
    expect(await counts(call, new Date(Date.now() + 3_600_000).toISOString())).toEqual([
      { automation_id: automation.id, entered: 0, completed: 0, failed: 0 },
    ])
  })

  it('shows another team nothing of the automation’s journeys', async () => {
    const { automation } = await travelled(server)
    const stranger = await registerVerified(server)
    const other = caller(server, stranger.accessToken)
    expect(await listed(other, { automation: automation.id })).toBe(0)
    const response = await other('POST', 'automations/counts', {
      automation_ids: [automation.id],
    })
    expect(response.body).toEqual({ automations: [] })
  })
})

/** A publish refuses a graph naming a record the team no longer has, on the node's setting. */
describe.each(backends)('automation references on %s', (backend) => {
  const server = useTestServer(backend)

  it('refuses to publish a send SMS whose text was deleted, with the node and setting', async () => {
    const { call } = await team(server)
    const sender = (await call('POST', 'sms/senderids', { value: 'Refs' })).body
    const text = (await call('POST', 'sms/texts', { name: 'Hello', body: 'Hello there' })).body
    const graph = graphOf(
      [
        ['t', 'trigger', { event: 'tag_added', tag: 'refs' }],
        ['s', 'send_sms', { sender_id: sender.id, text_id: text.id }],
        ['e', 'end'],
      ],
      [
        ['t', 's'],
        ['s', 'e'],
      ],
    )
    const created = automationResource.parse(
      (await call('POST', 'automations', { name: 'Refs', graph })).body,
    )
    expect((await call('POST', `automations/${created.id}/publish`)).status).toBe(200)
    expect((await call('DELETE', `sms/texts/${text.id}`)).status).toBe(200)
    const moved = {
      ...graph,
      nodes: graph.nodes.map((node) => ({ ...node, position: { x: 10, y: node.position.y } })),
    }
    await call('PUT', `automations/${created.id}`, { graph: moved })
    const refused = await call('POST', `automations/${created.id}/publish`)
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      'nodes.s.text_id': ['The record this names was deleted: choose another.'],
    })
  })
})
