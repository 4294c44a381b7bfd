import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SimulatorConfig } from '../../config'
import type {
  CarrierAdapter,
  CarrierSubmit,
  DeliveryReceipt,
  InboundListener,
  InboundSms,
  Numbering,
  SubmitOutcome,
} from './carrier'

/**
 * The local carrier (the default when no SMPP connection is configured): takes every submit
 * after `latencyMs`, and `receiptDelayMs` later says delivered, or failed for a `failureRate`
 * share of messages. With a seed, who fails is drawn from the seed and the submit key, so a
 * test sees the same outcomes every run.
 *
 * It remembers submit keys like a carrier that deduplicates: a key submitted again answers the
 * first carrier id and sends nothing. With `submitLog`, every accepted submit is appended to
 * that file (one `key id` line) before it is answered, so the memory, and a count of what was
 * really sent, survive a killed process. Like an SMSC that redelivers unacknowledged receipts,
 * a simulator that starts over a log sends the receipts of the logged messages again (the
 * engine applies a receipt once, so a repeat changes nothing).
 *
 * Replies: `reply()` makes a handset answer now (the test hook POST /api/testing/inbound-sms),
 * and with a `replyRate` a share of the delivered messages (drawn like failures, from the seed
 * and the submit key) is answered `replyDelayMs` after its receipt with one of `demoReplies`,
 * so a demo shows replies coming in. Messages known only from the submit log get no reply: the
 * log keeps no numbers.
 */

/** What the simulated handsets answer, picked by the submit key. */
export const demoReplies = ['Yes', 'Thanks!', 'INFO', 'Call me later'] as const

const hashOf = (text: string) => createHash('sha256').update(text).digest()

/** A number in [0, 1) from the text: the same text, the same number. */
const fraction = (text: string) => hashOf(text).readUInt32BE(0) / 2 ** 32

/** What a simulated handset sends: its number as a carrier would write it (E.164 by default). */
export interface SimulatedReply {
  from: string
  fromNumbering?: Numbering
  to: string
  text: string
}

export interface Simulator extends CarrierAdapter {
  /** Submits the carrier took (each key once), in this process and the logged ones. */
  readonly accepted: number
  /** A handset sends `text` from `from` to our `to`, now; answers what the listeners heard. */
  reply(message: SimulatedReply): InboundSms
}

export function createSimulator(config: SimulatorConfig): Simulator {
  const known = new Map<string, string>()
  const listeners = new Set<(receipt: DeliveryReceipt) => void>()
  const inboundListeners = new Set<InboundListener>()
  const replyTimers = new Set<NodeJS.Timeout>()
  let replies = 0
  /** Receipts waiting for their time, oldest first (every one waits the same delay). */
  const due: { at: number; receipt: DeliveryReceipt }[] = []
  let timer: NodeJS.Timeout | undefined
  let closed = false

  const carrierIdOf = (submitKey: string) => `sim-${hashOf(submitKey).toString('hex').slice(0, 20)}`
  const draw = (what: string) =>
    config.seed === undefined ? Math.random() : fraction(`${config.seed}:${what}`)
  const fails = (submitKey: string) => draw(submitKey) < config.failureRate

  function reply({ fromNumbering = 'international', ...message }: SimulatedReply): InboundSms {
    replies += 1
    const inbound: InboundSms = {
      carrierMessageId: `sim-mo-${hashOf(`${message.from}:${message.to}:${message.text}:${Date.now()}:${replies}`).toString('hex').slice(0, 20)}`,
      ...message,
      fromNumbering,
      at: new Date(),
    }
    // A simulated handset does not send again: a store that failed was reported by the listener.
    for (const listener of inboundListeners) listener(inbound).catch(() => undefined)
    return inbound
  }

  /** A delivered message answered by its handset, for a `replyRate` share of them. */
  function answerLater(message: CarrierSubmit) {
    if (config.replyRate <= 0 || draw(`reply:${message.submitKey}`) >= config.replyRate) return
    const text = demoReplies[Math.floor(fraction(`text:${message.submitKey}`) * demoReplies.length)]
    const timer = setTimeout(() => {
      replyTimers.delete(timer)
      if (!closed) reply({ from: message.to, to: message.from, text: text ?? demoReplies[0] })
    }, config.receiptDelayMs + config.replyDelayMs)
    timer.unref()
    replyTimers.add(timer)
  }

  function flush() {
    timer = undefined
    if (closed || listeners.size === 0) return
    const now = Date.now()
    while (due.length > 0 && (due[0]?.at ?? 0) <= now) {
      const next = due.shift()
      if (next) for (const listener of listeners) listener(next.receipt)
    }
    if (due.length > 0) wake()
  }

  function wake() {
    if (timer || closed || listeners.size === 0 || due.length === 0) return
    timer = setTimeout(flush, Math.max(0, (due[0]?.at ?? 0) - Date.now()))
    timer.unref()
  }

  function receiptFor(submitKey: string, carrierMessageId: string, message?: CarrierSubmit) {
    const failed = fails(submitKey)
    if (!failed && message) answerLater(message)
    const at = Date.now() + config.receiptDelayMs
    due.push({
      at,
      receipt: {
        carrierMessageId,
        status: failed ? 'failed' : 'delivered',
        ...(failed ? { error: 'Undeliverable (simulated)' } : {}),
        at: new Date(at),
      },
    })
    wake()
  }

  if (config.submitLog && existsSync(config.submitLog))
    for (const line of readFileSync(config.submitLog, 'utf8').split('\n')) {
      const [key, id] = line.split(' ')
      if (!key || !id || known.has(key)) continue
      known.set(key, id)
      receiptFor(key, id)
    }

  return {
    get accepted() {
      return known.size
    },
    async submit(message: CarrierSubmit): Promise<SubmitOutcome> {
      if (config.latencyMs > 0) await sleep(config.latencyMs)
      if (closed) throw new Error('The carrier simulator is closed.')
      const first = known.get(message.submitKey)
      if (first) return { accepted: true, carrierMessageId: first }
      const carrierMessageId = carrierIdOf(message.submitKey)
      if (config.submitLog)
        appendFileSync(config.submitLog, `${message.submitKey} ${carrierMessageId}\n`)
      known.set(message.submitKey, carrierMessageId)
      receiptFor(message.submitKey, carrierMessageId, message)
      return { accepted: true, carrierMessageId }
    },
    onReceipt(listener) {
      listeners.add(listener)
      wake()
      return () => listeners.delete(listener)
    },
    onInbound(listener) {
      inboundListeners.add(listener)
      return () => inboundListeners.delete(listener)
    },
    reply,
    async close() {
      closed = true
      clearTimeout(timer)
      for (const pending of replyTimers) clearTimeout(pending)
      listeners.clear()
      inboundListeners.clear()
    },
  }
}
