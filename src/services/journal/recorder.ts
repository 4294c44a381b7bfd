import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate'
import { encodeForJournal } from './encode'
import type { JournalDraft, JournalEvent, JournalStateValue } from './entry'
import { redact } from './redact'

export interface RecorderOptions {
  /** The page load the entries belong to. */
  run: string
  /** @default Date.now */
  now?: () => number
}

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'value' in snapshot

/** What the journal keeps of an event: JSON-safe, secrets redacted. */
function recordEvent(event: unknown): JournalEvent {
  const encoded = redact(encodeForJournal(event))
  const type = (event as { type?: unknown }).type
  return { ...(encoded as object), type: typeof type === 'string' ? type : 'unknown' }
}

/**
 * An xstate inspection observer (`createActor(logic, { inspect })`) that turns every event a
 * state machine actor processes into a journal draft: the event, who sent it, and the state it
 * led to. Other inspection events only tell the recorder who sent what.
 */
export function createJournalRecorder(
  append: (draft: JournalDraft) => void,
  { run, now = Date.now }: RecorderOptions,
) {
  // The event object is the same from sending to processing, so it keys its sender.
  const senders = new WeakMap<object, AnyActorRef | undefined>()

  return (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.event') {
      senders.set(inspection.event, inspection.sourceRef as AnyActorRef | undefined)
      return
    }
    if (inspection.type !== '@xstate.snapshot') return
    const { snapshot, event } = inspection
    if (!isMachineSnapshot(snapshot)) return
    const actor = inspection.actorRef as AnyActorRef
    const source = senders.get(event)
    append({
      time: now(),
      run,
      actor: actor.sessionId,
      actorId: actor.id,
      ...(actor._parent ? { parent: actor._parent.sessionId } : {}),
      ...(source ? { source: source.sessionId } : {}),
      machine: snapshot.machine.id,
      event: recordEvent(event),
      state: encodeForJournal(snapshot.value) as JournalStateValue,
      status: snapshot.status,
    })
  }
}
