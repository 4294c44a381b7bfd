import { createHash } from 'node:crypto'
import type { Clock } from '../../../domain/clock'
import type {
  CarrierAdapter,
  CarrierSubmit,
  DeliveryReceipt,
  InboundListener,
  InboundSms,
  SubmitOutcome,
} from '../carrier'
import {
  type DeliveredBody,
  decodeDataSm,
  decodeIdBody,
  decodeShortMessage,
  encodeBind,
  encodeShortMessage,
  interfaceVersion,
} from './bodies'
import type { SmppConnection } from './connection-url'
import { decodeInbound, inboundPartOf } from './inbound'
import { createPacer } from './pace'
import { commandIds, type Pdu } from './pdu'
import { isFromHandset, receiptOf } from './receipt'
import { toShortMessages } from './segments'
import { openSession, type SmppSession } from './session'
import { describeStatus, isTransient, statuses } from './status'

/**
 * The carrier over SMPP 3.4: one transceiver session (submits out, receipts in), or, with
 * `bindMode: 'transmitter_receiver'`, two sessions: a transmitter for submit_sm and a receiver
 * for deliver_sm (receipts and messages from handsets), for SMSCs that refuse transceivers. Each
 * session is bound at start and bound again with its own doubling wait after its link drops or
 * its bind is refused; the other goes on meanwhile (receipts of what the transmitter sent while
 * the receiver was down come once it is back: the SMSC keeps them). The window and the TPS limit
 * are the submitting session's. A submit while that session is unbound throws, so the engine
 * keeps the message and tries later.
 *
 * Idempotency: SMPP has no submit key, so the client remembers, for the life of the process,
 * which submit keys it has sent (the last `rememberedSubmits`) and answers a repeat with the
 * first message id, without sending again. A crash, a connection lost or a response timed out
 * between the SMSC taking a message and its submit_sm_resp, can still send it twice on SMPP;
 * the engine's claims and leases keep that to the messages in flight at that moment.
 *
 * A long message goes as several submit_sm (segments.ts); its carrier id is its first part's,
 * and it counts as delivered when every part is, failed as soon as one part fails.
 *
 * Messages from handsets (deliver_sm or data_sm that is not a receipt) are read as text
 * (inbound.ts) and handed to `onInbound`, each part of a long message on its own (the store
 * keeps the parts and joins them: domain/inbound-sms/parts.ts). A message or a part is
 * acknowledged only after the listener has stored it; a store that fails answers
 * ESME_RX_T_APPN, so the SMSC offers it again. SMPP gives a mobile-originated message no id, so
 * its id is made from what it says (from, to, text; a long message's from its parts' from, to,
 * reference and count) and the `redeliveryWindowMs` it arrived in: offered again after this
 * side died between storing and answering, within one to two windows, it is the same message
 * and stored once (the same words from the same handset inside that time are taken for one).
 * A part in a coding that is not text is refused (ESME_RX_R_APPN) so the SMSC does not offer
 * it again. `routeId` is ignored: the connection is the route. With `tps`, submit_sm go out no
 * faster than the vendor allows (pace.ts); the window still bounds those unanswered.
 */

export interface SmppCarrierOptions {
  clock: Clock
  /** The wait before binding again: `min`, doubling up to `max`. */
  reconnectMs?: { min: number; max: number }
  responseTimeoutMs?: number
  enquireLinkMs?: number
  rememberedSubmits?: number
  /** A message offered again within one to two of these is the one stored before. */
  redeliveryWindowMs?: number
  /** The vendor's rate limit: submit_sm (each part counts) per second; none when unset. */
  tps?: number
  /** Where the link's ups and downs are told; the server's log by default. */
  onEvent?: (event: SmppEvent) => void
}

/** Which session an event is about: only told in transmitter + receiver mode. */
export type SmppSessionRole = 'transmitter' | 'receiver'

export type SmppEvent = (
  | { type: 'bound' }
  | { type: 'bindRefused'; error: string }
  | { type: 'disconnected'; error: string; retryInMs: number }
) & { session?: SmppSessionRole }

export interface SmppCarrier extends CarrierAdapter {
  /** Whether the session that submits is bound. */
  isBound(): boolean
  /** Resolves when every session is (next) bound. */
  whenBound(): Promise<void>
}

