/**
 * The bodies of the SMPP 3.4 commands the client sends and receives (bind_transceiver,
 * submit_sm / deliver_sm, the message_id responses), with the optional TLVs after the mandatory
 * fields. C-octet strings are ASCII ending in one NUL; each has a maximum length (NUL included)
 * that the writer enforces, so a bad value fails here rather than as a generic_nack.
 */

export const interfaceVersion = 0x34

export const tlvTags = {
  receiptedMessageId: 0x001e,
  messageState: 0x0427,
  networkErrorCode: 0x0423,
  scInterfaceVersion: 0x0210,
  /** The whole text, in place of short_message (deliver_sm) or as the only text (data_sm). */
  messagePayload: 0x0424,
  /** Concatenation without a user data header: reference, total parts, this part (from 1). */
  sarMsgRefNum: 0x020c,
  sarTotalSegments: 0x020e,
  sarSegmentSeqnum: 0x020f,
} as const

export type Tlvs = Map<number, Buffer>

class BodyWriter {
  private readonly parts: Buffer[] = []
  cString(value: string, max: number, field: string) {
    const bytes = Buffer.from(value, 'latin1')
    if (bytes.length + 1 > max)
      throw new Error(`SMPP: ${field} "${value}" is longer than ${max - 1} characters`)
    this.parts.push(bytes, Buffer.of(0))
    return this
  }
  u8(value: number) {
    this.parts.push(Buffer.of(value & 0xff))
    return this
  }
  octets(value: Buffer) {
    this.parts.push(value)
    return this
  }
  tlvs(tlvs: Tlvs) {
    for (const [tag, value] of tlvs) {
      const header = Buffer.alloc(4)
      header.writeUInt16BE(tag, 0)
      header.writeUInt16BE(value.length, 2)
      this.parts.push(header, value)
    }
    return this
  }
  done = () => Buffer.concat(this.parts)
}

class BodyReader {
  private offset = 0
  constructor(private readonly body: Buffer) {}
  get atEnd() {
    return this.offset >= this.body.length
  }
  cString(field: string) {
    const end = this.body.indexOf(0, this.offset)
    if (end < 0) throw new Error(`SMPP: ${field} has no terminating NUL`)
    const value = this.body.toString('latin1', this.offset, end)
    this.offset = end + 1
    return value
  }
  u8(field: string) {
    if (this.offset >= this.body.length) throw new Error(`SMPP: ${field} is missing`)
    return this.body.readUInt8(this.offset++)
  }
  octets(length: number, field: string) {
    if (this.offset + length > this.body.length) throw new Error(`SMPP: ${field} is truncated`)
    const value = Buffer.from(this.body.subarray(this.offset, this.offset + length))
    this.offset += length
    return value
  }
  tlvs(): Tlvs {
    const tlvs: Tlvs = new Map()
    while (this.offset + 4 <= this.body.length) {
      const tag = this.body.readUInt16BE(this.offset)
      const length = this.body.readUInt16BE(this.offset + 2)
      this.offset += 4
      tlvs.set(tag, this.octets(length, `TLV 0x${tag.toString(16)}`))
    }
    return tlvs
  }
}

export interface BindBody {
  systemId: string
  password: string
  systemType: string
  interfaceVersion: number
  addrTon: number
  addrNpi: number
  addressRange: string
}

export const encodeBind = (bind: BindBody) =>
  new BodyWriter()
    .cString(bind.systemId, 16, 'system_id')
    .cString(bind.password, 9, 'password')
    .cString(bind.systemType, 13, 'system_type')
    .u8(bind.interfaceVersion)
    .u8(bind.addrTon)
    .u8(bind.addrNpi)
    .cString(bind.addressRange, 41, 'address_range')
    .done()

export function decodeBind(body: Buffer): BindBody {
  const reader = new BodyReader(body)
  return {
    systemId: reader.cString('system_id'),
    password: reader.cString('password'),
    systemType: reader.cString('system_type'),
    interfaceVersion: reader.u8('interface_version'),
    addrTon: reader.u8('addr_ton'),
    addrNpi: reader.u8('addr_npi'),
    addressRange: reader.cString('address_range'),
  }
}

/** submit_sm and deliver_sm share one layout. */
export interface ShortMessageBody {
  serviceType: string
  sourceTon: number
  sourceNpi: number
  source: string
  destinationTon: number
  destinationNpi: number
  destination: string
  /** 0x40: short_message starts with a user data header (concatenation); 0x04: a receipt. */
  esmClass: number
  protocolId: number
  priority: number
  scheduleDeliveryTime: string
  validityPeriod: string
  /** 1: ask for a delivery receipt whatever the outcome. */
  registeredDelivery: number
  replaceIfPresent: number
  /** 0: the SMSC's default alphabet (GSM 03.38 here); 8: UCS-2. */
  dataCoding: number
  defaultMessageId: number
  shortMessage: Buffer
  tlvs: Tlvs
}

