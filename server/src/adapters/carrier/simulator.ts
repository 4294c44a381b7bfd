import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SimulatorConfig } from '../../config'
import type { CarrierAdapter, CarrierSubmit, DeliveryReceipt, SubmitOutcome } from './carrier'

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
 */

const hashOf = (text: string) => createHash('sha256').update(text).digest()

/** A number in [0, 1) from the text: the same text, the same number. */
const fraction = (text: string) => hashOf(text).readUInt32BE(0) / 2 ** 32

export interface Simulator extends CarrierAdapter {
  /** Submits the carrier took (each key once), in this process and the logged ones. */
  readonly accepted: number
}

export function createSimulator(config: SimulatorConfig): Simulator {
  const known = new Map<string, string>()
  const listeners = new Set<(receipt: DeliveryReceipt) => void>()
  /** Receipts waiting for their time, oldest first (every one waits the same delay). */
  const due: { at: number; receipt: DeliveryReceipt }[] = []
  let timer: NodeJS.Timeout | undefined
  let closed = false

  const carrierIdOf = (submitKey: string) => `sim-${hashOf(submitKey).toString('hex').slice(0, 20)}`
  const fails = (submitKey: string) =>
    (config.seed === undefined ? Math.random() : fraction(`${config.seed}:${submitKey}`)) <
    config.failureRate

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

  function receiptFor(submitKey: string, carrierMessageId: string) {
    const failed = fails(submitKey)
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
      receiptFor(message.submitKey, carrierMessageId)
      return { accepted: true, carrierMessageId }
    },
    onReceipt(listener) {
      listeners.add(listener)
      wake()
      return () => listeners.delete(listener)
    },
    async close() {
      closed = true
      clearTimeout(timer)
      listeners.clear()
    },
  }
}
