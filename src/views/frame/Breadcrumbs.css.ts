import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
})

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

// The separator is decoration: screen readers announce the list structure instead.
globalStyle(`${item}:not(:last-child)::after`, { content: '"›"', color: vars.color.textMuted })

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })
