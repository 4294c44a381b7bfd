import { style, styleVariants } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.m,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.borderStrong}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
      selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
    },
  ],
  quiet: [
    base,
    {
      background: 'transparent',
      borderColor: 'transparent',
      color: vars.color.text,
      selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
    },
  ],
})
