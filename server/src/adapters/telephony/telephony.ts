import type { CallOutcome } from '../../../../src/contract/voice-campaign'

/**
 * What the dialer asks of telephony: place a call, hang one up, and hear how calls go. The local
 * simulator (simulator.ts) is the default; a provider's adapter implements the same calls.
 */
export interface PlaceCall {
  /** Our call's id (voice_calls.id): the provider keeps it with the call, events carry it. */
  callId: string
  /** E.164 caller number. */
  from: string
  /** E.164. */
  to: string
  agentId: string | null
  /** The attempt for this contact in this run, from 1. */
  attempt: number
}

export type CallEvent =
  | { type: 'ringing' | 'answered'; callId: string; providerCallId: string; at: Date }
  | {
      /** `completed`: someone (or a voicemail box) answered and the call ended; `failed`: no one did. */
      type: 'completed' | 'failed'
      callId: string
      providerCallId: string
      outcome: CallOutcome
      /** Talk time; 0 when no one answered. */
      durationSeconds: number
      /** Decimal string: what the call cost. */
      cost: string
      at: Date
    }

export interface TelephonyAdapter {
  /** Starts a call; its course comes through `onEvent`. Throws when the provider is unreachable. */
  placeCall(call: PlaceCall): Promise<{ providerCallId: string }>
  /** Ends a call now (its `completed` or `failed` event follows); unknown ids are ignored. */
  hangUp(providerCallId: string): Promise<void>
  /** Events as they happen; returns the unsubscribe. */
  onEvent(listener: (event: CallEvent) => void): () => void
  /** Ends every call in progress and stops. */
  close(): Promise<void>
}
