import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  CarrierSubmit,
  DeliveryReceipt,
  InboundListener,
  InboundSms,
} from '../../server/src/adapters/carrier/carrier'
import { createCarrier } from '../../server/src/adapters/carrier/create-carrier'
import { tlvTags } from '../../server/src/adapters/carrier/smpp/bodies'
import { parseSmppUrl } from '../../server/src/adapters/carrier/smpp/connection-url'
import { gsm7Units } from '../../server/src/adapters/carrier/smpp/gsm7'
import { commandIds } from '../../server/src/adapters/carrier/smpp/pdu'
import {
  createSmppCarrier,
  type SmppCarrier,
  type SmppCarrierOptions,
  type SmppEvent,
} from '../../server/src/adapters/carrier/smpp/smpp-carrier'
import { statuses } from '../../server/src/adapters/carrier/smpp/status'
import { readConfig } from '../../server/src/config'
import { smsParts } from '../../src/contract/sms-encoding'
import { type FakeSmsc, type FakeSmscOptions, startFakeSmsc } from './support/fake-smsc'

const now = new Date('2026-11-23T18:00:00Z')
const credentials = { systemId: 'switchboard', password: 's3cret' }

let smsc: FakeSmsc
let carrier: SmppCarrier
let events: SmppEvent[]
let receipts: DeliveryReceipt[]
let inbound: InboundSms[]
/** What storing a message heard does (stored at once unless a test says otherwise). */
let store: InboundListener

async function connect(
  smscOptions: Partial<FakeSmscOptions> = {},
  carrierOptions: Partial<SmppCarrierOptions> = {},
  url?: (smsc: FakeSmsc) => string,
) {
  smsc = await startFakeSmsc({ ...credentials, ...smscOptions })
  events = []
  receipts = []
  inbound = []
  store = async () => undefined
  carrier = createSmppCarrier(parseSmppUrl(url ? url(smsc) : smsc.url()), {
    clock: () => now,
    reconnectMs: { min: 20, max: 80 },
    responseTimeoutMs: 1_000,
    onEvent: (event) => events.push(event),
    ...carrierOptions,
  })
  carrier.onReceipt((receipt) => receipts.push(receipt))
  carrier.onInbound((message) => {
    inbound.push(message)
    return store(message)
  })
}

let keys = 0
const message = (overrides: Partial<CarrierSubmit> = {}): CarrierSubmit => ({
  submitKey: `key-${++keys}`,
  from: 'Switchboard',
  to: '+33612345678',
  body: 'Hello Ada, your offer: https://go.example/l/abc',
  routeId: null,
  ...overrides,
})

afterEach(async () => {
  await carrier?.close()
  await smsc?.stop()
})

/** Binding again slower than a test notices the drop, so it sees the unbound moment. */
const slowRebind = { reconnectMs: { min: 300, max: 600 } }

