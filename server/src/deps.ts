import type { CarrierAdapter } from './adapters/carrier/carrier'
import type { HlrAdapter } from './adapters/hlr/hlr'
import type { LlmAdapter } from './adapters/llm/llm'
import type { Mailer } from './adapters/mail/mailer'
import type { TelephonyAdapter } from './adapters/telephony/telephony'
import type { ServerConfig } from './config'
import type { Database } from './db/connect'
import type { StatsPusher } from './domain/campaigns/engine/stats'
import type { Clock } from './domain/clock'
import type { HubSmpp } from './domain/hub-traffic/listener'
import type { InboundListener } from './domain/inbound-sms/listen'
import type { MnpSource } from './domain/routing/mnp-source'
import type { ScryptCost } from './domain/security/passwords'
import type { ConnectionManager } from './domain/smpp-connections/manager'
import type { EventBus } from './events/bus'
import type { RateLimiter } from './http/rate-limit'
import type { BackgroundWork } from './work/background'

/** What the routes work with, built once at start (or by a test). */
export interface AppDeps {
  config: ServerConfig
  db: Database
  mailer: Mailer
  clock: Clock
  /** Signs verification links and OAuth state. */
  appKey: string
  passwordCost: ScryptCost
  limiter: RateLimiter
  /** Outgoing HTTP (Google's token endpoint); replaced in tests. */
  fetch: typeof fetch
  /** Live updates: domain code publishes, the event streams deliver. */
  events: EventBus
  /** Imports and segment counts, claimed from the database (server/src/work). */
  work: BackgroundWork
  /** Text variants (texts/generate); the deterministic local adapter unless a test gives one. */
  llm: LlmAdapter
  /** Voice campaigns' calls: the local simulator unless a test gives one. */
  telephony: TelephonyAdapter
  /** MNP/HLR lookups of enrichment runs (adapters/hlr): HLR_PROVIDER, the local one by default. */
  hlr: HlrAdapter
  /**
   * Campaigns whose delivery engine the test hook plays (POST /api/testing/campaigns/:id/engine):
   * the real engine leaves them alone, so a page test decides when a run starts and ends.
   */
  campaignsPlayedByTests: Set<string>
  /**
   * Pushes `campaign.stats` for counters moved outside the delivery engine (tracked-link clicks),
   * at most every statsPushMs per campaign; closed before the database.
   */
  campaignStats: StatsPusher
  /** The SMS carrier (adapters/carrier): the delivery engine's, and the test hook's handsets. */
  carrier: CarrierAdapter
  /** Stores the carrier's messages from handsets (replies) as they arrive. */
  inboundSms: InboundListener
  /** Vendor connections' SMPP clients, their live status and test messages. */
  smppConnections: ConnectionManager
  /** Fresh cached MNP answers for the router and the simulator (enrichment fills the cache). */
  mnpSource: MnpSource
  /** The hub's SMPP listener (HUB_SMPP_PORT), once started; absent when off. */
  hubSmpp?: HubSmpp
}