type BindRole = 'transceiver' | SmppSessionRole

const binds: Record<BindRole, { request: number; response: number; name: string }> = {
  transceiver: {
    request: commandIds.bindTransceiver,
    response: commandIds.bindTransceiverResp,
    name: 'bind_transceiver',
  },
  transmitter: {
    request: commandIds.bindTransmitter,
    response: commandIds.bindTransmitterResp,
    name: 'bind_transmitter',
  },
  receiver: {
    request: commandIds.bindReceiver,
    response: commandIds.bindReceiverResp,
    name: 'bind_receiver',
  },
}

/** One session of the connection and its own binding again. */
interface Link {
  role: BindRole
  bound: SmppSession | null
  waiters: (() => void)[]
  failures: number
  retryTimer: NodeJS.Timeout | undefined
  /** The bind under way, which close() lets finish (and then closes). */
  attempt: Promise<void>
}

const defaults = {
  reconnectMs: { min: 1_000, max: 60_000 },
  responseTimeoutMs: 10_000,
  enquireLinkMs: 30_000,
  rememberedSubmits: 100_000,
  redeliveryWindowMs: 15 * 60_000,
}

/** Alphanumeric sender ids and E.164 numbers (TON 5 / NPI 0, TON 1 / NPI 1). */
const addressOf = (value: string) =>
  /^\+?\d+$/.test(value)
    ? { ton: 1, npi: 1, address: value.replace(/^\+/, '') }
    : { ton: 5, npi: 0, address: value }

interface Progress {
  /** The concatenation reference, kept so a resumed long message still joins up. */
  reference: number
  partIds: string[]
  /** A long message's parts, whose receipts make one. */
  group?: PartGroup
  outcome?: SubmitOutcome
}

interface PartGroup {
  carrierMessageId: string
  waiting: number
  settled: boolean
}

/** The id of a message from a handset saying `what` in the redelivery window `window` (see above). */
function mobileOriginatedId(what: string, window: number) {
  const hash = createHash('sha256').update(what).digest('hex').slice(0, 24)
  return `smpp-mo-${hash}-${window}`
}

/** A Map that forgets its oldest entries past `limit`. */
function boundedMap<V>(limit: number) {
  const map = new Map<string, V>()
  return {
    get: (key: string) => map.get(key),
    delete: (key: string) => map.delete(key),
    set(key: string, value: V) {
      map.set(key, value)
      if (map.size > limit) map.delete(map.keys().next().value as string)
    },
  }
}

function logEvent(connection: SmppConnection) {
  const where = `${connection.host}:${connection.port}`
  return (event: SmppEvent) => {
    if (event.type === 'bound') console.info(`SMPP: bound to ${where} as ${connection.systemId}`)
    else if (event.type === 'bindRefused') console.error(`SMPP: ${where}: ${event.error}`)
    else console.error(`SMPP: ${where}: ${event.error}; binding again in ${event.retryInMs} ms`)
  }
}

