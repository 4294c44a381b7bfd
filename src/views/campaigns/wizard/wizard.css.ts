import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l })

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const stepNumber = style({ marginInlineEnd: vars.space.xxs })

export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l })

export const grid = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  justifyContent: 'space-between',
  alignItems: 'center',
})

export const footerGroup = style({ display: 'flex', gap: vars.space.s, alignItems: 'center' })

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
})

export const count = style({ margin: 0, fontSize: vars.fontSize.l })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const preview = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const counter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  margin: 0,
  fontSize: vars.fontSize.s,
})

export const counterItem = style({ display: 'flex', gap: vars.space.xxs })

export const counterName = style({ color: vars.color.textMuted })

export const counterValue = style({ margin: 0, fontWeight: vars.fontWeight.medium })

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const checkItem = style({ display: 'flex', gap: vars.space.s, alignItems: 'center' })

export const danger = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.danger })
