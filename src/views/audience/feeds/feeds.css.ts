import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
})

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
})

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
})

export const copyField = style({ flex: '1 1 20rem' })

// A key is read character by character: monospace keeps 0/O and l/1 apart.
globalStyle(`${copyField} input`, { fontFamily: vars.font.mono })

export const example = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
  // Wrapped rather than scrolled: a scrolling block would need to be focusable to be read.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.s })

export const reasons = style({ margin: 0, paddingInlineStart: vars.space.m })

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m })

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.m,
})