export function createSmppCarrier(
  connection: SmppConnection,
  options: SmppCarrierOptions,
): SmppCarrier {
  const settings = { ...defaults, ...options }
  const report = options.onEvent ?? logEvent(connection)
  const listeners = new Set<(receipt: DeliveryReceipt) => void>()
  const inboundListeners = new Set<InboundListener>()
  const remembered = boundedMap<Progress>(settings.rememberedSubmits)
  const groups = boundedMap<PartGroup>(settings.rememberedSubmits)
  const inFlight = new Map<string, Promise<SubmitOutcome>>()
  const roles: BindRole[] =
    connection.bindMode === 'transmitter_receiver' ? ['transmitter', 'receiver'] : ['transceiver']
  const links = roles.map(
    (role): Link => ({
      role,
      bound: null,
      waiters: [],
      failures: 0,
      retryTimer: undefined,
      attempt: Promise.resolve(),
    }),
  )
  const submitter = links[0] as Link
  let stopping = false
  let reference = 0
  const pacer = settings.tps ? createPacer(settings.tps) : null
  const peer = `${connection.systemId}@${connection.host}:${connection.port}`

  const emit = (receipt: Omit<DeliveryReceipt, 'at'>) => {
    for (const listener of listeners) listener({ ...receipt, at: settings.clock() })
  }

  /** A message from a handset, or one part of a long one, as the listeners store it. */
  const inboundOf = (sm: DeliveredBody): InboundSms => {
    const part = inboundPartOf(sm)
    // Read even a part alone, so a coding that is not text is refused at its first part.
    const text = decodeInbound(part.dataCoding, part.octets)
    const { source, destination, concat } = part
    // Two vendors' SMSCs pick their references apart, so a set is one connection's alone.
    const setKey =
      concat && JSON.stringify([peer, source, destination, concat.reference, concat.total])
    const at = settings.clock()
    const window = Math.floor(at.getTime() / settings.redeliveryWindowMs)
    const what = setKey ?? `${source}\u0000${destination}\u0000${text}`
    return {
      carrierMessageId: mobileOriginatedId(what, window),
      redeliveryOf: [mobileOriginatedId(what, window - 1)],
      from: source,
      fromNumbering: part.sourceNumbering,
      to: destination,
      text,
      at,
      ...(setKey && concat
        ? {
            part: {
              setKey,
              index: concat.index,
              total: concat.total,
              dataCoding: part.dataCoding,
              octets: part.octets,
            },
          }
        : {}),
    }
  }

  /** A message from a handset: answered once stored; refused for good when it is not text. */
  const takeFromHandset = async (sm: DeliveredBody) => {
    let message: InboundSms
    try {
      message = inboundOf(sm)
    } catch (error) {
      console.error((error as Error).message)
      return statuses.ESME_RX_R_APPN
    }
    await Promise.all([...inboundListeners].map((listener) => listener(message)))
    return statuses.ESME_ROK
  }

  const onDeliver = async (pdu: Pdu): Promise<number> => {
    let sm: DeliveredBody
    let receipt: ReturnType<typeof receiptOf>
    try {
      sm =
        pdu.commandId === commandIds.dataSm ? decodeDataSm(pdu.body) : decodeShortMessage(pdu.body)
      receipt = receiptOf(sm)
    } catch (error) {
      console.error(`SMPP: a PDU from the SMSC could not be read: ${(error as Error).message}`)
      return statuses.ESME_RX_P_APPN
    }
    if (!receipt) return isFromHandset(sm) ? takeFromHandset(sm) : statuses.ESME_ROK
    if (!receipt.status) return statuses.ESME_ROK
    const group = groups.get(receipt.messageId)
    if (!group) {
      emit({ carrierMessageId: receipt.messageId, status: receipt.status, error: receipt.error })
      return statuses.ESME_ROK
    }
    groups.delete(receipt.messageId)
    if (group.settled) return statuses.ESME_ROK
    group.waiting -= 1
    if (receipt.status === 'failed' || group.waiting === 0) {
      group.settled = true
      emit({
        carrierMessageId: group.carrierMessageId,
        status: receipt.status,
        error: receipt.error,
      })
    }
    return statuses.ESME_ROK
  }

  const tell = (link: Link, event: SmppEvent) =>
    report(link.role === 'transceiver' ? event : { ...event, session: link.role })

  const retryLater = (link: Link) => {
    const wait = Math.min(settings.reconnectMs.max, settings.reconnectMs.min * 2 ** link.failures)
    link.failures += 1
    link.retryTimer = setTimeout(() => {
      link.attempt = bind(link)
    }, wait)
    return wait
  }

  async function bind(link: Link) {
    link.retryTimer = undefined
    if (stopping) return
    const command = binds[link.role]
    let session: SmppSession | null = null
    try {
      session = await openSession({
        ...connection,
        // A receiver sends nothing but enquire_link and unbind: the window is the submitter's.
        responseTimeoutMs: settings.responseTimeoutMs,
        enquireLinkMs: settings.enquireLinkMs,
        onDeliver,
        onClose: (error) => {
          if (link.bound !== session || !session) return
          link.bound = null
          if (!stopping && error)
            tell(link, { type: 'disconnected', error: error.message, retryInMs: retryLater(link) })
        },
      })
      const response = await session.request(
        command.request,
        encodeBind({
          systemId: connection.systemId,
          password: connection.password,
          systemType: connection.systemType,
          interfaceVersion,
          addrTon: 0,
          addrNpi: 0,
          addressRange: '',
        }),
      )
      if (response.commandId !== command.response || response.status !== 0) {
        tell(link, {
          type: 'bindRefused',
          error: `${command.name} refused: ${describeStatus(response.status)}`,
        })
        await session.close()
        if (!stopping) retryLater(link)
        return
      }
      if (stopping) return await session.close()
      link.bound = session
      link.failures = 0
      tell(link, { type: 'bound' })
      for (const resolve of link.waiters) resolve()
      link.waiters = []
    } catch (error) {
      await session?.close()
      if (!stopping)
        tell(link, {
          type: 'disconnected',
          error: (error as Error).message,
          retryInMs: retryLater(link),
        })
    }
  }

  async function send(message: CarrierSubmit, session: SmppSession): Promise<SubmitOutcome> {
    let progress = remembered.get(message.submitKey)
    if (!progress) {
      reference = (reference + 1) & 0xff
      progress = { reference, partIds: [] }
      remembered.set(message.submitKey, progress)
    }
    const { dataCoding, esmClass, parts } = toShortMessages(message.body, progress.reference)
    const source = addressOf(message.from)
    const destination = addressOf(message.to)
    for (let index = progress.partIds.length; index < parts.length; index++) {
      await pacer?.take()
      const response = await session.request(
        commandIds.submitSm,
        encodeShortMessage({
          serviceType: '',
          sourceTon: source.ton,
          sourceNpi: source.npi,
          source: source.address,
          destinationTon: destination.ton,
          destinationNpi: destination.npi,
          destination: destination.address,
          esmClass,
          protocolId: 0,
          priority: 0,
          scheduleDeliveryTime: '',
          validityPeriod: '',
          registeredDelivery: 1,
          replaceIfPresent: 0,
          dataCoding,
          defaultMessageId: 0,
          shortMessage: parts[index] as Buffer,
          tlvs: new Map(),
        }),
      )
      // A generic_nack carries its reason; anything else in its place is the SMSC's fault.
      const status =
        response.commandId === commandIds.submitSmResp
          ? response.status
          : response.status || statuses.ESME_RSYSERR
      if (status !== statuses.ESME_ROK && isTransient(status))
        throw new Error(`SMPP: submit_sm refused for now: ${describeStatus(status)}`)
      if (status !== statuses.ESME_ROK) {
        progress.outcome = {
          accepted: false,
          error: `SMPP: submit_sm refused: ${describeStatus(status)}`,
        }
        return progress.outcome
      }
      const partId = decodeIdBody(response.body)
      progress.partIds.push(partId)
      // Every part's receipt counts, even one that arrives before the last part is sent.
      if (parts.length > 1) {
        progress.group ??= { carrierMessageId: partId, waiting: parts.length, settled: false }
        groups.set(partId, progress.group)
      }
    }
    progress.outcome = { accepted: true, carrierMessageId: progress.partIds[0] as string }
    return progress.outcome
  }

  for (const link of links) link.attempt = bind(link)

  return {
    isBound: () => submitter.bound !== null,
    whenBound: async () => {
      for (const link of links)
        if (!link.bound) await new Promise<void>((resolve) => link.waiters.push(resolve))
    },
    submit: (message) => {
      const known = remembered.get(message.submitKey)?.outcome
      if (known) return Promise.resolve(known)
      const running = inFlight.get(message.submitKey)
      if (running) return running
      const session = submitter.bound
      if (!session || stopping)
        return Promise.reject(
          new Error(`SMPP: not bound to ${connection.host}:${connection.port}; try again later`),
        )
      const sending = send(message, session).finally(() => inFlight.delete(message.submitKey))
      inFlight.set(message.submitKey, sending)
      return sending
    },
    onReceipt: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onInbound: (listener) => {
      inboundListeners.add(listener)
      return () => inboundListeners.delete(listener)
    },
    close: async () => {
      stopping = true
      await Promise.all(
        links.map(async (link) => {
          clearTimeout(link.retryTimer)
          await link.attempt
          const session = link.bound
          link.bound = null
          await session?.close()
        }),
      )
      listeners.clear()
      inboundListeners.clear()
    },
  }
}
