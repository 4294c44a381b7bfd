import { style } from '@vanilla-extract/css'
import { focusOutline } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const bell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusOutline,
  },
})

export const icon = style({ fill: 'currentColor' })
