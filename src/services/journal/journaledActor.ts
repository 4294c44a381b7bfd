import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type ConditionalRequired,
  createActor,
  type InspectionEvent,
  type IsNotNever,
  type Observer,
  type RequiredActorOptionsKeys,
} from 'xstate'

/** What actor creation needs of a journal: its inspection observer. */
export interface JournalInspector {
  inspect: (event: InspectionEvent) => void
}

type Inspect = ActorOptions<AnyActorLogic>['inspect']

/** The caller's own inspector (if any) and the journal's, both called. */
export function withJournal<TOptions extends { inspect?: Inspect }>(
  options: TOptions | undefined,
  journal: JournalInspector | null,
): TOptions {
  const own = options?.inspect
  if (!journal) return options ?? ({} as TOptions)
  const inspect = (event: InspectionEvent) => {
    journal.inspect(event)
    if (typeof own === 'function') own(event)
    else (own as Observer<InspectionEvent> | undefined)?.next?.(event)
  }
  return { ...(options ?? ({} as TOptions)), inspect }
}

/**
 * `createActor` for the app's actors: every event the actor (and its children) process is
 * appended to the journal. Use it for every actor the app creates outside React.
 */
export function createJournaledActor<TLogic extends AnyActorLogic>(
  journal: JournalInspector | null,
  logic: TLogic,
  ...[options]: ConditionalRequired<
    [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
    IsNotNever<RequiredActorOptionsKeys<TLogic>>
  >
): Actor<TLogic> {
  return createActor(logic, withJournal(options, journal) as never)
}
