import { createServer, type Socket } from 'node:net'
import {
  decodeBind,
  decodeShortMessage,
  encodeDataSm,
  encodeDeliverSm,
  encodeIdBody,
  type Tlvs,
  tlvOfString,
  tlvTags,
} from '../../../server/src/adapters/carrier/smpp/bodies'
import { decodeGsm7 } from '../../../server/src/adapters/carrier/smpp/gsm7'
import {
  commandIds,
  createPduReader,
  encodePdu,
  isResponse,
  type Pdu,
} from '../../../server/src/adapters/carrier/smpp/pdu'
import { statuses } from '../../../server/src/adapters/carrier/smpp/status'

/** A final state of the receipt text (SMPP 3.4 Appendix B). */
export type ReceiptState = 'DELIVRD' | 'UNDELIV' | 'EXPIRED' | 'REJECTD'

export interface FakeSmscOptions {
  systemId: string
  password: string
  /** Receipts follow each accepted part after this long. */
  receiptDelayMs?: number
  /** The outcome of a message to this number (DELIVRD when not given). */
  outcomeOf?: (destination: string) => ReceiptState
  /** Also put receipted_message_id and message_state in receipts, besides the text. */
  receiptTlvs?: boolean
}

/** A message from a handset as the SMSC hands it to the client. */
export interface MobileOriginated {
  /** deliver_sm (short_message, or message_payload in `tlvs`) or data_sm (message_payload). */
  command?: 'deliver_sm' | 'data_sm'
  /** E.164 digits without the plus (sent as TON 1), or as `sourceTon` says. */
  source: string
  /** source_addr_ton: 1 (international) unless given. */
  sourceTon?: number
  destination: string
  dataCoding: number
  /** 0x40 when `octets` starts with a user data header. */
  esmClass?: number
  octets: Buffer
  tlvs?: Tlvs
}

export interface ReceivedSubmit {
  messageId: string
  source: string
  sourceTon: number
  destination: string
  dataCoding: number
  esmClass: number
  registeredDelivery: number
  /** The decoded text of this part (user data header removed). */
  text: string
  /** The concatenation header of a part of a long message. */
  concat?: { reference: number; total: number; index: number }
}

const states: Record<ReceiptState, number> = { DELIVRD: 2, EXPIRED: 3, UNDELIV: 5, REJECTD: 8 }

/**
 * An SMSC over node:net for the SMPP client's tests: binds transceivers (checking credentials),
 * answers submit_sm with ids, sends a receipt per part after a delay, answers enquire_link, and
 * on demand refuses submits (ESME_RTHROTTLED), drops every connection or asks enquire_link.
 */
