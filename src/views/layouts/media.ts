import { type Breakpoint, breakpoints } from '../../contract/constants'

/** A min-width media query at one of spec §9's breakpoints. */
export const atLeast = (breakpoint: Breakpoint) =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`
