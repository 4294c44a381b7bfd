import type { AddressInfo } from 'node:net'
import * as smpp from 'smpp'
import { afterEach, describe, expect, it } from 'vitest'
import type { DeliveryReceipt } from '../../server/src/adapters/carrier/carrier'
import {
  createSmppCarrier,
  type SmppCarrier,
  type SmppEvent,
} from '../../server/src/adapters/carrier/smpp/smpp-carrier'

/**
 * Our SMPP client against an SMSC no one here wrote: the server of the `smpp` npm package
 * (farhadi/node-smpp 0.5.1, MIT). It checks the bind, answers submit_sm with its own message
 * ids, sends receipts as deliver_sm in the text form of SMPP 3.4 Appendix B, asks and answers
 * enquire_link and takes the unbind; and it drops the link once, which the client must survive.
 */

const credentials = { systemId: 'switchboard', password: 'pa55' }
const now = new Date('2026-11-29T06:00:00Z')

interface Peer {
  port: number
  sessions: smpp.Session[]
  binds: number
  submits: smpp.Pdu[]
  receiptAnswers: number[]
  enquireLinksFromClient: number
  unbinds: number
  stop(): Promise<void>
}

async function startPeer(): Promise<Peer> {
  const peer = {
    sessions: [] as smpp.Session[],
    binds: 0,
    submits: [] as smpp.Pdu[],
    receiptAnswers: [] as number[],
    enquireLinksFromClient: 0,
    unbinds: 0,
  }
  const server = smpp.createServer((session) => {
    peer.sessions.push(session)
    session.on('error', () => undefined)
    session.on('bind_transceiver', (pdu) => {
      const ok = pdu.system_id === credentials.systemId && pdu.password === credentials.password
      if (ok) peer.binds += 1
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }))
    })
    session.on('submit_sm', (pdu) => {
      peer.submits.push(pdu)
      const messageId = `peer-${peer.submits.length}`
      session.send(pdu.response({ message_id: messageId }))
      setImmediate(() =>
        session.deliver_sm(
          {
            source_addr: pdu.destination_addr,
            destination_addr: pdu.source_addr,
            esm_class: 0x04,
            short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611290600 done date:2611290600 stat:DELIVRD err:000 text:`,
          },
          (response) => peer.receiptAnswers.push(response.command_status),
        ),
      )
    })
    session.on('enquire_link', (pdu) => {
      peer.enquireLinksFromClient += 1
      session.send(pdu.response())
    })
    session.on('unbind', (pdu) => {
      peer.unbinds += 1
      session.send(pdu.response())
      session.close()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(peer, {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of peer.sessions) session.destroy()
        server.close(() => resolve())
      }),
  })
}

let peer: Peer
let carrier: SmppCarrier
let events: SmppEvent[]
let receipts: DeliveryReceipt[]

async function connect() {
  peer = await startPeer()
  events = []
  receipts = []
  carrier = createSmppCarrier(
    { host: '127.0.0.1', port: peer.port, tls: false, ...credentials, systemType: '', window: 5 },
    {
      clock: () => now,
      reconnectMs: { min: 20, max: 80 },
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
    expect(peer.binds).toBe(1)
    const outcome = await submit(1)
    expect(outcome).toEqual({ accepted: true, carrierMessageId: 'peer-1' })
    const [sent] = peer.submits
    expect(sent).toMatchObject({
      source_addr: 'Switchboard',
      destination_addr: '447700900123',
      short_message: { message: 'Interop message 1' },
    })
    await expect
      .poll(() => receipts)
      .toEqual([{ carrierMessageId: 'peer-1', status: 'delivered', error: undefined, at: now }])
    await expect.poll(() => peer.receiptAnswers).toEqual([smpp.ESME_ROK])
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
    await expect.poll(() => peer.binds).toBe(2)
    await carrier.whenBound()
    expect(await submit(2)).toEqual({ accepted: true, carrierMessageId: 'peer-1' })
    await expect.poll(() => receipts.map((receipt) => receipt.status)).toEqual(['delivered'])
    expect(events.at(-1)).toEqual({ type: 'bound' })
  })
})
