/**
 * SMPP 3.4 framing: every PDU is a 16-octet header (command_length, command_id, command_status,
 * sequence_number, big-endian) and a body. This file frames and unframes; bodies.ts reads and
 * writes the bodies of the commands the client uses.
 */

export const commandIds = {
  genericNack: 0x80000000,
  bindReceiver: 0x00000001,
  bindReceiverResp: 0x80000001,
  bindTransmitter: 0x00000002,
  bindTransmitterResp: 0x80000002,
  bindTransceiver: 0x00000009,
  bindTransceiverResp: 0x80000009,
  submitSm: 0x00000004,
  submitSmResp: 0x80000004,
  deliverSm: 0x00000005,
  deliverSmResp: 0x80000005,
  dataSm: 0x00000103,
  dataSmResp: 0x80000103,
  unbind: 0x00000006,
  unbindResp: 0x80000006,
  enquireLink: 0x00000015,
  enquireLinkResp: 0x80000015,
} as const

/** Responses carry the request's id with the high bit set. */
export const responseIdOf = (commandId: number) => (commandId | 0x80000000) >>> 0
export const isResponse = (commandId: number) => (commandId & 0x80000000) !== 0

export const headerLength = 16
/** Far above any PDU of SMPP 3.4 (a short message is at most 254 octets, a TLV 64 KiB). */
export const maxPduLength = 70_000
/** sequence_number runs 0x00000001..0x7FFFFFFF, then wraps. */
export const maxSequence = 0x7fffffff

export interface Pdu {
  commandId: number
  /** command_status: 0 (ESME_ROK) in requests; the outcome in responses (status.ts). */
  status: number
  sequence: number
  body: Buffer
}

export function encodePdu(pdu: Pdu): Buffer {
  const header = Buffer.alloc(headerLength)
  header.writeUInt32BE(headerLength + pdu.body.length, 0)
  header.writeUInt32BE(pdu.commandId >>> 0, 4)
  header.writeUInt32BE(pdu.status >>> 0, 8)
  header.writeUInt32BE(pdu.sequence >>> 0, 12)
  return Buffer.concat([header, pdu.body])
}

/** A stream of bytes in, whole PDUs out; throws on a length no SMPP peer would send. */
export function createPduReader() {
  let pending: Buffer = Buffer.alloc(0)
  return (chunk: Buffer): Pdu[] => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    const pdus: Pdu[] = []
    while (pending.length >= 4) {
      const length = pending.readUInt32BE(0)
      if (length < headerLength || length > maxPduLength)
        throw new Error(`SMPP: a PDU of ${length} octets is not valid`)
      if (pending.length < length) break
      pdus.push({
        commandId: pending.readUInt32BE(4),
        status: pending.readUInt32BE(8),
        sequence: pending.readUInt32BE(12),
        body: Buffer.from(pending.subarray(headerLength, length)),
      })
      pending = pending.subarray(length)
    }
    return pdus
  }
}
