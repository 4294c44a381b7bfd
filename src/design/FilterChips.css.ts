import { style } from '@vanilla-extract/css'
import { focusRing } from './focusRing.css'
import { vars } from './vars.css'

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
})

/** A chip with a value is drawn filled, so the filters in force read at a glance. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: {
    '&[data-active]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
  },
})

const chipPart = style([
  focusRing,
  {
    padding: `${vars.space.xxs} ${vars.space.s}`,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.s,
    cursor: 'pointer',
  },
])

/** Long values (a 255-character tag) are cut with an ellipsis; the popover shows them whole. */
export const chipButton = style([
  chipPart,
  { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '24rem' },
])

export const clearButton = style([chipPart, { paddingInlineStart: 0, lineHeight: 1 }])

export const popover = style({
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.m,
  outline: 'none',
})

export const title = style({ margin: 0, fontSize: vars.fontSize.m })

export const clearAll = style([
  focusRing,
  {
    padding: `${vars.space.xxs} ${vars.space.s}`,
    border: 'none',
    background: 'none',
    color: vars.color.primary,
    font: 'inherit',
    fontSize: vars.fontSize.s,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
])
