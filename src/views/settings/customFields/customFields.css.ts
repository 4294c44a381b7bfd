import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
})

export const legend = style({ fontWeight: vars.fontWeight.medium, paddingInline: vars.space.xxs })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s })

export const optionRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.s,
})

export const optionField = style({ flex: '1 1 auto' })

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.s })

export const key = style({ fontFamily: vars.font.mono })

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
