import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, modal } from '../../contract/constants'
import { vars } from '../../design/vars.css'
import { section } from './lists.css'

const slideIn = keyframes({ from: { transform: 'translateX(2rem)', opacity: 0 } })
const slideOut = keyframes({ to: { transform: 'translateX(2rem)', opacity: 0 } })

/** A sheet along the end edge on wide screens, the whole screen on phones. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  display: 'flex',
  justifyContent: 'flex-end',
  background: vars.color.overlay,
})

const sheet = style({
  width: '100%',
  height: '100dvh',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${modal.primaryFocusDelayMs}ms ease-out` },
    // The exit lasts the destroy delay, so the content is destroyed just as it disappears.
    '&[data-exiting]': { animation: `${slideOut} ${modal.destroyDelayMs}ms ease-in` },
  },
})

/** How wide the sheet grows once the screen allows: a record's facts, or a longer editor. */
export const panel = styleVariants({ narrow: '32rem', wide: '36rem' }, (maxWidth) => [
  sheet,
  { '@media': { [`(min-width: ${breakpoints.md}px)`]: { maxWidth } } },
])

export const dialog = style([section, { padding: vars.space.l, outline: 'none' }])

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.l })
