import { smsLimits } from '../../../../../src/contract/constants'
import { gsm7Units } from './gsm7'

/**
 * A body as the short_message of one or more submit_sm. GSM-7 (data_coding 0, unpacked septets)
 * when every character has a GSM 03.38 code, otherwise UCS-2 (data_coding 8, big-endian UTF-16).
 *
 * A long body is split with a user data header (esm_class 0x40; IEI 0x00, 8-bit reference,
 * total, sequence) in every part rather than with the message_payload or sar_* TLVs: every
 * SMSC passes a UDH through to the handset, while the TLVs are optional in SMPP 3.4 and often
 * unsupported. The sizes are src/contract/sms-encoding.ts's (smsLimits), so the parts sent are the
 * parts counted: an escape pair or a surrogate pair never straddles two parts.
 */

export const dataCodings = { gsm7: 0x00, ucs2: 0x08 } as const
export const esmClassUdh = 0x40

export interface ShortMessages {
  dataCoding: number
  esmClass: number
  /** Each part's short_message, header included. */
  parts: Buffer[]
}

/** Groups units (one buffer per character) into parts of at most `perPart` octets. */
function pack(units: Buffer[], perPart: number): Buffer[] {
  const parts: Buffer[][] = [[]]
  let used = 0
  for (const unit of units) {
    if (used + unit.length > perPart) {
      parts.push([])
      used = 0
    }
    parts.at(-1)?.push(unit)
    used += unit.length
  }
  return parts.map((part) => Buffer.concat(part))
}

/** `reference` ties the parts together on the handset (0-255); kept when a submit is retried. */
export function toShortMessages(body: string, reference: number): ShortMessages {
  const septets = gsm7Units(body)
  const units = septets
    ? septets.map((unit) => Buffer.from(unit))
    : Array.from(body, (char) => Buffer.from(char, 'utf16le').swap16())
  // UCS-2 limits count 16-bit units; the buffers count octets.
  const [limits, octetsPerUnit] = septets ? [smsLimits.gsm7, 1] : [smsLimits.ucs2, 2]
  const dataCoding = septets ? dataCodings.gsm7 : dataCodings.ucs2
  const total = units.reduce((sum, unit) => sum + unit.length, 0)
  if (total <= limits.singlePart * octetsPerUnit)
    return { dataCoding, esmClass: 0, parts: [Buffer.concat(units)] }
  const parts = pack(units, limits.perPart * octetsPerUnit)
  if (parts.length > 255) throw new Error(`SMPP: a body of ${parts.length} parts is over 255`)
  return {
    dataCoding,
    esmClass: esmClassUdh,
    parts: parts.map((part, index) =>
      Buffer.concat([Buffer.of(0x05, 0x00, 0x03, reference & 0xff, parts.length, index + 1), part]),
    ),
  }
}
