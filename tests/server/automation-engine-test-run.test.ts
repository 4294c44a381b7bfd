import { describe, expect, it } from 'vitest'
import type { AutomationGraph } from '../../src/contract/automation/graph'
import { testRunResponse } from '../../src/contract/automation/testRun'
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

const start = { event: 'tag_added', tag: 'Start' }

/**
 * A custom field condition; gold contacts are tagged, then split; arm a asks whether the tag
 * (given a node earlier, in the same walk) is there; arm b calls a webhook.
 */
const graph: AutomationGraph = {
  nodes: [
    node('t', 'trigger', start),
    node('c1', 'condition', {
      rule: { field: 'custom_field', key: 'plan', operator: 'in', value: ['Gold'] },
    }),
    node('g', 'add_tag', { tag: 'Picked' }),
    node('p', 'split', {
      arms: [
        { id: 'a', label: 'A', weight: 50 },
        { id: 'b', label: 'B', weight: 50 },
      ],
    }),
    node('c2', 'condition', { rule: { field: 'tags', operator: 'has_any', value: ['Picked'] } }),
    node('h', 'webhook', { url: 'https://hooks.example.com/contact' }),
    node('e1', 'end'),
    node('e2', 'end'),
    node('e3', 'end'),
  ],
  edges: [
    edge('t', 'c1'),
    edge('c1', 'g', 'yes'),
    edge('c1', 'p', 'no'),
    edge('g', 'p'),
    edge('p', 'c2', 'a'),
    edge('p', 'h', 'b'),
    edge('c2', 'e1', 'yes'),
    edge('c2', 'e2', 'no'),
    edge('h', 'e3'),
  ],
}

describe.each(backends)('a test run and the engine on %s', (backend) => {
  const server = useTestServer(backend)

  it('take the same path for the same contact through conditions and a split', async () => {
    const team = await campaignTeam(server)
    const field = await team.call('POST', 'custom-fields', {
      key: 'plan',
      label: 'Plan',
      type: 'select',
      options: ['Gold', 'Silver'],
    })
    expect(field.status, JSON.stringify(field.body)).toBe(201)
    const automationId = await activeAutomation(team.call, graph)
    const people = []
    for (let n = 0; n < 16; n++)
      people.push(
        await storeContact(team.call, 200 + n, {
          custom_fields: { plan: n % 2 === 0 ? 'Gold' : 'Silver' },
        }),
      )
    // The test runs first: the engine's tag node changes the contacts it reads.
    const drawn = new Map<string, string[]>()
    for (const person of people) {
      const response = await team.call('POST', `automations/${automationId}/test-run`, {
        graph: 'published',
        contact: { source: 'stored', id: person.id },
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      const trail = testRunResponse.parse(response.body)
      expect(trail.ended).toBe('end')
      drawn.set(
        person.id,
        trail.steps.map((step) => `${step.node_id}:${step.branch}:${step.edge_id}`),
      )
    }
    const ids = people.map((person) => person.id)
    expect(await enter(server, team.teamId, { event: 'tag_added', tag: 'Start' }, ids)).toBe(16)
    await testAutomationEngine(server, { batch: 5 }).drain()
    const arms = new Set<string>()
    const gold = new Set<string>()
    for (const person of people) {
      const journey = await journeyOf(server, automationId, person.id)
      expect(journey?.state).toBe('completed')
      const taken = journey?.steps.map((step) => `${step.nodeId}:${step.branch}:${step.edgeId}`)
      expect(taken, person.id).toEqual(drawn.get(person.id))
      for (const step of journey?.steps ?? []) {
        if (step.nodeId === 'p') arms.add(step.branch ?? '')
        if (step.nodeId === 'c1') gold.add(step.branch ?? '')
      }
    }
    // Both arms and both answers were walked, so the comparison covered each path.
    expect([...arms].sort()).toEqual(['a', 'b'])
    expect([...gold].sort()).toEqual(['no', 'yes'])
  })
})
