import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

/** The input and anything drawn inside its border (the password toggle). */
export const control = style({
  display: 'flex',
  alignItems: 'stretch',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': focusOutline,
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-disabled] > &': { opacity: 0.6 },
  },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  border: 'none',
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  // The control draws the focus outline around the input and its toggle together.
  outline: 'none',
})

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.s, color: vars.color.danger })

export const characterCount = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})
