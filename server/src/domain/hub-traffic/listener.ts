import { createServer, type Socket } from 'node:net'
import type { CarrierAdapter } from '../../adapters/carrier/carrier'
import {
  decodeBind,
  decodeShortMessage,
  encodeDeliverSm,
  encodeIdBody,
  tlvOfString,
  tlvTags,
} from '../../adapters/carrier/smpp/bodies'
import { decodeGsm7 } from '../../adapters/carrier/smpp/gsm7'
import {
  commandIds,
  createPduReader,
  encodePdu,
  isResponse,
  type Pdu,
} from '../../adapters/carrier/smpp/pdu'
import { statuses } from '../../adapters/carrier/smpp/status'
import type { Database } from '../../db/connect'
import type { Clock } from '../clock'
import type { ConnectionManager } from '../smpp-connections/manager'
import { acceptHubMessage, type HubRefusal } from './accept'
import { type BoundEndpoint, bindEndpoint } from './bind'
import { createHubVendor, type HubOutcome } from './deliver'

/**
 * The status each refusal answers a submit_sm with. Client software (Kannel, jSMPP, node-smpp's
 * users, our own client in adapters/carrier/smpp/status.ts) retries ESME_RTHROTTLED, ESME_RMSGQFUL
 * and ESME_RSYSERR later and fails the message on the others. A client over its credit limit is
 * not helped by a retry seconds later (it needs a top-up), so it gets ESME_RSUBMITFAIL, a final
 * refusal, rather than ESME_RTHROTTLED, which would make its software resubmit in a loop; so do an
 * inactive company and a message no route takes. A number the hub cannot place, or cannot price,
 * is ESME_RINVDSTADR: the destination is what the hub cannot serve.
 */
export const refusalStatuses: Record<HubRefusal, number> = {
  unknownNumber: statuses.ESME_RINVDSTADR,
  noPrice: statuses.ESME_RINVDSTADR,
  noRoute: statuses.ESME_RSUBMITFAIL,
  inactive: statuses.ESME_RSUBMITFAIL,
  overLimit: statuses.ESME_RSUBMITFAIL,
}

const bindResponses = new Map<number, { resp: number; sends: boolean; receives: boolean }>([
  [
    commandIds.bindTransceiver,
    { resp: commandIds.bindTransceiverResp, sends: true, receives: true },
  ],
  [
    commandIds.bindTransmitter,
    { resp: commandIds.bindTransmitterResp, sends: true, receives: false },
  ],
  [commandIds.bindReceiver, { resp: commandIds.bindReceiverResp, sends: false, receives: true }],
])

/** The system_id the hub answers binds with. */
const hubSystemId = 'switchboard'

interface Session {
  socket: Socket
  endpoint: BoundEndpoint
  sends: boolean
  receives: boolean
}

/** The text of a message part: GSM 03.38 (0), ASCII (1), Latin-1 (3) or UCS-2 (8), header removed. */
function textOf(sm: ReturnType<typeof decodeShortMessage>): string {
  const octets = sm.tlvs.get(tlvTags.messagePayload) ?? sm.shortMessage
  const payload = sm.esmClass & 0x40 ? octets.subarray((octets[0] ?? 0) + 1) : octets
  if (sm.dataCoding === 8) return Buffer.from(payload).swap16().toString('utf16le')
  if (sm.dataCoding === 1 || sm.dataCoding === 3) return payload.toString('latin1')
  return decodeGsm7(payload)
}

