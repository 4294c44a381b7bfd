export { createLiveQueryActors, type LiveQueryActorDeps } from './liveQuery.actors'
export {
  type LiveQueryContext,
  type LiveQueryEvent,
  type LiveQueryInput,
  type LiveQueryMachine,
  type LiveQueryRef,
  type LiveQuerySnapshot,
  liveQueryMachine,
} from './liveQuery.machine'
export { selectAnswer, selectIsUpdating, selectQueryProblem } from './selectors'
