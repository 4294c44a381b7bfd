import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: vars.size.contentMaxWidth,
})

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
})

export const subject = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })

export const purpose = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.l })

export const notice = style({
  margin: 0,
  padding: vars.space.l,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  color: vars.color.textMuted,
})
