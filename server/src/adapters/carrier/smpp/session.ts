import { connect as connectTcp, type Socket } from 'node:net'
import { connect as connectTls } from 'node:tls'
import { encodeIdBody } from './bodies'
import {
  commandIds,
  createPduReader,
  encodePdu,
  isResponse,
  maxSequence,
  type Pdu,
  responseIdOf,
} from './pdu'
import { statuses } from './status'

/**
 * One SMPP connection: numbers requests, matches responses by sequence_number, keeps at most
 * `window` requests unanswered (more wait for a slot), times each out, answers the SMSC's own
 * requests (a deliver_sm or data_sm once its handler has settled: after the message is stored),
 * and checks an idle link with enquire_link. Binding, reconnecting and what the
 * messages mean are the carrier's (smpp-carrier.ts).
 */

export interface SessionOptions {
  host: string
  port: number
  tls: boolean
  window: number
  responseTimeoutMs: number
  /** Quiet time after which an enquire_link checks that the SMSC is still there. */
  enquireLinkMs: number
  /**
   * Handles a deliver_sm or a data_sm and resolves with the command_status to answer, once it
   * is safe to (the message is stored). A rejection answers ESME_RX_T_APPN: the SMSC offers the
   * PDU again later.
   */
  onDeliver: (pdu: Pdu) => Promise<number>
  /** The connection is gone: `error` null when this side closed it. */
  onClose: (error: Error | null) => void
}

export interface SmppSession {
  /** Resolves with the response (whatever its status, generic_nack included). */
  request(commandId: number, body?: Buffer): Promise<Pdu>
  /** unbind, then close; idempotent. */
  close(): Promise<void>
}

interface Pending {
  resolve: (pdu: Pdu) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

const commandNames = new Map<number, string>(
  Object.entries(commandIds).map(([name, id]) => [
    id,
    name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  ]),
)

/** Connects within the response timeout: an unanswered SYN must not hold up a stop for minutes. */
function connectSocket(options: SessionOptions): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const { host, port } = options
    const connected = () => {
      clearTimeout(timer)
      resolve(socket)
    }
    const socket = options.tls
      ? connectTls({ host, port, servername: host }, connected)
      : connectTcp({ host, port }, connected)
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`SMPP: no connection to ${host}:${port} in ${options.responseTimeoutMs} ms`))
    }, options.responseTimeoutMs)
    socket.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}

export async function openSession(options: SessionOptions): Promise<SmppSession> {
  const socket = await connectSocket(options)
  socket.setNoDelay(true)
  const read = createPduReader()
  const pending = new Map<number, Pending>()
  const waitingForSlot: (() => void)[] = []
  let slotsUsed = 0
  let sequence = 0
  let closed = false
  let closeReason: Error | null = null
  let idleTimer: NodeJS.Timeout | undefined
  const intentional = new Error('SMPP: the session was closed')

  const write = (pdu: Pdu) => {
    if (!closed) socket.write(encodePdu(pdu))
  }
  const respond = (to: Pdu, commandId: number, status: number, body = Buffer.alloc(0)) =>
    write({ commandId, status, sequence: to.sequence, body })
  const fail = (error: Error) => {
    closeReason ??= error
    socket.destroy()
  }

  const takeSlot = () =>
    new Promise<void>((resolve, reject) => {
      if (closed) reject(closeReason ?? new Error('SMPP: the session is closed'))
      else if (slotsUsed < options.window) {
        slotsUsed += 1
        resolve()
      } else
        waitingForSlot.push(() => {
          if (closed) reject(closeReason ?? new Error('SMPP: the session is closed'))
          else resolve()
        })
    })
  const releaseSlot = () => {
    const next = waitingForSlot.shift()
    if (next) next()
    else slotsUsed -= 1
  }

  const request = async (commandId: number, body = Buffer.alloc(0)): Promise<Pdu> => {
    await takeSlot()
    sequence = sequence >= maxSequence ? 1 : sequence + 1
    const pdu = { commandId, status: 0, sequence, body }
    return new Promise<Pdu>((resolve, reject) => {
      const settle = () => {
        clearTimeout(entry.timer)
        pending.delete(pdu.sequence)
        releaseSlot()
      }
      const entry: Pending = {
        resolve: (response) => {
          settle()
          resolve(response)
        },
        reject: (error) => {
          settle()
          reject(error)
        },
        timer: setTimeout(() => {
          const name = commandNames.get(commandId) ?? commandId.toString(16)
          entry.reject(new Error(`SMPP: no answer to ${name} in ${options.responseTimeoutMs} ms`))
        }, options.responseTimeoutMs),
      }
      pending.set(pdu.sequence, entry)
      write(pdu)
    })
  }

  const checkLink = () => {
    request(commandIds.enquireLink).then(
      (response) => {
        if (response.commandId !== commandIds.enquireLinkResp)
          fail(new Error('SMPP: the SMSC refused enquire_link'))
      },
      (error: Error) => fail(error),
    )
  }
  const touch = () => {
    clearTimeout(idleTimer)
    if (!closed) idleTimer = setTimeout(checkLink, options.enquireLinkMs)
  }

  const answer = (pdu: Pdu) => {
    switch (pdu.commandId) {
      case commandIds.enquireLink:
        return respond(pdu, commandIds.enquireLinkResp, statuses.ESME_ROK)
      case commandIds.deliverSm:
      case commandIds.dataSm: {
        const name = pdu.commandId === commandIds.dataSm ? 'data_sm' : 'deliver_sm'
        const answerWith = (status: number) =>
          respond(pdu, responseIdOf(pdu.commandId), status, encodeIdBody(''))
        options.onDeliver(pdu).then(answerWith, (error: Error) => {
          console.error(`SMPP: a ${name} was not taken, to be offered again: ${error.message}`)
          answerWith(statuses.ESME_RX_T_APPN)
        })
        return
      }
      case commandIds.unbind:
        respond(pdu, commandIds.unbindResp, statuses.ESME_ROK)
        closeReason ??= new Error('SMPP: the SMSC unbound the session')
        socket.end()
        return
      default:
        return respond(pdu, commandIds.genericNack, statuses.ESME_RINVCMDID)
    }
  }

  socket.on('data', (chunk: Buffer) => {
    touch()
    let pdus: Pdu[]
    try {
      pdus = read(chunk)
    } catch (error) {
      return fail(error as Error)
    }
    for (const pdu of pdus) {
      if (isResponse(pdu.commandId)) pending.get(pdu.sequence)?.resolve(pdu)
      else answer(pdu)
    }
  })
  socket.on('error', (error) => {
    closeReason ??= new Error(`SMPP: ${error.message}`)
  })
  socket.on('close', () => {
    closed = true
    clearTimeout(idleTimer)
    const reason = closeReason ?? new Error('SMPP: the SMSC closed the connection')
    for (const entry of pending.values()) entry.reject(reason)
    for (const next of waitingForSlot.splice(0)) next()
    options.onClose(closeReason === intentional ? null : reason)
  })
  touch()

  return {
    request,
    close: async () => {
      if (closed) return
      // The SMSC may close as soon as it has answered the unbind: that close is ours too.
      closeReason ??= intentional
      await request(commandIds.unbind).catch(() => undefined)
      if (closed) return
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.end()
        setTimeout(() => socket.destroy(), options.responseTimeoutMs).unref()
      })
    },
  }
}
