import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.l,
  padding: vars.space.m,
})

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.m,
  outline: 'none',
})

export const footer = style({ display: 'flex', gap: vars.space.m })
