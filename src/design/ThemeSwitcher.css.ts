import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

export const switcher = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.m,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
})

export const indicator = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    // A thick ring rather than a fill colour, so the choice still shows in forced-colours mode.
    [`${option}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '0.3125rem' },
  },
})
