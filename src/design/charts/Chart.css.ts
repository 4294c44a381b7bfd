import { createVar, style } from '@vanilla-extract/css'
import { focusOutline } from '../focusRing.css'
import { vars } from '../vars.css'

/**
 * Series colours come from the theme's text-grade colours (the 700 shades in light themes, the
 * 400 shades in dark ones), so every mark keeps 3:1 against the surface in both schemes. The
 * last one is neutral: a donut gives it to "Other".
 */
const seriesColour = createVar()
export const series = [
  vars.color.primary,
  vars.color.info,
  vars.color.warning,
  vars.color.danger,
  vars.color.textMuted,
].map((colour) => style({ vars: { [seriesColour]: colour } }))

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  // Fills its column even where the parent shrinks its children to their content (a flex
  // column), since the drawing takes the width it is given.
  alignSelf: 'stretch',
  minWidth: 0,
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.m })

export const toggle = style({
  font: 'inherit',
  fontSize: vars.fontSize.s,
  minHeight: '2rem',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primarySoft, borderColor: vars.color.primary },
    '&[data-focus-visible]': focusOutline,
  },
})

export const empty = style({ margin: 0, color: vars.color.textMuted })

export const svg = style({ display: 'block', overflow: 'visible' })

export const axisText = style({ fill: vars.color.textMuted, fontSize: '12px' })
export const labelText = style({ fill: vars.color.text, fontSize: '13px' })
export const valueText = style({ fill: vars.color.text, fontSize: '12px', fontWeight: 500 })
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 })
export const baseLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 })

export const bar = style({ fill: seriesColour })
export const line = style({
  fill: 'none',
  stroke: seriesColour,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
})
// The area only tints the ground under the line; the line carries the values.
export const area = style({ fill: seriesColour, fillOpacity: 0.18 })
export const point = style({ fill: seriesColour, stroke: vars.color.surface, strokeWidth: 1.5 })
export const slice = style({ fill: seriesColour })
export const donutTotal = style({ fill: vars.color.text, fontSize: '22px', fontWeight: 700 })
export const donutCaption = style({ fill: vars.color.textMuted, fontSize: '11px' })

export const donutLayout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.l,
})
export const donutGraphic = style({ width: '10rem', flex: '0 0 auto' })

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.s,
})
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const swatch = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.s,
  background: seriesColour,
  flex: '0 0 auto',
})
export const legendValue = style({ color: vars.color.textMuted })

export const tableScroller = style({ overflowX: 'auto' })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.s })
export const caption = style({
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xs,
})
export const headerCell = style({
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
})
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
})
// Numbers line up on their last digit, in either direction.
export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }])

// The drawing's box while its code loads: the same height, a quiet tint, no motion.
export const drawingPlaceholder = style({
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
})
