import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

/** The layout the report screens and a campaign's delivery figures share. */

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.m,
})

export { section, sectionTitle } from '../lists/lists.css'

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
})

/** A figure's frame: its value above its label (the label comes first in the markup). */
export const figureFrame = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
})

export const figureTile = style([
  figureFrame,
  {
    minWidth: '9rem',
    padding: vars.space.m,
    borderRadius: vars.radius.l,
    background: vars.color.surface,
  },
])

/** For figures with longer labels (the audience's growth). */
export const wideFigureTile = style([figureTile, { minWidth: '10rem' }])

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

/** Figures line up by their digits, at the end of their column. */
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })
