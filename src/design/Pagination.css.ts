import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const nav = style({ display: 'block' })

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.25rem',
  height: '2.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
  },
})
