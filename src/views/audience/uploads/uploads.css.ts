import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
})

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.m,
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.m,
  alignItems: 'start',
})

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.s,
  margin: 0,
})

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
})

export const countValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const countLabel = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' })

/** A heading that names a file: a long name without spaces wraps instead of overflowing. */
export const fileHeading = style({ overflowWrap: 'anywhere' })

export const sampleCell = style({
  whiteSpace: 'nowrap',
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
