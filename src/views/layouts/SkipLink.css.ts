import { style } from '@vanilla-extract/css'
import { focusOutline } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.s,
  top: vars.space.s,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  // Off screen until focused, so keyboard users meet it first and nobody else sees it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusOutline },
  },
})
