import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const toggle = style({
  flexShrink: 0,
  paddingInline: vars.space.s,
  border: 'none',
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
})
