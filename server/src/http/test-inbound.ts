import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { e164Phone } from '../../../src/contract/onboarding'
import type { CarrierAdapter } from '../adapters/carrier/carrier'
import type { Simulator } from '../adapters/carrier/simulator'
import { inboundMessages } from '../db/schema'
import type { AppDeps } from '../deps'

/**
 * What POST /api/testing/inbound-sms takes: a handset's number (E.164, or as an SMSC writes it
 * with `numbering` national or unknown: `07911 123456`), our number or sender id, a text.
 */
export const simulatedReply = z.object({
  from: z.union([e164Phone, z.string().regex(/^\+?[\d\s()-]{3,24}$/)]),
  numbering: z.enum(['international', 'national', 'unknown']).default('international'),
  to: z.string().trim().min(1).max(64),
  text: z.string().min(1).max(1600),
})

const isSimulator = (carrier: CarrierAdapter): carrier is Simulator => 'reply' in carrier

/**
 * The simulator's handset at `from` sends `text` to `to`; answers the stored message once the
 * server has stored it (as a reply from the carrier would be), or null when the carrier is not
 * the local simulator (SMPP_URL is set: replies come from real handsets then).
 */
export async function simulateReply(deps: AppDeps, reply: z.infer<typeof simulatedReply>) {
  if (!isSimulator(deps.carrier)) return null
  const { numbering, ...message } = reply
  const { carrierMessageId } = deps.carrier.reply({ ...message, fromNumbering: numbering })
  await deps.inboundSms.settled()
  const [row] = await deps.db
    .select()
    .from(inboundMessages)
    .where(eq(inboundMessages.carrierMessageId, carrierMessageId))
  return {
    id: row?.id ?? null,
    carrier_message_id: carrierMessageId,
    from_number: row?.fromNumber ?? null,
    team_id: row?.teamId ?? null,
    contact_id: row?.contactId ?? null,
    opted_out: row?.optedOut ?? false,
    received_at: row?.receivedAt.toISOString() ?? null,
  }
}
