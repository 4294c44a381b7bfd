import { inArray } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { CarrierAdapter } from './adapters/carrier/carrier'
import { createCarrier } from './adapters/carrier/create-carrier'
import { createHlr } from './adapters/hlr/create-hlr'
import type { HlrAdapter } from './adapters/hlr/hlr'
import type { LlmAdapter } from './adapters/llm/llm'
import { createLocalLlm } from './adapters/llm/local'
import { createMailer } from './adapters/mail/create-mailer'
import { startMailIn } from './adapters/mail/mail-in'
import { createTelephony } from './adapters/telephony/create-telephony'
import type { TelephonyAdapter } from './adapters/telephony/telephony'
import {
  createHttpWebhooks,
  createLocalWebhooks,
  type WebhookAdapter,
} from './adapters/webhook/webhook'
import { createApp } from './app'
import type { ServerConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/connect'
import { users } from './db/schema'
import type { AppDeps } from './deps'
import { automationEngineTask } from './domain/automations/engine/engine'
import { webhookDeliveryTask } from './domain/automations/engine/webhooks'
import { automationTriggersTask } from './domain/automations/triggers/task'
import { createDeliveryEngine } from './domain/campaigns/engine/engine'
import { createStatsPusher } from './domain/campaigns/engine/stats'
import { type Clock, systemClock } from './domain/clock'
import { freshMnpAnswers } from './domain/enrichment/mnp-cache'
import { startHubSmpp } from './domain/hub-traffic/listener'
import { listenInbound } from './domain/inbound-sms/listen'
import { recordLiveReceipt } from './domain/live-phones/tests'
import type { MnpSource } from './domain/routing/mnp-source'
import { planRouteChooser } from './domain/routing/plan-chooser'
import type { ChooseRoutes } from './domain/routing/route-choice'
import { loadAppKey } from './domain/security/app-key'
import { defaultScryptCost, type ScryptCost } from './domain/security/passwords'
import {
  type ConnectionManagerOptions,
  createConnectionManager,
} from './domain/smpp-connections/manager'
import { createEventBus, type EventRelay } from './events/bus'
import { startPostgresRelay } from './events/postgres-relay'
import { createRateLimiter } from './http/rate-limit'
import { backgroundPollMs, createBackgroundWork } from './work/background'
import { backgroundTasks } from './work/tasks'

export interface BootOptions {
  clock?: Clock
  /** Tests: PGlite in memory from this archive of a migrated data folder (db/connect.ts). */
  pgliteArchive?: Blob
  passwordCost?: ScryptCost
  fetch?: typeof fetch
  llm?: LlmAdapter
  telephony?: TelephonyAdapter
  /** The SMS carrier; SMPP when SMPP_URL is set, else the local simulator (create-carrier.ts). */
  carrier?: CarrierAdapter
  /** Automations' webhooks: the local default unless given. */
  webhooks?: WebhookAdapter
  /**
   * MNP/HLR lookups, of enrichment runs and automations' lookup nodes: HLR_PROVIDER
   * (adapters/hlr/create-hlr.ts) unless given.
   */
  hlr?: HlrAdapter
  /** The vendor connections' clients' reconnect waits and timeouts (tests shorten them). */
  smppConnections?: Pick<ConnectionManagerOptions, 'reconcileMs' | 'carrierOptions'>
  /** The routing plans' answer per campaign message; the team's plans (plan-chooser.ts) unless given. */
  chooseRoutes?: ChooseRoutes
  /** Cached MNP answers for the router and the simulator (the enrichment cache unless given). */
  mnpSource?: MnpSource
}

export interface Booted {
  app: Hono
  deps: AppDeps
  database: DatabaseHandle
}

/** Opens and migrates the database, then builds the app over it. */
export async function boot(config: ServerConfig, options: BootOptions = {}): Promise<Booted> {
  const database = await openDatabase({ ...config, pgliteArchive: options.pgliteArchive })
  let relay: EventRelay | undefined
  try {
    await database.migrate()
    const { db } = database
    if (config.staffEmails.length > 0)
      await db.update(users).set({ isStaff: true }).where(inArray(users.email, config.staffEmails))
    const clock = options.clock ?? systemClock
    // Several processes may share a PostgreSQL, so their events travel through it.
    if (config.databaseUrl && database.kind === 'postgres')
      relay = await startPostgresRelay({
        connectionString: config.databaseUrl,
        db,
        onError: (error) => console.error('Event relay:', error),
      })
    const events = createEventBus(relay)
    const work = createBackgroundWork({ pollMs: backgroundPollMs })
    const campaignStats = createStatsPusher(db, events, (error) =>
      console.error('Campaign stats:', error),
    )
    const carrier = options.carrier ?? createCarrier(config, clock)
    const inboundSms = listenInbound({ db, work, campaignStats }, carrier, (error) =>
      console.error('Inbound SMS:', error),
    )
    const appKey = await loadAppKey(db, config.appKey)
    const deps: AppDeps = {
      config,
      db,
      clock,
      mailer: createMailer(config, db, clock),
      appKey,
      passwordCost: options.passwordCost ?? defaultScryptCost,
      limiter: createRateLimiter(clock),
      fetch: options.fetch ?? globalThis.fetch,
      events,
      work,
      llm: options.llm ?? createLocalLlm(),
      telephony: options.telephony ?? createTelephony(process.env, clock),
      hlr: options.hlr ?? createHlr(process.env),
      campaignsPlayedByTests: new Set(),
      campaignStats,
      carrier,
      inboundSms,
      smppConnections: createConnectionManager({
        db,
        appKey,
        clock,
        events,
        simulator: config.simulator,
        ...options.smppConnections,
      }),
      mnpSource:
        options.mnpSource ?? ((teamId, e164s, at) => freshMnpAnswers(db, teamId, e164s, at)),
    }
    // A live phone's test is a test message: its receipt goes into the phone's status log.
    const stopLiveReceipts = deps.smppConnections.onTestReceipt((receipt) => {
      recordLiveReceipt(db, receipt).catch((error: Error) => {
        console.error(`Live phone receipt ${receipt.carrierMessageId}: ${error.message}`)
      })
    })
    const engine = createDeliveryEngine(
      deps,
      carrier,
      deps.campaignsPlayedByTests,
      options.chooseRoutes ?? planRouteChooser(db, deps.mnpSource),
    )
    const webhooks =
      options.webhooks ??
      (config.webhooks === 'http' ? createHttpWebhooks(deps.fetch) : createLocalWebhooks())
    const automationDeps = { ...deps, webhooks }
    const automationTasks = config.engine.enabled
      ? [
          automationTriggersTask(deps),
          automationEngineTask(automationDeps),
          webhookDeliveryTask(automationDeps),
        ]
      : []
    deps.work.start([...backgroundTasks(deps), ...engine.tasks, ...automationTasks])
    // Rate sheets mailed in (MAIL_IN_PORT): off unless configured.
    const mailIn = config.mailIn ? await startMailIn(deps, config.mailIn) : undefined
    // Clients' SMPP binds into the hub (HUB_SMPP_PORT): off unless configured.
    if (config.hubSmpp)
      deps.hubSmpp = await startHubSmpp({
        db,
        clock,
        carrier,
        smppConnections: deps.smppConnections,
        ...config.hubSmpp,
      })
    // Background work stops before the database it works in closes.
    const close = async () => {
      await mailIn?.close()
      await deps.hubSmpp?.close()
      await deps.work.stop()
      // The carrier closes with the engine; what it handed over last is stored before the stats go.
      await engine.close()
      await inboundSms.close()
      stopLiveReceipts()
      await deps.smppConnections.close()
      await deps.campaignStats.close()
      // Calls still up are left to their leases: a restarted dialer counts them failed.
      await deps.telephony.close()
      await relay?.close()
      deps.mailer.close()
      await database.close()
    }
    return { app: createApp(deps), deps, database: { ...database, close } }
  } catch (error) {
    await relay?.close()
    await database.close()
    throw error
  }
}
