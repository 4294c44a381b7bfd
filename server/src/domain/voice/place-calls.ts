import { eq } from 'drizzle-orm'
import { voiceCalls } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { endCall } from './calls'
import type { VoiceCallRow } from './present'

/**
 * Hands claimed calls (already `dialing`, under a lease, committed) to telephony; a call the
 * provider cannot take ends failed at once (a campaign may retry it).
 */
export async function placeClaimedCalls(
  deps: Pick<AppDeps, 'db' | 'telephony'>,
  calls: readonly VoiceCallRow[],
  now: Date,
) {
  for (const call of calls) {
    try {
      const { providerCallId } = await deps.telephony.placeCall({
        callId: call.id,
        from: call.fromNumber,
        to: call.toNumber,
        agentId: call.agentId,
        attempt: call.attempt,
      })
      await deps.db.update(voiceCalls).set({ providerCallId }).where(eq(voiceCalls.id, call.id))
    } catch {
      // The provider could not be reached: the attempt failed.
      await deps.db.transaction((tx) =>
        endCall(tx, call.id, { outcome: 'failed', durationSeconds: 0, cost: '0.00', at: now }),
      )
    }
  }
}
