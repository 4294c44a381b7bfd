import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

/** Panels side by side where they fit, one column on a phone (never wider than the screen). */
export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minInlineSize: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.l })

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** Campaign and file names are often one long word: they wrap rather than widen the page. */
export const name = style({ overflowWrap: 'anywhere' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s })

export const figures = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  margin: 0,
})

export const figure = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 })

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: 600,
  overflowWrap: 'anywhere',
})

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.m,
})
