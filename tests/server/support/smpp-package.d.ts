/**
 * The parts of the `smpp` npm package (farhadi/node-smpp, MIT; no types of its own) the interop
 * test uses: its server, its sessions and PDUs, named as SMPP names them.
 */
declare module 'smpp' {
  import type { Server as NetServer } from 'node:net'

  export interface Pdu {
    command: string
    command_status: number
    sequence_number: number
    [field: string]: unknown
    response(fields?: Record<string, unknown>): Pdu
  }

  export interface Session {
    on(event: string, listener: (pdu: Pdu) => void): this
    send(pdu: Pdu, onResponse?: (pdu: Pdu) => void): boolean
    deliver_sm(fields: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    enquire_link(fields?: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    /** A client's calls (connect): each takes the PDU's fields and the response's callback. */
    bind_transceiver(fields: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    bind_transmitter(fields: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    bind_receiver(fields: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    submit_sm(fields: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    unbind(fields?: Record<string, unknown>, onResponse?: (pdu: Pdu) => void): boolean
    close(callback?: () => void): void
    destroy(callback?: () => void): void
  }

  export interface Server extends NetServer {}

  /** A client session to `smpp://host:port`; the listener runs once it is connected. */
  export function connect(url: string, listener?: () => void): Session

  export function createServer(listener: (session: Session) => void): Server

  export const ESME_ROK: number
  export const ESME_RBINDFAIL: number
  export const ESME_RSUBMITFAIL: number
  export const ESME_RTHROTTLED: number
}
