import type { Actor, ActorOptions, AnyActorLogic } from 'xstate'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'
import { useDraft } from './useFormDraft'

/**
 * `useJournaledActorRef` for a form whose values live in a machine (the campaign wizard, the
 * segment builder): the machine's persisted snapshot is its draft, kept when the session is lost
 * and started from after the same user signs in again on this page.
 */
export function useDraftedActorRef<TLogic extends AnyActorLogic>(
  formName: string,
  logic: TLogic,
  options: ActorOptions<TLogic>,
): { actor: Actor<TLogic>; restored: boolean } {
  let actor: Actor<TLogic> | null = null
  const draft = useDraft(formName, () => (actor?.getPersistedSnapshot() ?? {}) as never)
  actor = useJournaledActorRef(
    logic,
    (draft ? { ...options, snapshot: draft } : options) as never,
  ) as Actor<TLogic>
  return { actor, restored: draft !== null }
}
