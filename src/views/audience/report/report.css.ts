import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.m,
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l })

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
})

export const figureTile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  minWidth: '10rem',
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
})

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s })

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

/** Two charts a row from the tablet width up, one on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
})
