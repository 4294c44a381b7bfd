import { createContext, type ReactNode, useContext } from 'react'
import { defaultRoutingScope, type RoutingScope } from '../../../contract/constants'

const Scope = createContext<RoutingScope>(defaultRoutingScope)

/**
 * Puts the routing screens below it in a scope: the hub's routing layout
 * (routes/_default/_verified/hub/routing/route.tsx) is the one place that says `hub`; the SMS
 * routing screens, with no provider, are in the default scope.
 */
export function RoutingScopeProvider({
  scope,
  children,
}: {
  scope: RoutingScope
  children: ReactNode
}) {
  return <Scope.Provider value={scope}>{children}</Scope.Provider>
}

/** The scope of the routing screen being shown. */
export const useRoutingScope = (): RoutingScope => useContext(Scope)