export const encodeShortMessage = (sm: ShortMessageBody) => {
  if (sm.shortMessage.length > 254)
    throw new Error(`SMPP: short_message of ${sm.shortMessage.length} octets is over 254`)
  return new BodyWriter()
    .cString(sm.serviceType, 6, 'service_type')
    .u8(sm.sourceTon)
    .u8(sm.sourceNpi)
    .cString(sm.source, 21, 'source_addr')
    .u8(sm.destinationTon)
    .u8(sm.destinationNpi)
    .cString(sm.destination, 21, 'destination_addr')
    .u8(sm.esmClass)
    .u8(sm.protocolId)
    .u8(sm.priority)
    .cString(sm.scheduleDeliveryTime, 17, 'schedule_delivery_time')
    .cString(sm.validityPeriod, 17, 'validity_period')
    .u8(sm.registeredDelivery)
    .u8(sm.replaceIfPresent)
    .u8(sm.dataCoding)
    .u8(sm.defaultMessageId)
    .u8(sm.shortMessage.length)
    .octets(sm.shortMessage)
    .tlvs(sm.tlvs)
    .done()
}

/** A deliver_sm's body: the fields an SMSC sets, with the ones it leaves empty. */
export const encodeDeliverSm = (
  fields: Omit<
    ShortMessageBody,
    | 'serviceType'
    | 'protocolId'
    | 'priority'
    | 'scheduleDeliveryTime'
    | 'validityPeriod'
    | 'registeredDelivery'
    | 'replaceIfPresent'
    | 'defaultMessageId'
  >,
) =>
  encodeShortMessage({
    serviceType: '',
    protocolId: 0,
    priority: 0,
    scheduleDeliveryTime: '',
    validityPeriod: '',
    registeredDelivery: 0,
    replaceIfPresent: 0,
    defaultMessageId: 0,
    ...fields,
  })

export function decodeShortMessage(body: Buffer): ShortMessageBody {
  const reader = new BodyReader(body)
  const fields = {
    serviceType: reader.cString('service_type'),
    sourceTon: reader.u8('source_addr_ton'),
    sourceNpi: reader.u8('source_addr_npi'),
    source: reader.cString('source_addr'),
    destinationTon: reader.u8('dest_addr_ton'),
    destinationNpi: reader.u8('dest_addr_npi'),
    destination: reader.cString('destination_addr'),
    esmClass: reader.u8('esm_class'),
    protocolId: reader.u8('protocol_id'),
    priority: reader.u8('priority_flag'),
    scheduleDeliveryTime: reader.cString('schedule_delivery_time'),
    validityPeriod: reader.cString('validity_period'),
    registeredDelivery: reader.u8('registered_delivery'),
    replaceIfPresent: reader.u8('replace_if_present_flag'),
    dataCoding: reader.u8('data_coding'),
    defaultMessageId: reader.u8('sm_default_msg_id'),
  }
  const shortMessage = reader.octets(reader.u8('sm_length'), 'short_message')
  return { ...fields, shortMessage, tlvs: reader.tlvs() }
}

/** What a deliver_sm or a data_sm brings in: the fields that say who, what and how encoded. */
export type DeliveredBody = Pick<
  ShortMessageBody,
  'source' | 'sourceTon' | 'destination' | 'esmClass' | 'dataCoding' | 'shortMessage' | 'tlvs'
>

/** data_sm (section 4.7.1): no short_message, the text travels in message_payload. */
export function decodeDataSm(body: Buffer): DeliveredBody {
  const reader = new BodyReader(body)
  reader.cString('service_type')
  const sourceTon = reader.u8('source_addr_ton')
  reader.u8('source_addr_npi')
  const source = reader.cString('source_addr')
  reader.u8('dest_addr_ton')
  reader.u8('dest_addr_npi')
  const destination = reader.cString('destination_addr')
  const esmClass = reader.u8('esm_class')
  reader.u8('registered_delivery')
  const dataCoding = reader.u8('data_coding')
  return {
    source,
    sourceTon,
    destination,
    esmClass,
    dataCoding,
    shortMessage: Buffer.alloc(0),
    tlvs: reader.tlvs(),
  }
}

/** data_sm as an SMSC sends it (the fake SMSC of the tests writes it with this). */
export const encodeDataSm = (sm: DeliveredBody & { destinationTon: number }) =>
  new BodyWriter()
    .cString('', 6, 'service_type')
    .u8(sm.sourceTon)
    .u8(sm.sourceTon === 1 ? 1 : 0)
    .cString(sm.source, 65, 'source_addr')
    .u8(sm.destinationTon)
    .u8(sm.destinationTon === 1 ? 1 : 0)
    .cString(sm.destination, 65, 'destination_addr')
    .u8(sm.esmClass)
    .u8(0)
    .u8(sm.dataCoding)
    .tlvs(sm.tlvs)
    .done()

/** submit_sm_resp, deliver_sm_resp and bind_*_resp: one C-octet string (message or system id). */
export const encodeIdBody = (id: string) => new BodyWriter().cString(id, 66, 'id').done()

/** An error response may come without a body at all. */
export const decodeIdBody = (body: Buffer) =>
  body.length === 0 ? '' : new BodyReader(body).cString('id')

/** A TLV's C-octet string value, without its NUL. */
export const tlvString = (value: Buffer | undefined) =>
  value === undefined ? undefined : value.toString('latin1').replace(/\0+$/, '')

export const tlvOfString = (value: string) =>
  Buffer.concat([Buffer.from(value, 'latin1'), Buffer.of(0)])
