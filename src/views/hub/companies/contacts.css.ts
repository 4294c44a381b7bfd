import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minWidth: 0,
})

export const legend = style({ fontWeight: vars.fontWeight.medium, paddingInline: vars.space.xxs })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s })

export const contact = style({
  display: 'grid',
  gap: vars.space.s,
  paddingBlockEnd: vars.space.m,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const contactTitle = style({ margin: 0, fontSize: vars.fontSize.m })
