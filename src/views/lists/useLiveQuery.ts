import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import {
  createLiveQueryActors,
  liveQueryMachine,
  selectAnswer,
  selectIsUpdating,
  selectQueryProblem,
} from '../../machines/liveQuery'
import { useJournaledActorRef } from '../../services/journal/useJournaledActorRef'

export interface LiveQuery<Data> {
  data: Data | undefined
  isUpdating: boolean
  problem: string | null
  retry: () => void
}

/**
 * An answer that follows `params` (compared by value): each change waits `settleMs` of quiet,
 * the stale request is aborted, and a failure can be retried. The liveQuery machine decides.
 */
export function useLiveQuery<Params, Data>(
  load: (params: Params, signal: AbortSignal) => Promise<Data>,
  params: Params,
  settleMs = 0,
): LiveQuery<Data> {
  const latest = useRef(load)
  latest.current = load
  const actor = useJournaledActorRef(
    liveQueryMachine.provide({
      actors: createLiveQueryActors<Params, Data>({
        load: (given, signal) => latest.current(given, signal),
      }),
    }),
    { input: { settleMs, params } },
  )
  const key = JSON.stringify(params)
  const asked = useRef(key)
  useEffect(() => {
    if (key === asked.current) return
    asked.current = key
    actor.send({ type: 'query.set', params: JSON.parse(key) })
  }, [actor, key])
  return {
    data: useSelector(actor, selectAnswer<Data>),
    isUpdating: useSelector(actor, selectIsUpdating),
    problem: useSelector(actor, selectQueryProblem),
    retry: () => actor.send({ type: 'query.retry' }),
  }
}
