import { describe, expect, it } from 'vitest'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { edge, node } from '../support/automationGraph'
import { storeContact } from './support/audience'
import {
  activeAutomation,
  enter,
  journeyOf,
  testAutomationEngine,
} from './support/automation-engine'
import { campaignTeam } from './support/campaigns'
import { backends, useTestServer } from './support/test-server'

/** trigger (tag Start) → condition on the `score` custom field → end on either answer. */
const scored = (operator: string, value: unknown): AutomationGraph => ({
  nodes: [
    node('t', 'trigger', { event: 'tag_added', tag: 'Start' }),
    node('c', 'condition', { rule: { field: 'custom_field', key: 'score', operator, value } }),
    node('y', 'end'),
    node('n', 'end'),
  ],
  edges: [edge('t', 'c'), edge('c', 'y', 'yes'), edge('c', 'n', 'no')],
})

describe.each(backends)("conditions and the team's custom fields on %s", (backend) => {
  const server = useTestServer(backend)

  it('refuses to publish a condition whose operator does not fit its custom field, on the node', async () => {
    const team = await campaignTeam(server)
    const field = { key: 'score', label: 'Score', type: 'number' }
    expect((await team.call('POST', 'custom-fields', field)).status).toBe(201)
    const created = await team.call('POST', 'automations', {
      name: 'Unfit',
      graph: scored('contains', 'x'),
    })
    expect(created.status).toBe(201)
    const published = await team.call('POST', `automations/${created.body.id}/publish`, {})
    expect(published.status).toBe(422)
    expect(Object.keys(published.body.errors)).toEqual(['nodes.c.rule.operator'])
  })

  it('fails the step, not the batch, when a field changed its type after the publish', async () => {
    const team = await campaignTeam(server)
    const made = await team.call('POST', 'custom-fields', {
      key: 'score',
      label: 'Score',
      type: 'number',
    })
    expect(made.status).toBe(201)
    const automationId = await activeAutomation(team.call, scored('gt', 5))
    const people = [
      await storeContact(team.call, 301, { custom_fields: { score: 9 } }),
      await storeContact(team.call, 302, { custom_fields: { score: 1 } }),
    ]
    const retyped = await team.call('PUT', `custom-fields/${made.body.id}`, { type: 'text' })
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200)
    const ids = people.map((person) => person.id)
    expect(await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, ids)).toBe(2)
    await testAutomationEngine(server).drain()
    for (const person of people) {
      const journey = await journeyOf(server, automationId, person.id)
      expect(journey?.state).toBe('failed')
      const failed = journey?.steps.at(-1)
      expect(failed?.nodeId).toBe('c')
      expect(failed?.error).toMatch(/no longer fits the team's custom fields/)
    }
  })
})
