import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const field = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
})

export const textField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
})

export const input = style({
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  // Numbers are written left to right in every script; keep them at the start of the field.
  textAlign: 'start',
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusOutline,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const error = style({
  fontSize: vars.fontSize.s,
  color: vars.color.danger,
})
