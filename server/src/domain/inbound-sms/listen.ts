import type { CarrierAdapter, InboundSms } from '../../adapters/carrier/carrier'
import type { AppDeps } from '../../deps'
import { storeInboundPart } from './parts'
import { type StoredInbound, storeInbound } from './receive'

export interface InboundListener {
  /** Resolves once every message heard so far is stored (or has failed to be). */
  settled(): Promise<void>
  /** Stops listening and waits for the messages in hand. */
  close(): Promise<void>
}

/** Kicks the background work when automations started; pushes a campaign's moved stats. */
export function announceStored(
  deps: Pick<AppDeps, 'work' | 'campaignStats'>,
  stored: StoredInbound,
) {
  if (stored.started > 0) deps.work.kick()
  if (stored.campaignId) deps.campaignStats.changed(stored.campaignId)
}

/** Tries of a message whose transaction failed (a serialisation conflict, a dropped connection). */
const storeAttempts = 3

/**
 * Stores the carrier's messages from handsets one after another as they arrive (storeInbound;
 * a part of a long message storeInboundPart),
 * answering the carrier's listener call once stored (so the carrier acknowledges the message
 * only then) or with the error after the last try (so it is refused and offered again); then kicks the background work when automations started and pushes the stats of a campaign
 * whose `replied` counter moved.
 */
export function listenInbound(
  deps: Pick<AppDeps, 'db' | 'work' | 'campaignStats'>,
  carrier: CarrierAdapter,
  report: (error: unknown) => void,
): InboundListener {
  let storing: Promise<void> = Promise.resolve()

  async function store(message: InboundSms) {
    for (let attempt = 1; ; attempt++) {
      try {
        const { part } = message
        announceStored(
          deps,
          part
            ? await storeInboundPart(deps.db, { ...message, part })
            : await storeInbound(deps.db, message),
        )
        return
      } catch (error) {
        if (attempt >= storeAttempts) throw error
      }
    }
  }

  const unsubscribe = carrier.onInbound((message) => {
    const stored = storing.then(() => store(message))
    storing = stored.catch((error) =>
      report(
        new Error(`A reply from ${message.from} was not stored; the carrier is asked again`, {
          cause: error,
        }),
      ),
    )
    return stored
  })

  return {
    settled: () => storing,
    async close() {
      unsubscribe()
      await storing
    },
  }
}
