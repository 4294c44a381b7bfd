import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
})

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l })

/** A message that takes focus (after the control that led to it is disabled). */
export const focusTarget = style({ outline: 'none' })
