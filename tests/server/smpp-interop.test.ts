import * as smpp from 'smpp'
import { afterEach, describe, expect, it } from 'vitest'
import type { DeliveryReceipt } from '../../server/src/adapters/carrier/carrier'
import {
  createSmppCarrier,
  type SmppCarrier,
  type SmppEvent,
} from '../../server/src/adapters/carrier/smpp/smpp-carrier'
import { type SmppPeer, startSmppPeer } from './support/smpp-peer'

/**
 * Our SMPP client against an SMSC no one here wrote: the server of the `smpp` npm package
 * (farhadi/node-smpp 0.5.1, MIT). It checks the bind, answers submit_sm with its own message
 * ids, sends receipts as deliver_sm in the text form of SMPP 3.4 Appendix B, asks and answers
 * enquire_link and takes the unbind; and it drops the link once, which the client must survive.
 * Bound as a transceiver, and as a transmitter and a receiver apart (support/smpp-peer.ts).
 */

const credentials = { systemId: 'switchboard', password: 'pa55' }
const now = new Date('2026-11-29T06:00:00Z')

let peer: SmppPeer
let carrier: SmppCarrier
let events: SmppEvent[]
let receipts: DeliveryReceipt[]

/** A client of the peer, bound as `bindMode` asks (once every session is bound). */
async function connect(
  bindMode: 'transceiver' | 'transmitter_receiver' = 'transceiver',
  reconnectMs = { min: 20, max: 80 },
) {
  peer = await startSmppPeer({
    ...credentials,
    binds: bindMode === 'transceiver' ? 'transceiver' : 'split',
  })
  events = []
  receipts = []
  carrier = createSmppCarrier(
    {
      host: '127.0.0.1',
      port: peer.port,
      tls: false,
      ...credentials,
      systemType: '',
      window: 5,
      bindMode,
    },
    {
      clock: () => now,
      reconnectMs,
      responseTimeoutMs: 2_000,
      enquireLinkMs: 50,
      tps: 100,
      onEvent: (event) => events.push(event),
    },
  )
  carrier.onReceipt((receipt) => receipts.push(receipt))
  await carrier.whenBound()
}

afterEach(async () => {
  await carrier?.close()
  await peer?.stop()
})

const submit = (n: number) =>
  carrier.submit({
    submitKey: `interop-${n}`,
    from: 'Switchboard',
    to: '+447700900123',
    body: `Interop message ${n}`,
    routeId: null,
  })

describe('the SMPP client against the smpp package’s server', () => {
  it('binds, submits, takes the receipt, keeps the link alive both ways and unbinds', async () => {
    await connect()
    expect(peer.bound.bind_transceiver).toBe(1)
    const outcome = await submit(1)
    expect(outcome).toEqual({ accepted: true, carrierMessageId: 'peer-1' })
    const [sent] = peer.submits
    expect(sent?.pdu).toMatchObject({
      source_addr: 'Switchboard',
      destination_addr: '447700900123',
      short_message: { message: 'Interop message 1' },
    })
    await expect
      .poll(() => receipts)
      .toEqual([{ carrierMessageId: 'peer-1', status: 'delivered', error: undefined, at: now }])
    await expect
      .poll(() => peer.receiptAnswers)
      .toEqual([{ status: smpp.ESME_ROK, on: 'bind_transceiver' }])
    // The client checks an idle link; the SMSC's own enquire_link is answered.
    await expect.poll(() => peer.enquireLinksFromClient).toBeGreaterThan(0)
    const answered = await new Promise<smpp.Pdu>((resolve) =>
      peer.sessions[0]?.enquire_link({}, resolve),
    )
    expect(answered).toMatchObject({ command: 'enquire_link_resp', command_status: 0 })
    await carrier.close()
    expect(peer.unbinds).toBe(1)
  })

  it('binds again after the SMSC drops the link, and sends on the new session', async () => {
    await connect()
    peer.sessions[0]?.destroy()
    await expect.poll(() => events.map((event) => event.type)).toContain('disconnected')
    await expect.poll(() => peer.bound.bind_transceiver).toBe(2)
    await carrier.whenBound()
    expect(await submit(2)).toEqual({ accepted: true, carrierMessageId: 'peer-1' })
    await expect.poll(() => receipts.map((receipt) => receipt.status)).toEqual(['delivered'])
    expect(events.at(-1)).toEqual({ type: 'bound' })
  })
})

