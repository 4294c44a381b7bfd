import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

export const secretRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
})

export const secretField = style({ flex: '1 1 16rem' })

// A secret is read character by character: monospace keeps 0/O and l/1 apart.
globalStyle(`${secretField} input`, { fontFamily: vars.font.mono })

export const copyStatus = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.s })
