import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

/** A vendor's raw answer: long lines wrap, a long body scrolls inside, never the page. */
export const answer = style({
  margin: 0,
  maxHeight: '20rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
})
