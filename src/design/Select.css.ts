import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '[data-invalid] > &': { borderColor: vars.color.danger },
  },
})

export const placeholder = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
})

export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.l,
})

export const listBox = style({ outline: 'none', padding: vars.space.xxs })

export const option = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
  },
})

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.s, color: vars.color.danger })
