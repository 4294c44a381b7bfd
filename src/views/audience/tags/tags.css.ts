import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

/** The tag's own colour, beside its name and named in the colour column. */
export const swatch = style({
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  flex: '0 0 auto',
})

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
})

export const numberCell = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

// A row header centres by default; the name (and its rename form) reads from the start.
export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.medium })