describe('the SMPP carrier against a fake SMSC', () => {
  it('binds as a transceiver with the configured credentials', async () => {
    await connect()
    await carrier.whenBound()
    expect(carrier.isBound()).toBe(true)
    expect(smsc.binds).toEqual([
      {
        ...credentials,
        systemType: 'test',
        interfaceVersion: 0x34,
        addrTon: 0,
        addrNpi: 0,
        addressRange: '',
        accepted: true,
      },
    ])
    expect(events).toEqual([{ type: 'bound' }])
  })

  it('reports a refused password, refuses submits and keeps trying to bind', async () => {
    await connect({}, {}, (smsc) => smsc.url('switchboard:wrong'))
    await smsc.until(() => smsc.binds.length >= 2)
    expect(smsc.binds.every((bind) => !bind.accepted)).toBe(true)
    expect(events[0]).toEqual({
      type: 'bindRefused',
      error: 'bind_transceiver refused: ESME_RINVPASWD (0x0e)',
    })
    expect(carrier.isBound()).toBe(false)
    await expect(carrier.submit(message())).rejects.toThrow(/not bound/)
    expect(smsc.submits).toHaveLength(0)
  })

  it('submits a GSM-7 text unpacked with data_coding 0 and asks for a receipt', async () => {
    await connect()
    await carrier.whenBound()
    const outcome = await carrier.submit(message({ body: 'Prix: 5€ [promo] ~ à demain' }))
    expect(outcome).toEqual({ accepted: true, carrierMessageId: smsc.submits[0]?.messageId })
    expect(smsc.submits[0]).toMatchObject({
      source: 'Switchboard',
      sourceTon: 5,
      destination: '33612345678',
      dataCoding: 0,
      esmClass: 0,
      registeredDelivery: 1,
      text: 'Prix: 5€ [promo] ~ à demain',
    })
  })

  it('submits a text outside GSM-7 as UCS-2 with data_coding 8, numeric senders as numbers', async () => {
    await connect()
    await carrier.whenBound()
    await carrier.submit(message({ from: '+4915112345678', body: 'مرحبا Ada 👋' }))
    expect(smsc.submits[0]).toMatchObject({
      source: '4915112345678',
      sourceTon: 1,
      dataCoding: 8,
      text: 'مرحبا Ada 👋',
    })
  })

  it.each([
    ['GSM-7', 'Long offer text. '.repeat(20), 0],
    ['UCS-2', 'Привет 👋 '.repeat(12), 8],
  ])(
    'splits a long %s text into the parts the counter counts, joined by a UDH',
    async (_, body, coding) => {
      await connect({ receiptDelayMs: 30 })
      await carrier.whenBound()
      const outcome = await carrier.submit(message({ body }))
      const parts = smsc.submits
      expect(parts).toHaveLength(smsParts(body).parts)
      expect(parts.length).toBeGreaterThan(1)
      expect(parts.map((part) => part.text).join('')).toBe(body)
      expect(parts.every((part) => part.dataCoding === coding && part.esmClass === 0x40)).toBe(true)
      expect(parts.map((part) => part.concat)).toEqual(
        parts.map((_, index) => ({
          reference: parts[0]?.concat?.reference,
          total: parts.length,
          index: index + 1,
        })),
      )
      expect(outcome).toEqual({ accepted: true, carrierMessageId: parts[0]?.messageId })
      // Every receipt the SMSC sends (one per part that asked for one) has been answered.
      const asked = parts.filter((part) => part.registeredDelivery & 1).length
      await smsc.until(() => smsc.received.receiptAnswers === asked)
      expect(receipts).toEqual([
        { carrierMessageId: parts[0]?.messageId, status: 'delivered', error: undefined, at: now },
      ])
    },
  )

  it.each([
    ['the receipt text', false],
    ['the receipt TLVs', true],
  ])('turns delivered and failed receipts into DeliveryReceipts (%s)', async (_, receiptTlvs) => {
    await connect({
      receiptTlvs,
      outcomeOf: (destination) => (destination.endsWith('0') ? 'UNDELIV' : 'DELIVRD'),
    })
    await carrier.whenBound()
    const delivered = await carrier.submit(message({ to: '+33612345671' }))
    const failed = await carrier.submit(message({ to: '+33612345670' }))
    await smsc.until(() => receipts.length === 2)
    const byId = (id: string) => receipts.find((receipt) => receipt.carrierMessageId === id)
    if (!delivered.accepted || !failed.accepted) throw new Error('both should be accepted')
    expect(byId(delivered.carrierMessageId)).toEqual({
      carrierMessageId: delivered.carrierMessageId,
      status: 'delivered',
      error: undefined,
      at: now,
    })
    expect(byId(failed.carrierMessageId)).toEqual({
      carrierMessageId: failed.carrierMessageId,
      status: 'failed',
      error: 'UNDELIV (err 034)',
      at: now,
    })
  })

  it('answers a repeated submit key with the first id without sending again', async () => {
    await connect()
    await carrier.whenBound()
    const once = message()
    const [first, concurrent] = await Promise.all([carrier.submit(once), carrier.submit(once)])
    const later = await carrier.submit(once)
    expect(smsc.submits).toHaveLength(1)
    expect(concurrent).toEqual(first)
    expect(later).toEqual(first)
  })

  it('answers the SMSC enquire_link and checks an idle link with its own', async () => {
    await connect({}, { enquireLinkMs: 40 })
    await carrier.whenBound()
    const answers = await smsc.enquireLink()
    expect(answers.map((answer) => [answer.commandId, answer.status])).toEqual([[0x80000015, 0]])
    await smsc.until(() => smsc.received.enquireLinks >= 2)
    expect(carrier.isBound()).toBe(true)
  })

  it('drops a link whose enquire_link goes unanswered and binds again', async () => {
    await connect({}, { enquireLinkMs: 40, responseTimeoutMs: 100, ...slowRebind })
    await carrier.whenBound()
    smsc.answerEnquireLink(false)
    await smsc.until(() => !carrier.isBound())
    smsc.answerEnquireLink(true)
    await carrier.whenBound()
    expect(events.map((event) => event.type)).toEqual(['bound', 'disconnected', 'bound'])
    expect(events[1]).toMatchObject({ error: 'SMPP: no answer to enquire_link in 100 ms' })
  })

  it('keeps trying an unreachable SMSC and still closes at once', async () => {
    const gone = await startFakeSmsc(credentials)
    await gone.stop()
    const seen: SmppEvent[] = []
    const unreachable = createSmppCarrier(parseSmppUrl(gone.url()), {
      clock: () => now,
      reconnectMs: { min: 20, max: 40 },
      onEvent: (event) => seen.push(event),
    })
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2))
    await unreachable.close()
    expect(seen.every((event) => event.type === 'disconnected')).toBe(true)
    expect(seen[0]).toMatchObject({ error: expect.stringMatching(/ECONNREFUSED/) })
    await expect(unreachable.submit(message())).rejects.toThrow(/not bound/)
  })

  it('binds again after a dropped connection; submits in between throw', async () => {
    await connect({}, slowRebind)
    await carrier.whenBound()
    smsc.dropConnections()
    await smsc.until(() => !carrier.isBound())
    await expect(carrier.submit(message())).rejects.toThrow(/not bound/)
    await carrier.whenBound()
    expect(events.map((event) => event.type)).toEqual(['bound', 'disconnected', 'bound'])
    expect(await carrier.submit(message())).toMatchObject({ accepted: true })
    expect(smsc.binds).toHaveLength(2)
  })

  it('fails submits in flight when the connection drops, so the engine retries them', async () => {
    await connect()
    await carrier.whenBound()
    smsc.hold()
    const sending = carrier.submit(message())
    await smsc.until(() => smsc.heldSubmits() === 1)
    smsc.dropConnections()
    await expect(sending).rejects.toThrow(/SMPP/)
  })

  it('throws on ESME_RTHROTTLED so the message is tried again, and sends it then', async () => {
    await connect()
    await carrier.whenBound()
    smsc.refuseSubmits(1)
    const throttled = message()
    await expect(carrier.submit(throttled)).rejects.toThrow('ESME_RTHROTTLED (0x58)')
    expect(await carrier.submit(throttled)).toMatchObject({ accepted: true })
  })

  it('fails a message the SMSC refuses for good', async () => {
    await connect()
    await carrier.whenBound()
    smsc.refuseSubmits(1, statuses.ESME_RINVDSTADR)
    const refused = message({ to: '+1' })
    const outcome = { accepted: false, error: 'SMPP: submit_sm refused: ESME_RINVDSTADR (0x0b)' }
    expect(await carrier.submit(refused)).toEqual(outcome)
    expect(await carrier.submit(refused)).toEqual(outcome)
  })

  it('keeps at most `window` submits unanswered and times out the ones never answered', async () => {
    await connect({}, { responseTimeoutMs: 300 }, (smsc) => `${smsc.url()}&window=2`)
    await carrier.whenBound()
    smsc.hold()
    const sending = Array.from({ length: 5 }, () => carrier.submit(message()))
    await smsc.until(() => smsc.heldSubmits() === 2)
    // A round trip the client answers after anything it had already written: a third submit
    // sent past the window would have arrived before the answer.
    await smsc.enquireLink()
    expect(smsc.heldSubmits()).toBe(2)
    smsc.release()
    expect((await Promise.all(sending)).every((outcome) => outcome.accepted)).toBe(true)
    smsc.hold()
    await expect(carrier.submit(message())).rejects.toThrow('no answer to submit_sm in 300 ms')
  })

  it('is the carrier create-carrier picks when SMPP_URL is set; the simulator is otherwise', async () => {
    await connect()
    const picked = createCarrier(readConfig({ SMPP_URL: smsc.url() }), () => now)
    const fallback = createCarrier(readConfig({}), () => now)
    try {
      await smsc.until(() => smsc.boundConnections() === 2)
      // The SMSC counts a bind once it has answered it; the carrier is bound once it has read
      // that answer, which on a busy machine can come after.
      await (picked as SmppCarrier).whenBound()
      expect(await picked.submit(message())).toMatchObject({ accepted: true })
      expect(smsc.submits).toHaveLength(1)
      expect(await fallback.submit(message())).toMatchObject({ carrierMessageId: /^sim-/ })
      expect(smsc.submits).toHaveLength(1)
    } finally {
      await picked.close()
      await fallback.close()
    }
  })

  it('unbinds on close', async () => {
    await connect()
    await carrier.whenBound()
    await carrier.close()
    expect(smsc.received.unbinds).toBe(1)
    await smsc.until(() => smsc.boundConnections() === 0)
    await expect(carrier.submit(message())).rejects.toThrow(/not bound/)
  })
})

