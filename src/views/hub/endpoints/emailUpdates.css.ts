import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

/** The mail as the client will see it: its own document, so its styles stay inside. */
export const mailFrame = style({
  inlineSize: '100%',
  blockSize: '18rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: 'white',
})
