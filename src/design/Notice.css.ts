import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './vars.css'

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  borderInlineStart: '4px solid',
  color: vars.color.text,
})

export const tone = styleVariants({
  info: [base, { background: vars.color.infoSoft, borderColor: vars.color.info }],
  success: [base, { background: vars.color.successSoft, borderColor: vars.color.success }],
  warning: [base, { background: vars.color.warningSoft, borderColor: vars.color.warning }],
  danger: [base, { background: vars.color.dangerSoft, borderColor: vars.color.danger }],
})

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const body = style({ margin: 0 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
