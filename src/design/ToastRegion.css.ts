import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.m,
  insetInlineEnd: vars.space.m,
  // Above modal overlays: a toast about a dialog's action must stay visible.
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  width: `min(24rem, calc(100vw - 2 * ${vars.space.m}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The empty area around the toasts lets clicks through to the page.
  pointerEvents: 'none',
})
