import { type AnyActorLogic, fromCallback, fromPromise } from 'xstate'

type ActorFactory = (...deps: never[]) => Record<string, AnyActorLogic>
type ActorName<Factory extends ActorFactory> = keyof ReturnType<Factory> & string

/**
 * A machine's stand-ins for the actors the app provides, typed from the real factory (kibana's
 * getPlaceholderFor): each actor's input and output are written once, in `<name>.actors.ts`, and
 * the machine stays pure (it imports the factory's type only).
 *
 * A call (`answering`) started unprovided fails at once with a message that names it. An actor
 * that only reports as things happen (`reporting`: a callback or observable, such as an upload's
 * progress or a stream) stays silent instead: it has no answer to fail with, and a machine
 * walked bare (QA's paths, the replay walks) waits in its state as it would for a slow peer.
 */
export function placeholdersFor<Factory extends ActorFactory>(
  answering: ReadonlyArray<ActorName<Factory>>,
  reporting: ReadonlyArray<ActorName<Factory>> = [],
): ReturnType<Factory> {
  const failing = answering.map((name) => [
    name,
    fromPromise(async () => {
      throw new Error(`${name} is provided by the app`)
    }),
  ])
  const silent = reporting.map((name) => [name, fromCallback(() => () => {})])
  return Object.fromEntries([...failing, ...silent]) as ReturnType<Factory>
}
