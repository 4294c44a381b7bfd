import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { HlrAdapter } from '../../../server/src/adapters/hlr/hlr'
import {
  createLocalWebhooks,
  type LocalWebhooks,
  type WebhookAdapter,
} from '../../../server/src/adapters/webhook/webhook'
import { automationJourneySteps, automationJourneys } from '../../../server/src/db/schema'
import { automationEngineTask } from '../../../server/src/domain/automations/engine/engine'
import {
  enterAutomations,
  type Happening,
} from '../../../server/src/domain/automations/engine/enter'
import { webhookDeliveryTask } from '../../../server/src/domain/automations/engine/webhooks'
import type { BackgroundTask } from '../../../server/src/work/background'
import type { AutomationGraph } from '../../../src/contract/automation/graph'
import type { Call } from './audience'
import type { TestServer } from './test-server'

/**
 * An automation engine over a test server's database, driven by the test: `drain()` runs it and
 * its webhook deliverer until no journey and no delivery is due (what the background loop does
 * between polls), answering the batches it ran. Webhooks go to the local receiver unless a test
 * gives its own.
 */
export interface TestAutomationEngine {
  task: BackgroundTask
  deliverer: BackgroundTask
  webhooks: LocalWebhooks
  drain(): Promise<number>
}

export function testAutomationEngine(
  server: TestServer,
  options: { webhooks?: WebhookAdapter; hlr?: HlrAdapter; batch?: number } = {},
): TestAutomationEngine {
  const webhooks = createLocalWebhooks()
  const config = {
    ...server.deps.config,
    engine: { ...server.deps.config.engine, batch: options.batch ?? 50 },
  }
  const deps = {
    ...server.deps,
    config,
    webhooks: options.webhooks ?? webhooks,
    hlr: options.hlr ?? server.deps.hlr,
  }
  const task = automationEngineTask(deps)
  const deliverer = webhookDeliveryTask(deps)
  const signal = new AbortController().signal
  return {
    task,
    deliverer,
    webhooks,
    async drain() {
      let batches = 0
      let worked = true
      while (worked) {
        // POSTs in flight wake their journeys when they end.
        await deliverer.idle?.()
        worked = false
        while (await task.runOnce(signal)) {
          batches++
          worked = true
        }
        while (await deliverer.runOnce(signal)) worked = true
      }
      return batches
    },
  }
}

/** Stores the graph as an automation, publishes it and turns it on; answers its id. */
export async function activeAutomation(
  call: Call,
  graph: AutomationGraph,
  options: { allowReentry?: boolean; name?: string } = {},
): Promise<string> {
  const created = await call('POST', 'automations', {
    name: options.name ?? 'Engine test',
    graph,
    allow_reentry: options.allowReentry ?? false,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id: string = created.body.id
  const published = await call('POST', `automations/${id}/publish`, {})
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300)
  const toggled = await call('PATCH', `automations/${id}/toggle-status`, {})
  expect(toggled.status, JSON.stringify(toggled.body)).toBe(200)
  return id
}

/** Contacts enter the team's automations as the domain would enter them on `happening`. */
export function enter(
  server: TestServer,
  teamId: string,
  happening: Happening,
  contactIds: string[],
) {
  return server.db.transaction((tx) =>
    enterAutomations(tx, teamId, happening, contactIds, server.deps.clock()),
  )
}

/** A journey by contact, with its steps in order. */
export async function journeyOf(server: TestServer, automationId: string, contactId: string) {
  const journeys = await server.db
    .select()
    .from(automationJourneys)
    .where(eq(automationJourneys.contactId, contactId))
  const journey = journeys.find((row) => row.automationId === automationId)
  if (!journey) return null
  const steps = await server.db
    .select()
    .from(automationJourneySteps)
    .where(eq(automationJourneySteps.journeyId, journey.id))
    .orderBy(asc(automationJourneySteps.id))
  return { ...journey, steps }
}
