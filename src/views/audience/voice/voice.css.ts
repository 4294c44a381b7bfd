import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
  minWidth: 0,
})

/** The field shrinks beside its button rather than spilling into the next filter. */
export const searchField = style({ flex: '1 1 8rem', minWidth: 0 })

globalStyle(`${searchField} input`, { minWidth: 0, width: '100%' })
