import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

/** The button inside the input's border that opens the whole list. */
export const toggle = style({
  paddingInline: vars.space.s,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusOutline },
})