/** GSM 03.38 septets, one per octet, as an SMSC delivers data_coding 0. */
const septets = (text: string) => Buffer.from((gsm7Units(text) ?? []).flat())
const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16()
const udh = (reference: number, total: number, index: number) =>
  Buffer.of(0x05, 0x00, 0x03, reference, total, index)

describe('messages from handsets over SMPP', () => {
  it('turns a deliver_sm that is not a receipt into an inbound message (GSM-7)', async () => {
    await connect()
    await carrier.whenBound()
    const [answer] = await smsc.mobileOriginated({
      source: '33612345678',
      destination: 'Switchboard',
      dataCoding: 0,
      octets: septets('YES please {call} me €5'),
    })
    expect(answer).toMatchObject({ commandId: commandIds.deliverSmResp, status: statuses.ESME_ROK })
    expect(inbound).toEqual([
      {
        carrierMessageId: expect.stringMatching(/^smpp-mo-/),
        redeliveryOf: [expect.stringMatching(/^smpp-mo-/)],
        from: '33612345678',
        fromNumbering: 'international',
        to: 'Switchboard',
        text: 'YES please {call} me €5',
        at: now,
      },
    ])
    expect(receipts).toEqual([])
  })

  it('hands over each part of a long message (user data header) as it comes, with its set and octets', async () => {
    await connect()
    await carrier.whenBound()
    const octets = ucs2('سلام 👋 Ada')
    // The cut falls inside the emoji's surrogate pair: the store joins octets, not texts.
    const [first, second] = [octets.subarray(0, 12), octets.subarray(12)]
    const part = (index: number, body: Buffer) => ({
      source: '4915112345678',
      destination: '4915100000000',
      dataCoding: 8,
      esmClass: 0x40,
      octets: Buffer.concat([udh(7, 2, index), body]),
    })
    const [secondAnswer] = await smsc.mobileOriginated(part(2, second))
    const [firstAnswer] = await smsc.mobileOriginated(part(1, first))
    expect([secondAnswer?.status, firstAnswer?.status]).toEqual([0, 0])
    const [heardSecond, heardFirst] = inbound
    expect(heardSecond).toMatchObject({
      from: '4915112345678',
      to: '4915100000000',
      part: { index: 2, total: 2, dataCoding: 8, octets: second },
    })
    expect(heardFirst?.part).toMatchObject({ index: 1, total: 2, octets: first })
    expect(heardFirst?.part?.setKey).toBe(heardSecond?.part?.setKey)
    expect(heardFirst?.carrierMessageId).toBe(heardSecond?.carrierMessageId)
  })

  it("reads a part's place from the sar_* TLVs, and keeps messages with other references apart", async () => {
    await connect()
    await carrier.whenBound()
    const part = (reference: number, index: number) =>
      smsc.mobileOriginated({
        source: '33612345678',
        destination: 'ACME',
        dataCoding: 0,
        octets: septets(`part ${index}`),
        tlvs: new Map([
          [tlvTags.sarMsgRefNum, Buffer.of(0x01, reference)],
          [tlvTags.sarTotalSegments, Buffer.of(3)],
          [tlvTags.sarSegmentSeqnum, Buffer.of(index)],
        ]),
      })
    await part(0x20, 3)
    await part(0x21, 3)
    expect(inbound.map((message) => message.part?.index)).toEqual([3, 3])
    expect(inbound.map((message) => message.text)).toEqual(['part 3', 'part 3'])
    expect(inbound[0]?.part?.setKey).not.toBe(inbound[1]?.part?.setKey)
    expect(inbound[0]?.carrierMessageId).not.toBe(inbound[1]?.carrierMessageId)
  })

  it("keeps two connections' parts apart when their SMSCs pick the same reference", async () => {
    await connect()
    const other = await startFakeSmsc(credentials)
    const otherCarrier = createSmppCarrier(parseSmppUrl(other.url()), {
      clock: () => now,
      reconnectMs: { min: 20, max: 80 },
      responseTimeoutMs: 1_000,
      onEvent: () => undefined,
    })
    try {
      const heard: InboundSms[] = []
      otherCarrier.onInbound(async (message) => {
        heard.push(message)
      })
      await Promise.all([carrier.whenBound(), otherCarrier.whenBound()])
      const part = {
        source: '4915112345678',
        destination: '4915100000000',
        dataCoding: 0,
        esmClass: 0x40,
        octets: Buffer.concat([udh(7, 2, 1), septets('part 1')]),
      }
      await smsc.mobileOriginated(part)
      await other.mobileOriginated(part)
      expect(inbound[0]?.part?.setKey).toBeDefined()
      expect(heard[0]?.part?.setKey).toBeDefined()
      expect(inbound[0]?.part?.setKey).not.toBe(heard[0]?.part?.setKey)
    } finally {
      await otherCarrier.close()
      await other.stop()
    }
  })

  it('reads data_sm and deliver_sm whose text is in message_payload', async () => {
    await connect()
    await carrier.whenBound()
    const [answer] = await smsc.mobileOriginated({
      command: 'data_sm',
      source: '33612345678',
      destination: 'ACME',
      dataCoding: 0,
      octets: septets('STOP'),
    })
    expect(answer).toMatchObject({ commandId: commandIds.dataSmResp, status: statuses.ESME_ROK })
    await smsc.mobileOriginated({
      source: '33612345678',
      destination: 'ACME',
      dataCoding: 8,
      octets: Buffer.alloc(0),
      tlvs: new Map([[tlvTags.messagePayload, ucs2('Ça marche ✓')]]),
    })
    expect(inbound.map((message) => message.text)).toEqual(['STOP', 'Ça marche ✓'])
  })

  it('refuses a message that is not text (8-bit data) and delivers nothing', async () => {
    await connect()
    await carrier.whenBound()
    const [answer] = await smsc.mobileOriginated({
      source: '33612345678',
      destination: 'ACME',
      dataCoding: 0x04,
      octets: Buffer.of(1, 2, 3),
    })
    expect(answer?.status).toBe(statuses.ESME_RX_R_APPN)
    expect(inbound).toEqual([])
  })

  it('acknowledges an intermediate notification and takes it for no reply', async () => {
    await connect()
    await carrier.whenBound()
    const [answer] = await smsc.mobileOriginated({
      source: '33612345678',
      destination: 'ACME',
      dataCoding: 0,
      esmClass: 0x20,
      octets: septets('id:1 stat:ENROUTE'),
    })
    expect(answer?.status).toBe(statuses.ESME_ROK)
    expect(inbound).toEqual([])
    expect(receipts).toEqual([])
  })

  it('answers a message from a handset only once it is stored', async () => {
    await connect()
    await carrier.whenBound()
    let stored = () => {}
    store = () => new Promise<void>((resolve) => (stored = resolve))
    let answered = false
    const answer = smsc
      .mobileOriginated({
        source: '33612345678',
        destination: 'ACME',
        dataCoding: 0,
        octets: septets('YES'),
      })
      .then(([pdu]) => {
        answered = true
        return pdu
      })
    await smsc.until(() => inbound.length === 1)
    // The answer would have come back long since: the SMSC and the client are on one loop.
    await smsc.enquireLink()
    expect(answered).toBe(false)
    stored()
    expect((await answer)?.status).toBe(statuses.ESME_ROK)
  })

  it('refuses for now (ESME_RX_T_APPN) a message that could not be stored; offered again, it has the same id', async () => {
    await connect()
    await carrier.whenBound()
    store = async () => {
      throw new Error('the database is away')
    }
    const offer = () =>
      smsc.mobileOriginated({
        source: '33612345678',
        destination: 'ACME',
        dataCoding: 0,
        octets: septets('STOP'),
      })
    expect((await offer())[0]?.status).toBe(statuses.ESME_RX_T_APPN)
    store = async () => undefined
    expect((await offer())[0]?.status).toBe(statuses.ESME_ROK)
    expect(inbound).toHaveLength(2)
    expect(inbound[1]?.carrierMessageId).toBe(inbound[0]?.carrierMessageId)
  })

  it('names, in a message offered again in the next redelivery window, the id it had in the last', async () => {
    let clock = now
    await connect({}, { clock: () => clock, redeliveryWindowMs: 60_000 })
    await carrier.whenBound()
    const offer = () =>
      smsc.mobileOriginated({
        source: '33612345678',
        destination: 'ACME',
        dataCoding: 0,
        octets: septets('YES'),
      })
    await offer()
    clock = new Date(now.getTime() + 60_000)
    await offer()
    const [first, again] = inbound
    expect(again?.carrierMessageId).not.toBe(first?.carrierMessageId)
    expect(again?.redeliveryOf).toEqual([first?.carrierMessageId])
  })

  it.each([
    [1, 'international'],
    [2, 'national'],
    [4, 'national'],
    [0, 'unknown'],
  ] as const)(
    'hands over the number as the SMSC wrote it, TON %i read as %s',
    async (ton, numbering) => {
      await connect()
      await carrier.whenBound()
      await smsc.mobileOriginated({
        source: ton === 1 ? '447911123456' : '07911123456',
        sourceTon: ton,
        destination: 'ACME',
        dataCoding: 0,
        octets: septets('hi'),
      })
      expect(inbound).toMatchObject([
        { from: ton === 1 ? '447911123456' : '07911123456', fromNumbering: numbering },
      ])
    },
  )
})
