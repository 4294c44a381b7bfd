import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const mail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const subject = style({ margin: 0, fontSize: vars.fontSize.l, overflowWrap: 'anywhere' })

/** An address is one long word: it wraps rather than widening the page on a phone. */
export const factValue = style({ overflowWrap: 'anywhere' })

/** A plain-text mail keeps its line breaks; its long links wrap instead of widening the page. */
export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
})

export const subjectCell = style({ overflowWrap: 'anywhere' })
