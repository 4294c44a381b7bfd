import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

export const textArea = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.s,
  border: 'none',
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'vertical',
  // The control draws the focus outline around the text area.
  outline: 'none',
})
