import { useActorRef } from '@xstate/react'
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  IsNotNever,
  Observer,
  RequiredActorOptionsKeys,
  SnapshotFrom,
} from 'xstate'
import { useJournalInspector } from './JournalProvider'
import { withJournal } from './journaledActor'

type Listener<TLogic extends AnyActorLogic> =
  | Observer<SnapshotFrom<TLogic>>
  | ((value: SnapshotFrom<TLogic>) => void)

/**
 * `useActorRef` for the app's components: the actor's events go to the journal of the nearest
 * JournalProvider. Every component that runs a machine uses this hook.
 */
export function useJournaledActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options, listener]: IsNotNever<RequiredActorOptionsKeys<TLogic>> extends true
    ? [
        options: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown },
        listener?: Listener<TLogic>,
      ]
    : [options?: ActorOptions<TLogic>, listener?: Listener<TLogic>]
): Actor<TLogic> {
  const journal = useJournalInspector()
  return useActorRef(logic, withJournal(options, journal) as never, listener as never)
}
