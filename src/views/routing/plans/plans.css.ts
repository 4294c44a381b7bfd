import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

/** A rule's split as one bar: each route's share of the width is its weight. */
export const weightsBar = style({
  display: 'flex',
  height: '0.75rem',
  borderRadius: vars.radius.s,
  overflow: 'hidden',
  background: vars.color.border,
  minWidth: '8rem',
})

// Alternating tones keep neighbouring segments apart; the legend beside the bar names them.
export const segment = styleVariants({
  even: { background: vars.color.primary },
  odd: { background: vars.color.info },
})

export const ruleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
})

export const rule = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
})

export const legend = style({ margin: 0, paddingInlineStart: vars.space.l })

export const routeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'end',
})

export const trace = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s })
