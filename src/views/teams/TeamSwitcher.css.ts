import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '16rem',
})

export const teamName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.s,
})

/** Keeps names in line whether or not an item carries the check. */
export const check = style({ inlineSize: '1em', flexShrink: 0 })

export const role = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
})

export const separator = style({
  margin: `${vars.space.xxs} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
})

export const sectionHeader = style({
  padding: `${vars.space.xxs} ${vars.space.s}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})
