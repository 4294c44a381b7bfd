import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeBind,
  decodeIdBody,
  decodeShortMessage,
  encodeBind,
  encodeIdBody,
  encodeShortMessage,
  type ShortMessageBody,
  tlvOfString,
  tlvTags,
} from '../../server/src/adapters/carrier/smpp/bodies'
import { parseSmppUrl } from '../../server/src/adapters/carrier/smpp/connection-url'
import { decodeGsm7, gsm7Units } from '../../server/src/adapters/carrier/smpp/gsm7'
import { commandIds, createPduReader, encodePdu } from '../../server/src/adapters/carrier/smpp/pdu'
import { parseReceipt } from '../../server/src/adapters/carrier/smpp/receipt'
import { toShortMessages } from '../../server/src/adapters/carrier/smpp/segments'
import { readConfig } from '../../server/src/config'
import { isGsm7, smsParts } from '../../src/contract/sms-encoding'

const hex = (buffer: Buffer) => buffer.toString('hex')

const sm = (overrides: Partial<ShortMessageBody> = {}): ShortMessageBody => ({
  serviceType: '',
  sourceTon: 5,
  sourceNpi: 0,
  source: 'Switchboard',
  destinationTon: 1,
  destinationNpi: 1,
  destination: '33612345678',
  esmClass: 0,
  protocolId: 0,
  priority: 0,
  scheduleDeliveryTime: '',
  validityPeriod: '',
  registeredDelivery: 1,
  replaceIfPresent: 0,
  dataCoding: 0,
  defaultMessageId: 0,
  shortMessage: Buffer.from('Hi'),
  tlvs: new Map(),
  ...overrides,
})

/** A text from GSM-7's basic and extension characters, Latin-1, Cyrillic and emoji. */
const texts = fc.string({
  unit: fc.constantFrom(...('aZ09 @£€{}[]~^|\\\nÇèôßĀЖ中👋😀'.match(/./gsu) ?? [])),
  maxLength: 400,
})

describe('SMPP PDUs', () => {
  it('frames a header as SMPP 3.4 lays it out', () => {
    const pdu = { commandId: commandIds.enquireLink, status: 0, sequence: 1, body: Buffer.alloc(0) }
    expect(hex(encodePdu(pdu))).toBe('00000010000000150000000000000001')
  })

  it('writes bind_transceiver as C-octet strings and octets, in order', () => {
    const bind = {
      systemId: 'abc',
      password: 'pw',
      systemType: '',
      interfaceVersion: 0x34,
      addrTon: 0,
      addrNpi: 0,
      addressRange: '',
    }
    expect(hex(encodeBind(bind))).toBe('616263007077000034000000')
    expect(decodeBind(encodeBind(bind))).toEqual(bind)
    expect(() => encodeBind({ ...bind, password: 'ninechars' })).toThrow('password')
  })

  it('reads PDUs split across chunks and several in one chunk', () => {
    const read = createPduReader()
    const one = encodePdu({ commandId: 4, status: 0, sequence: 7, body: encodeIdBody('abc') })
    const two = encodePdu({ commandId: 0x80000015, status: 0, sequence: 8, body: Buffer.alloc(0) })
    const stream = Buffer.concat([one, two, one])
    expect(read(stream.subarray(0, 5))).toEqual([])
    const pdus = [...read(stream.subarray(5, 30)), ...read(stream.subarray(30))]
    expect(pdus.map((pdu) => pdu.sequence)).toEqual([7, 8, 7])
    expect(decodeIdBody(pdus[0]?.body ?? Buffer.alloc(0))).toBe('abc')
    expect(() => createPduReader()(Buffer.from('0000000400000000', 'hex'))).toThrow('not valid')
  })

  it('round-trips submit_sm with its TLVs', () => {
    const body = sm({ tlvs: new Map([[tlvTags.receiptedMessageId, tlvOfString('a1')]]) })
    expect(decodeShortMessage(encodeShortMessage(body))).toEqual(body)
    expect(() => encodeShortMessage(sm({ shortMessage: Buffer.alloc(255) }))).toThrow('254')
  })
})

describe('GSM-7 and parts', () => {
  it('has a GSM-7 code for exactly the characters the counter calls GSM-7', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const units = gsm7Units(text)
        expect(units !== null).toBe(isGsm7(text))
        if (units) expect(decodeGsm7(Buffer.from(units.flat()))).toBe(text)
      }),
    )
  })

  it('sends the number of parts the counter counts, each within its part size', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 0, max: 255 }), (text, reference) => {
        const { parts, dataCoding } = toShortMessages(text, reference)
        const counted = smsParts(text)
        expect(parts).toHaveLength(Math.max(counted.parts, 1))
        expect(dataCoding).toBe(counted.encoding === 'GSM-7' ? 0 : 8)
        const octetsPerUnit = dataCoding === 0 ? 1 : 2
        const header = parts.length > 1 ? 6 : 0
        for (const [index, part] of parts.entries()) {
          expect(part.length - header).toBeLessThanOrEqual(counted.perPart * octetsPerUnit)
          if (header)
            expect([...part.subarray(0, 6)]).toEqual([5, 0, 3, reference, parts.length, index + 1])
        }
      }),
    )
  })

  it('never splits an escape pair across two parts', () => {
    const text = `${'a'.repeat(152)}€${'b'.repeat(10)}`
    const { parts } = toShortMessages(text, 1)
    expect(parts[0]?.length).toBe(6 + 152)
    expect(decodeGsm7(parts[1]?.subarray(6) ?? Buffer.alloc(0))).toBe(`€${'b'.repeat(10)}`)
  })
})

describe('delivery receipts', () => {
  const receipt = (text: string, tlvs = new Map<number, Buffer>(), esmClass = 0x04) =>
    encodeShortMessage(sm({ esmClass, shortMessage: Buffer.from(text, 'latin1'), tlvs }))

  it('reads the id and state from the receipt text', () => {
    const text =
      'id:0123abc sub:001 dlvrd:001 submit date:2611231845 done date:2611231846 stat:DELIVRD err:000 text:Hi'
    expect(parseReceipt(receipt(text))).toEqual({ messageId: '0123abc', status: 'delivered' })
    expect(parseReceipt(receipt(text.replace('DELIVRD err:000', 'EXPIRED err:000')))).toEqual({
      messageId: '0123abc',
      status: 'failed',
      error: 'EXPIRED',
    })
    expect(parseReceipt(receipt(text.replace('DELIVRD err:000', 'UNDELIV err:001')))).toEqual({
      messageId: '0123abc',
      status: 'failed',
      error: 'UNDELIV (err 001)',
    })
  })

  it('prefers receipted_message_id and message_state to the text', () => {
    const tlvs = new Map([
      [tlvTags.receiptedMessageId, tlvOfString('tlv-id')],
      [tlvTags.messageState, Buffer.of(8)],
    ])
    expect(parseReceipt(receipt('id:text-id stat:DELIVRD', tlvs))).toEqual({
      messageId: 'tlv-id',
      status: 'failed',
      error: 'REJECTD',
    })
  })

  it('reports nothing for a message still on its way, and no receipt for a handset message', () => {
    expect(parseReceipt(receipt('id:1 stat:ENROUTE err:000'))?.status).toBeNull()
    expect(parseReceipt(receipt('id:1 stat:ACCEPTD err:000'))?.status).toBeNull()
    expect(parseReceipt(receipt('STOP', new Map(), 0))).toBeNull()
    expect(() => parseReceipt(receipt('no fields here'))).toThrow('without id or state')
  })
})

describe('SMPP_URL', () => {
  it('reads the connection with its defaults', () => {
    expect(parseSmppUrl('smpp://sys%40id:p%40ss@smsc.example')).toEqual({
      host: 'smsc.example',
      port: 2775,
      tls: false,
      systemId: 'sys@id',
      password: 'p@ss',
      systemType: '',
      window: 10,
    })
    expect(
      parseSmppUrl('smpps://id:pw@smsc.example:3550?system_type=VMA&bind=transceiver&window=50'),
    ).toMatchObject({ port: 3550, tls: true, systemType: 'VMA', window: 50 })
  })

  it('is read by the server config, which refuses to start on a bad one', () => {
    expect(readConfig({}).smpp).toBeUndefined()
    expect(readConfig({ SMPP_URL: 'smpp://id:pw@smsc.example' }).smpp).toMatchObject({
      host: 'smsc.example',
      systemId: 'id',
    })
    expect(() => readConfig({ SMPP_URL: 'smpp://id:pw@smsc.example?bind=receiver' })).toThrow(
      'SMPP_URL bind must be "transceiver"',
    )
  })

  it.each([
    ['http://id:pw@host', 'smpp:// or smpps://'],
    ['smpp://host', 'no system_id'],
    ['smpp://id:pw@host?bind=transmitter', 'bind must be "transceiver"'],
    ['smpp://id:pw@host?tps=10', 'unknown parameter "tps"'],
    ['smpp://id:ninechars@host', 'password is longer than 8'],
    ['smpp://id:pw@host?window=0', 'window must be a whole number'],
    ['not a url', 'is not a URL'],
  ])('refuses %s', (value, reason) => {
    expect(() => parseSmppUrl(value)).toThrow(reason)
  })
})