export async function startFakeSmsc(options: FakeSmscOptions) {
  const submits: ReceivedSubmit[] = []
  const binds: { systemId: string; password: string; systemType: string; accepted: boolean }[] = []
  const received = { enquireLinks: 0, unbinds: 0, receiptAnswers: 0 }
  const sockets = new Set<Socket>()
  const boundSockets = new Set<Socket>()
  const awaiting = new Map<number, (pdu: Pdu) => void>()
  const refusals: number[] = []
  let held: (() => void)[] | null = null
  let answersEnquireLink = true
  let nextId = 0x1000
  let sequence = 0

  const send = (socket: Socket, pdu: Pdu) => {
    if (!socket.destroyed) socket.write(encodePdu(pdu))
  }
  const ask = (socket: Socket, commandId: number, body = Buffer.alloc(0)) =>
    new Promise<Pdu>((resolve) => {
      sequence += 1
      awaiting.set(sequence, resolve)
      send(socket, { commandId, status: 0, sequence, body })
    })

  const receiptFor = (submit: ReceivedSubmit) => {
    const state = options.outcomeOf?.(submit.destination) ?? 'DELIVRD'
    const delivered = state === 'DELIVRD' ? '001' : '000'
    const error = state === 'DELIVRD' ? '000' : '034'
    const text =
      `id:${submit.messageId} sub:001 dlvrd:${delivered} submit date:2611231845 ` +
      `done date:2611231846 stat:${state} err:${error} text:${submit.text.slice(0, 20)}`
    return encodeDeliverSm({
      sourceTon: 1,
      sourceNpi: 1,
      source: submit.destination,
      destinationTon: submit.sourceTon,
      destinationNpi: 0,
      destination: submit.source,
      esmClass: 0x04,
      dataCoding: 0,
      shortMessage: Buffer.from(text, 'latin1'),
      tlvs: options.receiptTlvs
        ? new Map([
            [tlvTags.receiptedMessageId, tlvOfString(submit.messageId)],
            [tlvTags.messageState, Buffer.of(states[state])],
          ])
        : new Map(),
    })
  }

  const acceptSubmit = (socket: Socket, pdu: Pdu) => {
    if (held) return held.push(() => acceptSubmit(socket, pdu))
    const refusal = refusals.shift()
    if (refusal !== undefined)
      return send(socket, {
        ...pdu,
        commandId: commandIds.submitSmResp,
        status: refusal,
        body: Buffer.alloc(0),
      })
    const sm = decodeShortMessage(pdu.body)
    const hasHeader = (sm.esmClass & 0x40) !== 0
    const header = hasHeader ? sm.shortMessage.subarray(0, (sm.shortMessage[0] ?? 0) + 1) : null
    const payload = header ? sm.shortMessage.subarray(header.length) : sm.shortMessage
    const submit: ReceivedSubmit = {
      messageId: (nextId++).toString(16),
      source: sm.source,
      sourceTon: sm.sourceTon,
      destination: sm.destination,
      dataCoding: sm.dataCoding,
      esmClass: sm.esmClass,
      registeredDelivery: sm.registeredDelivery,
      text:
        sm.dataCoding === 8
          ? Buffer.from(payload).swap16().toString('utf16le')
          : decodeGsm7(payload),
      ...(header
        ? { concat: { reference: header[3] ?? 0, total: header[4] ?? 0, index: header[5] ?? 0 } }
        : {}),
    }
    submits.push(submit)
    send(socket, {
      ...pdu,
      commandId: commandIds.submitSmResp,
      body: encodeIdBody(submit.messageId),
    })
    if (sm.registeredDelivery & 1)
      setTimeout(() => {
        if (!boundSockets.has(socket)) return
        void ask(socket, commandIds.deliverSm, receiptFor(submit)).then(() => {
          received.receiptAnswers += 1
        })
      }, options.receiptDelayMs ?? 5)
  }

  const handle = (socket: Socket, pdu: Pdu) => {
    if (isResponse(pdu.commandId)) {
      awaiting.get(pdu.sequence)?.(pdu)
      awaiting.delete(pdu.sequence)
      return
    }
    const reply = (commandId: number, status: number = statuses.ESME_ROK, body = Buffer.alloc(0)) =>
      send(socket, { commandId, status, sequence: pdu.sequence, body })
    if (pdu.commandId === commandIds.bindTransceiver) {
      const bind = decodeBind(pdu.body)
      const accepted = bind.systemId === options.systemId && bind.password === options.password
      binds.push({ ...bind, accepted })
      if (accepted) boundSockets.add(socket)
      return reply(
        commandIds.bindTransceiverResp,
        accepted ? statuses.ESME_ROK : statuses.ESME_RINVPASWD,
        accepted ? encodeIdBody('fake-smsc') : Buffer.alloc(0),
      )
    }
    if (!boundSockets.has(socket) && pdu.commandId !== commandIds.unbind)
      return reply(commandIds.genericNack, statuses.ESME_RINVBNDSTS)
    if (pdu.commandId === commandIds.submitSm) return acceptSubmit(socket, pdu)
    if (pdu.commandId === commandIds.enquireLink) {
      received.enquireLinks += 1
      return answersEnquireLink ? reply(commandIds.enquireLinkResp) : undefined
    }
    if (pdu.commandId === commandIds.unbind) {
      received.unbinds += 1
      boundSockets.delete(socket)
      reply(commandIds.unbindResp)
      return socket.end()
    }
    reply(commandIds.genericNack, statuses.ESME_RINVCMDID)
  }

  const server = createServer((socket) => {
    sockets.add(socket)
    const read = createPduReader()
    socket.on('data', (chunk) => {
      for (const pdu of read(chunk)) handle(socket, pdu)
    })
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      sockets.delete(socket)
      boundSockets.delete(socket)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    port,
    url: (credentials = `${options.systemId}:${options.password}`) =>
      `smpp://${credentials}@127.0.0.1:${port}?system_type=test`,
    submits,
    binds,
    received,
    boundConnections: () => boundSockets.size,
    /** The next `count` submit_sm are answered with `status` instead of an id. */
    refuseSubmits(count: number, status: number = statuses.ESME_RTHROTTLED) {
      refusals.push(...Array.from({ length: count }, () => status))
    },
    /** Keeps submit_sm unanswered until `release`. */
    hold() {
      held ??= []
    },
    heldSubmits: () => held?.length ?? 0,
    release() {
      const waiting = held ?? []
      held = null
      for (const answer of waiting) answer()
    },
    /** Leaves enquire_link unanswered (a link that went dead without closing) or answers again. */
    answerEnquireLink(answer: boolean) {
      answersEnquireLink = answer
    },
    /** Cuts every connection, as a network failure would. */
    dropConnections() {
      for (const socket of sockets) socket.destroy()
    },
    /** Sends a message from a handset to every bound client; resolves with their answers. */
    mobileOriginated(message: MobileOriginated) {
      const fields = {
        sourceTon: message.sourceTon ?? 1,
        source: message.source,
        destinationTon: /^\d+$/.test(message.destination) ? 1 : 5,
        destination: message.destination,
        esmClass: message.esmClass ?? 0,
        dataCoding: message.dataCoding,
      }
      const body =
        message.command === 'data_sm'
          ? encodeDataSm({
              ...fields,
              shortMessage: Buffer.alloc(0),
              tlvs: new Map([...(message.tlvs ?? []), [tlvTags.messagePayload, message.octets]]),
            })
          : encodeDeliverSm({
              ...fields,
              sourceNpi: 1,
              destinationNpi: fields.destinationTon === 1 ? 1 : 0,
              shortMessage: message.octets,
              tlvs: message.tlvs ?? new Map(),
            })
      const command = message.command === 'data_sm' ? commandIds.dataSm : commandIds.deliverSm
      return Promise.all([...boundSockets].map((socket) => ask(socket, command, body)))
    },
    /** Sends enquire_link to every bound client; resolves with their answers. */
    enquireLink: () =>
      Promise.all([...boundSockets].map((socket) => ask(socket, commandIds.enquireLink))),
    /** Waits (up to 5 s) until `check` holds. */
    async until(check: () => boolean) {
      for (let tries = 0; tries < 500 && !check(); tries++)
        await new Promise((resolve) => setTimeout(resolve, 10))
      if (!check()) throw new Error('fake SMSC: the expected state never came')
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

export type FakeSmsc = Awaited<ReturnType<typeof startFakeSmsc>>
