import { automationJourneySteps, automationJourneys } from '../../../server/src/db/schema'
import type { JourneyState } from '../../../src/contract/automation/automation'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import { graphOf } from '../../support/automationGraph'
import { type Call, caller, storeContact } from './audience'
import { teamWithEveryRole } from './teams'
import type { TestServer } from './test-server'

/** Automation fixtures the server tests share: a publishable flow, a team, stored journeys. */

/**
 * trigger → wait → tag → split (a: end, b: end): publishable. Its trigger names no record, so
 * any team publishes it (a setting naming another team's or a deleted record is refused).
 */
export const flow: AutomationGraph = graphOf(
  [
    ['t', 'trigger', { event: 'tag_added', tag: 'welcome' }],
    ['w', 'wait', { mode: 'duration', amount: 1, unit: 'days' }],
    ['g', 'add_tag', { tag: 'nurtured' }],
    [
      'p',
      'split',
      {
        arms: [
          { id: 'a', label: 'A', weight: 50 },
          { id: 'b', label: 'B', weight: 50 },
        ],
      },
    ],
    ['ea', 'end'],
    ['eb', 'end'],
  ],
  [
    ['t', 'w'],
    ['w', 'g'],
    ['g', 'p'],
    ['p', 'ea', 'a', 'p-a'],
    ['p', 'eb', 'b', 'p-b'],
  ],
)

export async function team(server: TestServer) {
  const fixture = await teamWithEveryRole(server)
  return {
    ...fixture,
    call: caller(server, fixture.members.editor.accessToken),
    viewer: caller(server, fixture.members.viewer.accessToken),
  }
}

/** A journey of a new contact through version 1, as the engine writes them. */
export async function storeJourney(
  server: TestServer,
  call: Call,
  teamId: string,
  automationId: string,
  n: number,
  nodeId: string,
  state: JourneyState,
): Promise<string> {
  const contact = await storeContact(call, n)
  const [journey] = await server.db
    .insert(automationJourneys)
    .values({ teamId, automationId, contactId: contact.id, version: 1, nodeId, state })
    .returning({ id: automationJourneys.id })
  return journey?.id ?? ''
}

/** Three journeys through `flow`: one by each split arm to an end, one waiting at the wait. */
const trails: { state: JourneyState; steps: [string, string | null][] }[] = [
  {
    state: 'completed',
    steps: [
      ['t', 't-w'],
      ['w', 'w-g'],
      ['g', 'g-p'],
      ['p', 'p-a'],
      ['ea', null],
    ],
  },
  {
    state: 'completed',
    steps: [
      ['t', 't-w'],
      ['w', 'w-g'],
      ['g', 'g-p'],
      ['p', 'p-b'],
      ['eb', null],
    ],
  },
  {
    state: 'waiting',
    steps: [
      ['t', 't-w'],
      ['w', null],
    ],
  },
]

/** Stores the three trails through version 1 of `flow`, for contacts numbered from `first`. */
export async function storeTrails(
  server: TestServer,
  call: Call,
  teamId: string,
  automationId: string,
  first: number,
) {
  for (const [index, { state, steps }] of trails.entries()) {
    const at = steps.at(-1)?.[0] ?? ''
    const journeyId = await storeJourney(
      server,
      call,
      teamId,
      automationId,
      first + index,
      at,
      state,
    )
    await server.db.insert(automationJourneySteps).values(
      steps.map(([nodeId, edgeId], step) => ({
        journeyId,
        automationId,
        version: 1,
        nodeId,
        outcome: step === steps.length - 1 && state === 'waiting' ? 'waiting' : 'completed',
        edgeId,
      })) satisfies (typeof automationJourneySteps.$inferInsert)[],
    )
  }
}
