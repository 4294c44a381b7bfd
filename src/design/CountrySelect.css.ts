import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const select = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
})

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  minWidth: '7rem',
  paddingInline: vars.space.s,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const popover = style({
  width: 'max(var(--trigger-width), 18rem)',
  maxHeight: '18rem',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.l,
})

export const listBox = style({ outline: 'none', padding: vars.space.xxs })

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
})

export const separator = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space.xxs,
  paddingBlockEnd: vars.space.xxs,
})

export const dialCode = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  // Dial codes read left to right in every script.
  direction: 'ltr',
  unicodeBidi: 'isolate',
})
