import { fromPromise } from 'xstate'

export interface LiveQueryActorDeps<Params, Data> {
  /** Asks the server; rejects with a message people can read. The signal aborts a stale query. */
  load(params: Params, signal: AbortSignal): Promise<Data>
}

export function createLiveQueryActors<Params, Data>(deps: LiveQueryActorDeps<Params, Data>) {
  return {
    load: fromPromise<unknown, { params: unknown }>(({ input, signal }) =>
      deps.load(input.params as Params, signal),
    ),
  }
}
