import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.contentMaxWidth,
})

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const tocLink = style({ color: vars.color.link })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl })

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s })

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.m })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
})

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxWidth: '24rem',
})

export const output = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s })

export const error = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
})
