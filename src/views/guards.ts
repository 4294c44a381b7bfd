import type { GuardName } from './frame/pages'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which guard a pathless layout route applies to the pages below it. */
    guard?: GuardName
  }
}

/** The static data of a pathless guard route: the guard's name, read by the route table tests. */
export const guarded = (guard: GuardName) => ({ staticData: { guard } })
