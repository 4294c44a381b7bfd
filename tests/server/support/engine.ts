import { and, count, eq } from 'drizzle-orm'
import { afterEach } from 'vitest'
import { createSimulator, type Simulator } from '../../../server/src/adapters/carrier/simulator'
import type { SimulatorConfig } from '../../../server/src/config'
import { campaignMessages, contacts, smsCampaigns } from '../../../server/src/db/schema'
import type { EngineDeps } from '../../../server/src/domain/campaigns/engine/deps'
import {
  createDeliveryEngine,
  type DeliveryEngine,
} from '../../../server/src/domain/campaigns/engine/engine'
import { type ChooseRoutes, noRouting } from '../../../server/src/domain/routing/route-choice'
import { samplePhone } from './resource-samples'
import type { TestServer } from './test-server'

/**
 * A delivery engine over a test server's database, driven by the test: `drain()` runs its tasks
 * until none finds work (what the background loop does between polls), `settle()` also waits
 * for the carrier's receipts. The simulator answers at once and is seeded (the same outcomes
 * every run).
 */
export interface TestEngine {
  engine: DeliveryEngine
  simulator: Simulator
  drain(): Promise<void>
  settle(campaignId: string): Promise<void>
  close(): Promise<void>
}

export const quickSimulator: SimulatorConfig = {
  latencyMs: 0,
  failureRate: 0,
  receiptDelayMs: 0,
  seed: 'engine-tests',
  submitLog: undefined,
  replyRate: 0,
  replyDelayMs: 0,
}

export function testEngine(
  server: TestServer,
  options: {
    simulator?: Partial<SimulatorConfig>
    batch?: number
    leaseMs?: number
    /** The routing plans' answer (default: none, the default route). */
    chooseRoutes?: ChooseRoutes
  } = {},
): TestEngine {
  const simulator = createSimulator({ ...quickSimulator, ...options.simulator })
  const config = {
    ...server.deps.config,
    engine: {
      ...server.deps.config.engine,
      enabled: true,
      ...(options.batch ? { batch: options.batch } : {}),
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    },
  }
  const engine = createDeliveryEngine(
    { ...server.deps, config },
    simulator,
    server.deps.campaignsPlayedByTests,
    options.chooseRoutes,
  )
  const signal = new AbortController().signal
  async function drain() {
    for (let rounds = 0; rounds < 10_000; rounds++) {
      let worked = false
      for (const task of engine.tasks) while (await task.runOnce(signal)) worked = true
      if (!worked) return
    }
    throw new Error('The engine kept finding work')
  }
  return {
    engine,
    simulator,
    drain,
    async settle(campaignId) {
      for (let tries = 0; tries < 200; tries++) {
        await drain()
        const [pending] = await server.db
          .select({ value: count() })
          .from(campaignMessages)
          .where(
            and(
              eq(campaignMessages.campaignId, campaignId),
              eq(campaignMessages.status, 'submitted'),
            ),
          )
        if ((pending?.value ?? 0) === 0) return drain()
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error('Receipts never came')
    },
    close: () => engine.close(),
  }
}

/** What the engine's own functions take (claimMessages …), over the test server, for one worker. */
export function engineDeps(
  server: TestServer,
  worker: TestEngine,
  engine: Partial<EngineDeps['config']['engine']> = {},
): EngineDeps {
  return {
    ...server.deps,
    config: { ...server.deps.config, engine: { ...server.deps.config.engine, ...engine } },
    carrier: worker.simulator,
    connections: server.deps.smppConnections,
    chooseRoutes: noRouting,
    stats: server.deps.campaignStats,
    playedByTests: server.deps.campaignsPlayedByTests,
  }
}

/** Stores `total` contacts of the team straight in the database (numbered from `from`). */
export async function seedContacts(
  server: TestServer,
  teamId: string,
  total: number,
  extra: (n: number) => Partial<typeof contacts.$inferInsert> = () => ({}),
  from = 0,
) {
  const rows = Array.from({ length: total }, (_, index) => {
    const n = from + index
    return { teamId, phone: samplePhone(n), firstName: `Ann${n}`, tags: ['VIP'], ...extra(n) }
  })
  for (let start = 0; start < rows.length; start += 1000)
    await server.db.insert(contacts).values(rows.slice(start, start + 1000))
}

export async function campaignRow(server: TestServer, id: string) {
  const [row] = await server.db.select().from(smsCampaigns).where(eq(smsCampaigns.id, id))
  if (!row) throw new Error(`No campaign ${id}`)
  return row
}

export async function messagesOf(server: TestServer, campaignId: string) {
  return server.db
    .select()
    .from(campaignMessages)
    .where(eq(campaignMessages.campaignId, campaignId))
}

/** Test engines made in a test (the simulator's defaults), each closed once the test ends. */
export function useTestEngines(server: TestServer): () => TestEngine {
  const engines: TestEngine[] = []
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close()
  })
  return () => {
    const engine = testEngine(server)
    engines.push(engine)
    return engine
  }
}