const pad = (value: number) => String(value).padStart(2, '0')
/** YYMMDDhhmm, as receipts write their dates (UTC). */
const receiptDate = (at: Date) =>
  `${pad(at.getUTCFullYear() % 100)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
  `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`

/** The receipt a client is sent (deliver_sm, SMPP 3.4 Appendix B text and the TLVs). */
function receiptBody({ message, delivered }: HubOutcome) {
  const stat = delivered ? 'DELIVRD' : 'UNDELIV'
  const text =
    `id:${message.id} sub:001 dlvrd:${delivered ? '001' : '000'} ` +
    `submit date:${receiptDate(message.createdAt)} done date:${receiptDate(message.doneAt ?? new Date())} ` +
    `stat:${stat} err:${delivered ? '000' : '001'} text:`
  return encodeDeliverSm({
    sourceTon: 1,
    sourceNpi: 1,
    source: message.destination.replace(/^\+/, ''),
    destinationTon: 0,
    destinationNpi: 0,
    destination: message.source,
    esmClass: 0x04,
    dataCoding: 0,
    shortMessage: Buffer.from(text, 'latin1'),
    tlvs: new Map([
      [tlvTags.receiptedMessageId, tlvOfString(message.id)],
      // message_state: 2 DELIVERED, 5 UNDELIVERABLE.
      [tlvTags.messageState, Buffer.of(delivered ? 2 : 5)],
    ]),
  })
}

export interface HubSmppOptions {
  db: Database
  clock: Clock
  carrier: CarrierAdapter
  smppConnections: ConnectionManager
  port: number
  host: string
  onError?: (error: Error) => void
}

/**
 * The hub's SMPP listener (issue 18 item 6): client software binds (transceiver, transmitter or
 * receiver) with an endpoint's system_id and password, and submits; each submit is priced,
 * charged, routed (accept.ts) and answered with the hub's message id, then sent to the vendor
 * (deliver.ts), and its end comes back to the endpoint's bound receiving sessions as a receipt.
 * The endpoint's tps bounds its submits per second (ESME_RTHROTTLED beyond it).
 */
export async function startHubSmpp(options: HubSmppOptions) {
  const { db, clock } = options
  const onError = options.onError ?? ((error: Error) => console.error('Hub SMPP:', error))
  const sessions = new Map<Socket, Session>()
  const sockets = new Set<Socket>()
  /** Submits per endpoint in the current second. */
  const windows = new Map<string, { second: number; count: number }>()
  let sequence = 0

  const send = (socket: Socket, pdu: Pdu) => {
    if (!socket.destroyed) socket.write(encodePdu(pdu))
  }

  const vendor = createHubVendor({
    db,
    clock,
    carrier: options.carrier,
    smppConnections: options.smppConnections,
    onError,
    onOutcome(outcome) {
      if (!outcome.message.wantsReceipt) return
      for (const session of sessions.values()) {
        if (session.endpoint.id !== outcome.message.endpointId || !session.receives) continue
        sequence = sequence >= 0x7fffffff ? 1 : sequence + 1
        send(session.socket, {
          commandId: commandIds.deliverSm,
          status: statuses.ESME_ROK,
          sequence,
          body: receiptBody(outcome),
        })
        return
      }
    },
  })

  const throttled = (endpoint: BoundEndpoint) => {
    const second = Math.floor(clock().getTime() / 1000)
    const window = windows.get(endpoint.id)
    if (!window || window.second !== second) {
      windows.set(endpoint.id, { second, count: 1 })
      return false
    }
    window.count += 1
    return window.count > endpoint.tps
  }

  async function submit(socket: Socket, session: Session, pdu: Pdu) {
    const reply = (status: number, body = Buffer.alloc(0)) =>
      send(socket, { commandId: commandIds.submitSmResp, status, sequence: pdu.sequence, body })
    if (!session.sends) return reply(statuses.ESME_RINVBNDSTS)
    if (throttled(session.endpoint)) return reply(statuses.ESME_RTHROTTLED)
    const sm = decodeShortMessage(pdu.body)
    const text = textOf(sm)
    const answer = await acceptHubMessage(
      db,
      session.endpoint,
      {
        source: sm.source,
        destination: sm.destination,
        wantsReceipt: (sm.registeredDelivery & 1) === 1,
      },
      clock(),
    )
    if ('refused' in answer) return reply(refusalStatuses[answer.refused])
    reply(statuses.ESME_ROK, encodeIdBody(answer.message.id))
    vendor.send(answer.message, text)
  }

  async function bind(
    socket: Socket,
    pdu: Pdu,
    kind: { resp: number; sends: boolean; receives: boolean },
  ) {
    const reply = (status: number, body = Buffer.alloc(0)) =>
      send(socket, { commandId: kind.resp, status, sequence: pdu.sequence, body })
    if (sessions.has(socket)) return reply(statuses.ESME_RALYBND)
    const request = decodeBind(pdu.body)
    const endpoint = await bindEndpoint(db, {
      systemId: request.systemId,
      password: request.password,
      address: socket.remoteAddress ?? '',
    })
    if (!endpoint) return reply(statuses.ESME_RBINDFAIL)
    sessions.set(socket, { socket, endpoint, sends: kind.sends, receives: kind.receives })
    reply(statuses.ESME_ROK, encodeIdBody(hubSystemId))
  }

  async function handle(socket: Socket, pdu: Pdu) {
    if (isResponse(pdu.commandId)) return
    const reply = (commandId: number, status: number = statuses.ESME_ROK) =>
      send(socket, { commandId, status, sequence: pdu.sequence, body: Buffer.alloc(0) })
    const bindKind = bindResponses.get(pdu.commandId)
    if (bindKind) return bind(socket, pdu, bindKind)
    if (pdu.commandId === commandIds.enquireLink) return reply(commandIds.enquireLinkResp)
    if (pdu.commandId === commandIds.unbind) {
      sessions.delete(socket)
      reply(commandIds.unbindResp)
      return socket.end()
    }
    const session = sessions.get(socket)
    if (!session) return reply(commandIds.genericNack, statuses.ESME_RINVBNDSTS)
    if (pdu.commandId === commandIds.submitSm) return submit(socket, session, pdu)
    reply(commandIds.genericNack, statuses.ESME_RINVCMDID)
  }

  const server = createServer((socket) => {
    sockets.add(socket)
    const read = createPduReader()
    // One PDU after another per connection: a bind is checked before the submits behind it.
    let queue = Promise.resolve()
    socket.on('data', (chunk) => {
      let pdus: Pdu[]
      try {
        pdus = read(chunk)
      } catch {
        socket.destroy()
        return
      }
      for (const pdu of pdus)
        queue = queue
          .then(async () => {
            await handle(socket, pdu)
          })
          .catch((error: Error) => {
            onError(error)
            send(socket, {
              commandId:
                pdu.commandId === commandIds.submitSm
                  ? commandIds.submitSmResp
                  : commandIds.genericNack,
              status: statuses.ESME_RSYSERR,
              sequence: pdu.sequence,
              body: Buffer.alloc(0),
            })
          })
    })
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      sockets.delete(socket)
      sessions.delete(socket)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()

  return {
    /** The port it listens on (the one given, or the free one taken for port 0). */
    port: typeof address === 'object' && address ? address.port : options.port,
    /** Sessions bound now. */
    boundSessions: () => sessions.size,
    close: () =>
      new Promise<void>((resolve) => {
        vendor.close()
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

export type HubSmpp = Awaited<ReturnType<typeof startHubSmpp>>
