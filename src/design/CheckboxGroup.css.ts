import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text })

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const box = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.s,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  selectors: {
    [`${option}[data-selected] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
    },
    '[data-invalid] &': { borderColor: vars.color.danger },
  },
})

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.s, color: vars.color.danger })
