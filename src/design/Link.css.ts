import { style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  borderRadius: vars.radius.s,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusOutline,
  },
})
