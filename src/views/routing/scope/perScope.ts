import type { RoutingScope } from '../../../contract/constants'

/** Makes a scope's thing (its API client) once, the first time the scope asks for it. */
export function perScope<T>(make: (scope: RoutingScope) => T): (scope: RoutingScope) => T {
  const made = new Map<RoutingScope, T>()
  return (scope) => {
    let held = made.get(scope)
    if (held === undefined) {
      held = make(scope)
      made.set(scope, held)
    }
    return held
  }
}
