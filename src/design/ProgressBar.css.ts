import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

export const bar = style({ display: 'grid', gap: vars.space.xs })

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
})

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const track = style({
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // In forced colours the fill keeps its own colour; the track needs a border to be seen.
  border: '1px solid transparent',
})

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'inline-size 200ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
