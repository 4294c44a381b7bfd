import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'
import { arm } from './editor.css'

export const panel = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' })

export const title = style({ fontSize: vars.fontSize.m, margin: 0 })

export const trailTitle = style({ fontSize: vars.fontSize.s, margin: 0 })

export const trail = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.l,
})

export const step = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const failedStep = style([step, { color: vars.color.danger }])

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  margin: 0,
  overflowWrap: 'anywhere',
})

/** A stub's request or answer is one long JSON word: it wraps inside the side panel. */
export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' })

/** The stubs' choices are boxed as a split's arms are. */
export const stubs = style([arm, { minWidth: 0 }])
