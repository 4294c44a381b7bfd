import type { Numbering } from '../carrier'
import { type DeliveredBody, tlvTags } from './bodies'
import { decodeGsm7 } from './gsm7'
import { dataCodings, esmClassUdh } from './segments'

/**
 * Messages from handsets (deliver_sm or data_sm that is not a receipt), as text. The octets
 * come from message_payload when the SMSC sent it, otherwise from short_message after its user
 * data header. A long message arrives as parts tied by a concatenation reference, from the user
 * data header (IEI 0x00, 8-bit reference, or 0x08, 16-bit) or the sar_* TLVs; each part is
 * handed over with its octets, which the store joins before decoding once every part is in
 * (domain/inbound-sms/parts.ts), so an escape pair or a surrogate pair cut between two parts
 * reads whole.
 *
 * Alphabets read: data_coding 0 (the SMSC default, GSM 03.38 as unpacked septets, which is what
 * the client sends too), 1 (IA5/ASCII), 3 (Latin-1), 8 (UCS-2, big-endian, surrogate pairs
 * kept) and 0xF0-0xF3 (GSM 7-bit with a message class). Anything else (8-bit binary data,
 * compressed or unknown codings) is not text a person wrote: `decodeInbound` throws.
 */

export interface InboundPart {
  /** The handset's address as the SMSC gave it; `sourceNumbering` says how to read it. */
  source: string
  sourceNumbering: Numbering
  destination: string
  dataCoding: number
  octets: Buffer
  /** Set on a part of a long message. */
  concat?: { reference: number; total: number; index: number }
}

const u16 = (value: Buffer | undefined) =>
  value === undefined ? undefined : value.length >= 2 ? value.readUInt16BE(0) : value[0]

/** SMPP's source_addr_ton: 1 international; 2 national and 4 subscriber number, as dialled. */
const numberingOfTon = (ton: number): Numbering =>
  ton === 1 ? 'international' : ton === 2 || ton === 4 ? 'national' : 'unknown'

/** The concatenation header in a user data header, when it has one. */
function concatOfHeader(header: Buffer): InboundPart['concat'] {
  for (let at = 1; at + 1 < header.length; ) {
    const iei = header[at] ?? 0
    const length = header[at + 1] ?? 0
    const data = header.subarray(at + 2, at + 2 + length)
    if (iei === 0x00 && data.length === 3)
      return { reference: data[0] ?? 0, total: data[1] ?? 0, index: data[2] ?? 0 }
    if (iei === 0x08 && data.length === 4)
      return { reference: data.readUInt16BE(0), total: data[2] ?? 0, index: data[3] ?? 0 }
    at += 2 + length
  }
  return undefined
}

/** A decoded deliver_sm or data_sm (not a receipt) as one part of a message. */
export function inboundPartOf(sm: DeliveredBody): InboundPart {
  const payload = sm.tlvs.get(tlvTags.messagePayload)
  let octets = payload ?? sm.shortMessage
  let concat: InboundPart['concat']
  if (sm.esmClass & esmClassUdh) {
    const header = octets.subarray(0, (octets[0] ?? 0) + 1)
    concat = concatOfHeader(header)
    octets = octets.subarray(header.length)
  }
  const reference = u16(sm.tlvs.get(tlvTags.sarMsgRefNum))
  const total = sm.tlvs.get(tlvTags.sarTotalSegments)?.[0]
  const index = sm.tlvs.get(tlvTags.sarSegmentSeqnum)?.[0]
  if (!concat && reference !== undefined && total !== undefined && index !== undefined)
    concat = { reference, total, index }
  return {
    source: sm.source,
    sourceNumbering: numberingOfTon(sm.sourceTon),
    destination: sm.destination,
    dataCoding: sm.dataCoding,
    octets: Buffer.from(octets),
    ...(concat && concat.total > 1 ? { concat } : {}),
  }
}

/** How octets in this data_coding read as text, or undefined when they are not text. */
function decoderOf(dataCoding: number): ((octets: Buffer) => string) | undefined {
  if (dataCoding === dataCodings.gsm7 || (dataCoding & 0xf4) === 0xf0) return decodeGsm7
  if (dataCoding === 0x01) return (octets) => octets.toString('ascii')
  if (dataCoding === 0x03) return (octets) => octets.toString('latin1')
  if (dataCoding === dataCodings.ucs2)
    return (octets) =>
      Buffer.from(octets.subarray(0, octets.length & ~1))
        .swap16()
        .toString('utf16le')
  return undefined
}

/** The text of a message's octets in its data_coding; throws when the coding is not text. */
export function decodeInbound(dataCoding: number, octets: Buffer): string {
  const decode = decoderOf(dataCoding)
  if (!decode)
    throw new Error(`SMPP: a message in data_coding 0x${dataCoding.toString(16)} is not text`)
  return decode(octets)
}
