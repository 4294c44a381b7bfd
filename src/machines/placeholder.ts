import { type AnyActorLogic, fromPromise } from 'xstate'

type ActorFactory = (...deps: never[]) => Record<string, AnyActorLogic>

/**
 * A machine's stand-ins for the actors the app provides, typed from the real factory (kibana's
 * getPlaceholderFor): each actor's input and output are written once, in `<name>.actors.ts`, and
 * the machine stays pure (it imports the factory's type only). Started unprovided, a stand-in
 * fails at once with a message that names it.
 */
export function placeholdersFor<Factory extends ActorFactory>(
  names: ReadonlyArray<keyof ReturnType<Factory> & string>,
): ReturnType<Factory> {
  const placeholders = names.map((name) => [
    name,
    fromPromise(async () => {
      throw new Error(`${name} is provided by the app`)
    }),
  ])
  return Object.fromEntries(placeholders) as ReturnType<Factory>
}
