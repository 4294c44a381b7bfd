import { createHash, randomUUID } from 'node:crypto'
import { money } from '../../../../src/contract/constants'
import { formatMoney, multiplyMoney, parseMoney } from '../../../../src/contract/money'
import type { CallOutcome } from '../../../../src/contract/voice-campaign'
import type { CallEvent, PlaceCall, TelephonyAdapter } from './telephony'

/**
 * The local telephony: calls that ring, are answered or not, and end, on timers. The outcome
 * and durations of a call are drawn from a hash of the seed, the number and the attempt, so a
 * seeded simulator gives every number the same course whatever order calls are placed in.
 */
export interface SimulatorOptions {
  /** Same seed, same outcomes. */
  seed: string
  /** Relative odds of each outcome (need not sum to 1). */
  odds: Record<CallOutcome, number>
  /** Seconds before the callee answers or the call gives up. */
  ringSeconds: { min: number; max: number }
  /** Talk time of an answered call (or a voicemail) in seconds. */
  talkSeconds: { min: number; max: number }
  /** Price of a started minute of talk, decimal string. */
  perMinute: string
  /** Real milliseconds per simulated second: 1000 in the product, a few in tests. */
  msPerSecond: number
}

export const defaultSimulatorOptions: SimulatorOptions = {
  seed: 'switchboard',
  odds: { answered: 0.55, voicemail: 0.1, 'no-answer': 0.2, busy: 0.1, failed: 0.05 },
  ringSeconds: { min: 1, max: 4 },
  talkSeconds: { min: 5, max: 40 },
  perMinute: money.simulatorMinutePrice,
  msPerSecond: 1000,
}

/** Numbers in [0, 1) from a hash: the same inputs, the same numbers. */
function draws(seed: string, call: PlaceCall): number[] {
  const digest = createHash('sha256').update(`${seed}|${call.to}|${call.attempt}`).digest()
  return [0, 4, 8].map((offset) => digest.readUInt32BE(offset) / 2 ** 32)
}

const between = (range: { min: number; max: number }, draw: number) =>
  Math.round(range.min + (range.max - range.min) * draw)

function outcomeOf(odds: Record<CallOutcome, number>, draw: number): CallOutcome {
  const entries = Object.entries(odds) as [CallOutcome, number][]
  const total = entries.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0)
  let point = draw * total
  for (const [outcome, weight] of entries) {
    point -= Math.max(0, weight)
    if (point < 0) return outcome
  }
  return entries.at(-1)?.[0] ?? 'failed'
}

/** Cost of `seconds` of talk: every started minute at the minute's price, at a unit price's scale. */
export function callCost(perMinute: string, seconds: number): string {
  const price = parseMoney(perMinute, {
    currency: money.defaultCurrency,
    scale: money.scales.unitPrice,
  })
  return formatMoney(multiplyMoney(price, Math.ceil(seconds / 60)))
}

interface LiveCall {
  call: PlaceCall
  providerCallId: string
  /** When it was answered, in real milliseconds (Date.now), for a hang-up's talk time. */
  answeredAt: number | null
  timer: NodeJS.Timeout
}

export function createTelephonySimulator(
  given: Partial<SimulatorOptions> = {},
  clock: () => Date = () => new Date(),
): TelephonyAdapter {
  const options = { ...defaultSimulatorOptions, ...given }
  const listeners = new Set<(event: CallEvent) => void>()
  const live = new Map<string, LiveCall>()
  const emit = (event: CallEvent) => {
    for (const listener of listeners) listener(event)
  }
  const later = (seconds: number, run: () => void) => {
    const timer = setTimeout(run, seconds * options.msPerSecond)
    timer.unref()
    return timer
  }

  /** Ends a call; a call hung up early talked as long as its timers ran (simulated seconds). */
  function end(entry: LiveCall, outcome: CallOutcome, talked?: number) {
    live.delete(entry.providerCallId)
    clearTimeout(entry.timer)
    const reached = entry.answeredAt !== null
    const durationSeconds = reached
      ? (talked ?? Math.round((Date.now() - (entry.answeredAt ?? 0)) / options.msPerSecond))
      : 0
    emit({
      type: reached ? 'completed' : 'failed',
      callId: entry.call.callId,
      providerCallId: entry.providerCallId,
      outcome,
      durationSeconds,
      cost: reached ? callCost(options.perMinute, Math.max(1, durationSeconds)) : '0.0000',
      at: clock(),
    })
  }

  return {
    async placeCall(call) {
      const providerCallId = `sim-${randomUUID()}`
      const [outcomeDraw = 0, ringDraw = 0, talkDraw = 0] = draws(options.seed, call)
      const outcome = outcomeOf(options.odds, outcomeDraw)
      const ring = between(options.ringSeconds, ringDraw)
      const talk = between(options.talkSeconds, talkDraw)
      const entry: LiveCall = { call, providerCallId, answeredAt: null, timer: later(0, ring1) }
      live.set(providerCallId, entry)
      function ring1() {
        emit({ type: 'ringing', callId: call.callId, providerCallId, at: clock() })
        entry.timer = later(ring, pickUp)
      }
      function pickUp() {
        if (outcome !== 'answered' && outcome !== 'voicemail') return end(entry, outcome)
        entry.answeredAt = Date.now()
        emit({ type: 'answered', callId: call.callId, providerCallId, at: clock() })
        entry.timer = later(talk, () => end(entry, outcome, talk))
      }
      return { providerCallId }
    },
    async hangUp(providerCallId) {
      const entry = live.get(providerCallId)
      if (!entry) return
      end(entry, entry.answeredAt === null ? 'failed' : 'answered')
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      // Nobody hears of the calls cut here: the database they would be written to is closing.
      listeners.clear()
      for (const entry of live.values()) clearTimeout(entry.timer)
      live.clear()
    },
  }
}
