import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, type ModalType, modal as modalConstants } from '../contract/constants'
import { vars } from './vars.css'

const fadeIn = keyframes({ from: { opacity: 0 } })
const fadeOut = keyframes({ to: { opacity: 0 } })
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } })

// The exit lasts the destroy delay, so the content is destroyed just as it disappears.
const enter = `${modalConstants.primaryFocusDelayMs}ms ease-out`
const exit = `${modalConstants.destroyDelayMs}ms ease-in`

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.m,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${exit}` },
  },
  '@media': {
    [`(min-width: ${breakpoints.sm}px)`]: { alignItems: 'center' },
  },
})

/** sm:max-w-lg: full width on small screens, at most `modal.maxWidth` from sm up. */
export const modal = style({
  width: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space.m})`,
  overflowY: 'auto',
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${enter}` },
  },
  '@media': {
    [`(min-width: ${breakpoints.sm}px)`]: { maxWidth: modalConstants.maxWidth },
  },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  outline: 'none',
})

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.s })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
})

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
})

export const icon = styleVariants({
  success: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  info: [badge, { background: vars.color.infoSoft, color: vars.color.info }],
  warning: [badge, { background: vars.color.warningSoft, color: vars.color.warning }],
  danger: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
} satisfies Record<ModalType, unknown>)

export const body = style({ color: vars.color.textMuted })

export const error = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.danger}`,
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
})
