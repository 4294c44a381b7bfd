import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const page = style({
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.m,
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space.xl,
})

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  letterSpacing: '0.05em',
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })

export const message = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