describe('the SMPP client bound as a transmitter and a receiver to the smpp package’s server', () => {
  it('binds apart, submits on the transmitter, takes receipts on the receiver, keeps both alive and unbinds both', async () => {
    await connect('transmitter_receiver')
    expect(peer.bound).toEqual({ bind_transceiver: 0, bind_transmitter: 1, bind_receiver: 1 })
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'bound', session: 'transmitter' },
        { type: 'bound', session: 'receiver' },
      ]),
    )
    expect(await submit(1)).toEqual({ accepted: true, carrierMessageId: 'peer-1' })
    expect(await submit(2)).toEqual({ accepted: true, carrierMessageId: 'peer-2' })
    expect(peer.submits.map((submit) => submit.on)).toEqual([
      'bind_transmitter',
      'bind_transmitter',
    ])
    expect(peer.submitsOnWrongSession).toBe(0)
    await expect
      .poll(() => receipts.map((receipt) => [receipt.carrierMessageId, receipt.status]))
      .toEqual([
        ['peer-1', 'delivered'],
        ['peer-2', 'delivered'],
      ])
    await expect
      .poll(() => peer.receiptAnswers)
      .toEqual([
        { status: smpp.ESME_ROK, on: 'bind_receiver' },
        { status: smpp.ESME_ROK, on: 'bind_receiver' },
      ])
    // Each session checks its idle link, and answers the SMSC's enquire_link.
    await expect.poll(() => peer.enquireLinksFromClient).toBeGreaterThan(1)
    for (const bind of ['bind_transmitter', 'bind_receiver'] as const) {
      const answered = await new Promise<smpp.Pdu>((resolve) =>
        peer.boundAs(bind)[0]?.enquire_link({}, resolve),
      )
      expect(answered).toMatchObject({ command: 'enquire_link_resp', command_status: 0 })
    }
    await carrier.close()
    expect(peer.unbinds).toBe(2)
  })

  it('binds the receiver again when it drops while the transmitter keeps submitting; the receipts kept meanwhile come', async () => {
    // A wait long enough to submit while the receiver is away.
    await connect('transmitter_receiver', { min: 1_000, max: 2_000 })
    expect(await submit(1)).toEqual({ accepted: true, carrierMessageId: 'peer-1' })
    await expect.poll(() => receipts).toHaveLength(1)
    peer.boundAs('bind_receiver')[0]?.destroy()
    await expect
      .poll(() => events.filter((event) => event.type === 'disconnected'))
      .toEqual([
        { type: 'disconnected', session: 'receiver', error: expect.any(String), retryInMs: 1_000 },
      ])
    expect(peer.boundAs('bind_receiver')).toEqual([])
    expect(carrier.isBound()).toBe(true)
    expect(await submit(2)).toEqual({ accepted: true, carrierMessageId: 'peer-2' })
    expect(await submit(3)).toEqual({ accepted: true, carrierMessageId: 'peer-3' })
    expect(peer.boundAs('bind_receiver')).toEqual([])
    await expect.poll(() => peer.bound.bind_receiver, { timeout: 5_000 }).toBe(2)
    await expect
      .poll(() => receipts.map((receipt) => receipt.carrierMessageId).sort())
      .toEqual(['peer-1', 'peer-2', 'peer-3'])
    expect(peer.bound.bind_transmitter).toBe(1)
    expect(events.at(-1)).toEqual({ type: 'bound', session: 'receiver' })
  })

  it('is refused by an SMSC that takes no transmitter, and says which bind', async () => {
    peer = await startSmppPeer({ ...credentials, binds: 'transceiver' })
    events = []
    carrier = createSmppCarrier(
      {
        host: '127.0.0.1',
        port: peer.port,
        tls: false,
        ...credentials,
        systemType: '',
        window: 5,
        bindMode: 'transmitter_receiver',
      },
      { clock: () => now, reconnectMs: { min: 5_000, max: 5_000 }, onEvent: (e) => events.push(e) },
    )
    await expect.poll(() => events.filter((event) => event.type === 'bindRefused')).toHaveLength(2)
    expect(events).toEqual(
      expect.arrayContaining([
        {
          type: 'bindRefused',
          session: 'transmitter',
          error: 'bind_transmitter refused: ESME_RBINDFAIL (0x0d)',
        },
        {
          type: 'bindRefused',
          session: 'receiver',
          error: 'bind_receiver refused: ESME_RBINDFAIL (0x0d)',
        },
      ]),
    )
    expect(carrier.isBound()).toBe(false)
    await expect(submit(1)).rejects.toThrow(/not bound/)
  })
})
