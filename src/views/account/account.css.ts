import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

/** A sub-page's content: a column of forms and sections no wider than reads well. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: '36rem',
})

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s })
