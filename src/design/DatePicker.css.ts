import { globalStyle, style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
})

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
})

export const trigger = style({
  minWidth: '14rem',
  justifyContent: 'space-between',
})

export const placeholder = style({ color: vars.color.textMuted })

export const timeField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.s,
})

export const dateInput = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  selectors: { '&[data-focus-within]': focusOutline },
})

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.s,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
})

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  padding: vars.space.m,
  outline: 'none',
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  outline: 'none',
})

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginBlockEnd: vars.space.xs,
})

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
})

export const grid = style({ borderCollapse: 'collapse' })

globalStyle(`${grid} th`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xxs,
})

globalStyle(`${grid} td`, { padding: '1px' })

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.m,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primarySoft },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-focus-visible]': focusOutline,
    // Unavailable days stay legible (contrast) and are struck through rather than faded out.
    '&[data-unavailable]': {
      cursor: 'not-allowed',
      textDecoration: 'line-through',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
})

export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: 'none',
})

export const presetsLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const rejection = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.danger,
})
