import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromCallback,
  type InspectionEvent,
} from 'xstate'
import { encodeForJournal, type JsonValue } from './encode'
import { actorKeyOf, type JournalEntry, type JournalStateValue } from './entry'
import { ReplayClock } from './replayClock'
import { revive } from './revive'

/** What the replay produced for one entry. */
export interface ReplayedState {
  eventType: string
  state: JournalStateValue
  status: JournalEntry['status']
}

export type StepOutcome =
  /** The replay reached the recorded state through the recorded event. */
  | 'same'
  /** It did not: another state, another event, or nothing at all. */
  | 'different'
  /** Not replayed: the actor cannot be replayed, or it diverged earlier. */
  | 'skipped'

export interface ReplayStep {
  entry: JournalEntry
  /** The actor's recorded state before this entry (null for its first). */
  before: JournalStateValue | null
  replayed: ReplayedState | null
  outcome: StepOutcome
}

export interface ActorReplay {
  key: string
  machine: string
  outcome: 'reproduced' | 'diverged' | 'unreplayable'
  reason?: string
  steps: ReplayStep[]
}

export interface JournalReplay {
  /** One step per entry, in journal order: what a replay control steps through. */
  steps: ReplayStep[]
  actors: ActorReplay[]
  /** Every actor of the journal replayed to the same states. */
  reproduced: boolean
}

export type MachineLookup = Readonly<Record<string, AnyStateMachine>>

const initEventType = 'xstate.init'

/** Stands in for every invoked or spawned actor: their results come from the journal instead. */
const inertActor = fromCallback(() => undefined)

function withInertActors(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors)
  if (names.length === 0) return machine
  return machine.provide({
    actors: Object.fromEntries(names.map((name) => [name, inertActor])),
  } as never)
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function stepsOf(
  entries: JournalEntry[],
  replayed: (ReplayedState | null)[],
  outcomeAt: (index: number) => StepOutcome,
): ReplayStep[] {
  return entries.map((entry, index) => ({
    entry,
    before: index === 0 ? null : (entries[index - 1]?.state ?? null),
    replayed: replayed[index] ?? null,
    outcome: outcomeAt(index),
  }))
}

/**
 * Machines may read the time (a guard comparing a stored marker with `Date.now()`): while the
 * replay runs, synchronously, the time is the simulated clock's, i.e. the recorded time.
 */
function onClockTime<T>(clock: ReplayClock, run: () => T): T {
  const realNow = Date.now
  Date.now = () => clock.now()
  try {
    return run()
  } finally {
    Date.now = realNow
  }
}

/** Feeds the entries to the actor; answers the index of the first entry not reproduced, or -1. */
function replayEntries(
  entries: JournalEntry[],
  actor: AnyActorRef,
  clock: ReplayClock,
  produced: ReplayedState[],
): number {
  for (const [index, entry] of entries.entries()) {
    if (produced.length <= index) {
      clock.advanceTo(entry.time)
      if (entry.source === entry.actor) {
        while (produced.length <= index && clock.fireNext()) {}
      } else {
        actor.send(revive(entry.event as JsonValue) as { type: string })
      }
    }
    const result = produced[index]
    const same =
      result !== undefined &&
      result.eventType === entry.event.type &&
      result.status === entry.status &&
      sameJson(result.state, entry.state)
    if (!same) return index
  }
  return -1
}

/**
 * Replays one actor's entries (one run, one actor, in order) into a fresh actor of its machine,
 * on a simulated clock. Events it sent itself (delays) are not sent: the clock fires them.
 * Events from its children are sent from the journal, since the children are replayed apart.
 */
export function replayActor(entries: JournalEntry[], machine: AnyStateMachine): ActorReplay {
  const [first] = entries
  const key = first ? actorKeyOf(first) : ''
  const machineId = first?.machine ?? machine.id
  if (!first || first.event.type !== initEventType) {
    const reason = 'The journal starts after this actor was created'
    return {
      key,
      machine: machineId,
      outcome: 'unreplayable',
      reason,
      steps: stepsOf(entries, [], () => 'skipped'),
    }
  }

  const produced: ReplayedState[] = []
  const record = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return
    if (inspection.actorRef.sessionId !== inspection.rootId) return
    const snapshot = inspection.snapshot as AnyMachineSnapshot
    produced.push({
      eventType: inspection.event.type,
      state: encodeForJournal(snapshot.value) as JournalStateValue,
      status: snapshot.status,
    })
  }
  const clock = new ReplayClock(first.time)
  const input = revive((first.event as { input?: JsonValue }).input ?? null) ?? undefined
  const divergedAt = onClockTime(clock, () => {
    const actor = createActor(withInertActors(machine), { input, clock, inspect: record } as never)
    // A recorded failure is a state like any other (status 'error'): compared, not rethrown.
    actor.subscribe({ error: () => undefined })
    actor.start()
    const at = replayEntries(entries, actor, clock, produced)
    actor.stop()
    return at
  })

  const steps = stepsOf(entries, produced, (index) => {
    if (divergedAt === -1 || index < divergedAt) return 'same'
    return index === divergedAt ? 'different' : 'skipped'
  })
  if (divergedAt === -1) return { key, machine: machineId, outcome: 'reproduced', steps }
  const reason = `Entry ${entries[divergedAt]?.seq} was not reproduced`
  return { key, machine: machineId, outcome: 'diverged', reason, steps }
}

/** Replays every actor of a journal with the machines of the registry. */
export function replayJournal(
  entries: readonly JournalEntry[],
  machines: MachineLookup,
): JournalReplay {
  const byActor = new Map<string, JournalEntry[]>()
  for (const entry of entries) {
    const key = actorKeyOf(entry)
    const list = byActor.get(key)
    if (list) list.push(entry)
    else byActor.set(key, [entry])
  }

  const actors = [...byActor.values()].map((actorEntries): ActorReplay => {
    const [first] = actorEntries
    const machine = first ? machines[first.machine] : undefined
    if (first && machine) return replayActor(actorEntries, machine)
    return {
      key: first ? actorKeyOf(first) : '',
      machine: first?.machine ?? '',
      outcome: 'unreplayable',
      reason: `No machine '${first?.machine}' in the registry`,
      steps: stepsOf(actorEntries, [], () => 'skipped'),
    }
  })

  const bySeq = new Map(
    actors.flatMap((actor) => actor.steps.map((step) => [step.entry.seq, step])),
  )
  return {
    steps: entries.flatMap((entry) => bySeq.get(entry.seq) ?? []),
    actors,
    reproduced: actors.every((actor) => actor.outcome === 'reproduced'),
  }
}
