import { type DeliveredBody, decodeShortMessage, tlvString, tlvTags } from './bodies'

/**
 * Delivery receipts arrive as deliver_sm with esm_class bits 2-5 = 0001. Their id and outcome
 * come from the receipted_message_id and message_state TLVs when the SMSC sends them (SMPP 3.4
 * section 5.3.2), otherwise from the de-facto text of Appendix B:
 * `id:IIIIIIIIII sub:SSS dlvrd:DDD submit date:YYMMDDhhmm done date:YYMMDDhhmm stat:DDDDDDD err:E`.
 * The done date is in the SMSC's own time zone, which nothing tells, so a receipt's time is the
 * time it arrives.
 */

export const receiptEsmClass = 0x04
const messageTypeMask = 0x3c

export interface SmppReceipt {
  messageId: string
  /** Null while the message is still on its way (ENROUTE, ACCEPTD): nothing to report yet. */
  status: 'delivered' | 'failed' | null
  /** The final state as the SMSC names it, and its error code when it gave one. */
  error?: string
}

/** message_state values (section 5.2.28) by the names the receipt text uses. */
const stateNames: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
}

const pending = new Set(['ENROUTE', 'ACCEPTD'])

const textField = (text: string, name: string) =>
  text.match(new RegExp(`(?:^|\\s)${name}:(\\S*)`, 'i'))?.[1]

/** Whether a deliver_sm or data_sm is a receipt rather than a message from a handset. */
export const isReceipt = (sm: Pick<DeliveredBody, 'esmClass'>) =>
  (sm.esmClass & messageTypeMask) === receiptEsmClass

/**
 * Whether it is a message a handset sent (message type 0), not one of the other notices of
 * section 5.2.12 (SME or user acknowledgements, intermediate notifications), which carry no
 * reply and are acknowledged and left.
 */
export const isFromHandset = (sm: Pick<DeliveredBody, 'esmClass'>) =>
  (sm.esmClass & messageTypeMask) === 0

/** The receipt a deliver_sm carries, or null when it is a message from a handset instead. */
export const parseReceipt = (body: Buffer) => receiptOf(decodeShortMessage(body))

/** The receipt a decoded deliver_sm or data_sm carries, or null when it is not one. */
export function receiptOf(sm: DeliveredBody): SmppReceipt | null {
  if (!isReceipt(sm)) return null
  const text = (sm.tlvs.get(tlvTags.messagePayload) ?? sm.shortMessage).toString('latin1')
  const messageId = tlvString(sm.tlvs.get(tlvTags.receiptedMessageId)) ?? textField(text, 'id')
  const stateTlv = sm.tlvs.get(tlvTags.messageState)
  const state = (stateTlv && stateNames[stateTlv[0] ?? 0]) ?? textField(text, 'stat')?.toUpperCase()
  if (!messageId || !state) throw new Error(`SMPP: a receipt without id or state: "${text}"`)
  if (pending.has(state)) return { messageId, status: null }
  if (state === 'DELIVRD') return { messageId, status: 'delivered' }
  const code = textField(text, 'err')
  const error = code && !/^0+$/.test(code) ? `${state} (err ${code})` : state
  return { messageId, status: 'failed', error }
}
