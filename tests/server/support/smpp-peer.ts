import type { AddressInfo } from 'node:net'
import * as smpp from 'smpp'

/**
 * A vendor's SMSC no one here wrote: the server of the `smpp` npm package (farhadi/node-smpp,
 * MIT). `binds: 'split'` takes a transmitter and a receiver and refuses a transceiver, as the
 * vendors that want them apart do: submit_sm only on a transmitter, receipts (deliver_sm in the
 * text form of SMPP 3.4 Appendix B) only on a receiver, kept while none is bound and sent once
 * one binds again. `binds: 'transceiver'` takes one session both ways.
 */

/** ESME_RINVBNDSTS (SMPP 3.4 §5.1.3): the command is not allowed on this session's bind. */
const esmeInvalidBindStatus = 0x04

export type PeerBind = 'bind_transceiver' | 'bind_transmitter' | 'bind_receiver'

export interface PeerOptions {
  systemId: string
  password: string
  binds: 'transceiver' | 'split'
  /** The message id it answers for its n-th accepted submit (from 1). */
  idOf?: (n: number) => string
  /** The receipt's stat: DELIVRD unless given. */
  statOf?: (pdu: smpp.Pdu) => 'DELIVRD' | 'UNDELIV'
}

export interface SmppPeer {
  port: number
  sessions: smpp.Session[]
  /** Binds taken, by command. */
  bound: Record<PeerBind, number>
  refusedBinds: number
  /** submit_sm taken, and the session each came on. */
  submits: { pdu: smpp.Pdu; on: PeerBind }[]
  /** submit_sm sent on a session that may not submit (a receiver): refused. */
  submitsOnWrongSession: number
  /** The client's answers to the receipts, and the kind of session each went on. */
  receiptAnswers: { status: number; on: PeerBind }[]
  enquireLinksFromClient: number
  unbinds: number
  /** The sessions bound now as `bind`. */
  boundAs(bind: PeerBind): smpp.Session[]
  stop(): Promise<void>
}

const mayBind = { transceiver: ['bind_transceiver'], split: ['bind_transmitter', 'bind_receiver'] }

export async function startSmppPeer(options: PeerOptions): Promise<SmppPeer> {
  const idOf = options.idOf ?? ((n: number) => `peer-${n}`)
  const roleOf = new Map<smpp.Session, PeerBind>()
  const waitingReceipts: smpp.Pdu[] = []
  const peer = {
    sessions: [] as smpp.Session[],
    bound: { bind_transceiver: 0, bind_transmitter: 0, bind_receiver: 0 },
    refusedBinds: 0,
    submits: [] as SmppPeer['submits'],
    submitsOnWrongSession: 0,
    receiptAnswers: [] as SmppPeer['receiptAnswers'],
    enquireLinksFromClient: 0,
    unbinds: 0,
    boundAs: (bind: PeerBind) =>
      [...roleOf].flatMap(([session, role]) => (role === bind ? [session] : [])),
  }
  const receiver = () =>
    peer.boundAs(options.binds === 'split' ? 'bind_receiver' : 'bind_transceiver').at(-1)

  /** Sends the receipts kept, on the receiver bound now; kept again when there is none. */
  const sendReceipts = () => {
    const to = receiver()
    const role = to && roleOf.get(to)
    if (!to || !role) return
    for (const submit of waitingReceipts.splice(0)) {
      const messageId = String(submit.message_id)
      const stat = options.statOf?.(submit) ?? 'DELIVRD'
      to.deliver_sm(
        {
          source_addr: submit.destination_addr,
          destination_addr: submit.source_addr,
          esm_class: 0x04,
          short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611290600 done date:2611290600 stat:${stat} err:000 text:`,
        },
        (response) => peer.receiptAnswers.push({ status: response.command_status, on: role }),
      )
    }
  }

  const server = smpp.createServer((session) => {
    peer.sessions.push(session)
    session.on('error', () => undefined)
    session.on('close', () => roleOf.delete(session))
    for (const bind of ['bind_transceiver', 'bind_transmitter', 'bind_receiver'] as const)
      session.on(bind, (pdu) => {
        const ok =
          mayBind[options.binds].includes(bind) &&
          pdu.system_id === options.systemId &&
          pdu.password === options.password
        if (!ok) {
          peer.refusedBinds += 1
          session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }))
          return
        }
        peer.bound[bind] += 1
        roleOf.set(session, bind)
        session.send(pdu.response())
        setImmediate(sendReceipts)
      })
    session.on('submit_sm', (pdu) => {
      const on = roleOf.get(session)
      if (on !== 'bind_transmitter' && on !== 'bind_transceiver') {
        peer.submitsOnWrongSession += 1
        session.send(pdu.response({ command_status: esmeInvalidBindStatus }))
        return
      }
      peer.submits.push({ pdu, on })
      const messageId = idOf(peer.submits.length)
      session.send(pdu.response({ message_id: messageId }))
      waitingReceipts.push(Object.assign(pdu, { message_id: messageId }))
      setImmediate(sendReceipts)
    })
    session.on('enquire_link', (pdu) => {
      peer.enquireLinksFromClient += 1
      session.send(pdu.response())
    })
    session.on('unbind', (pdu) => {
      peer.unbinds += 1
      roleOf.delete(session)
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
