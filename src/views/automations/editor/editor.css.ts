import { globalStyle, style } from '@vanilla-extract/css'
import { flowCanvas } from '../../../design/flowCanvas.css'
import { focusOutline } from '../../../design/focusRing.css'
import { vars } from '../../../design/vars.css'

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 18rem',
  gap: vars.space.m,
  '@media': { '(max-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

// Rows keep their own height: a tall side column (a long problems list) must not stretch the
// toolbar and push the canvas down the page.
export const main = style({
  display: 'grid',
  gap: vars.space.s,
  minWidth: 0,
  alignContent: 'start',
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'end',
})

export const side = style({ display: 'grid', gap: vars.space.m, alignContent: 'start' })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, margin: 0 })

export const node = style({
  width: '200px',
  minHeight: '64px',
  boxSizing: 'border-box',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  display: 'grid',
  gap: vars.space.xxs,
})

export const nodeProblem = style({ borderColor: vars.color.danger, borderWidth: '2px' })

export const nodeKind = style({ fontWeight: vars.fontWeight.bold })

export const nodeId = style({ color: vars.color.textMuted, fontFamily: vars.font.mono })

export const branches = style({
  display: 'flex',
  justifyContent: 'space-around',
  gap: vars.space.xxs,
})

export const branchLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })

// The selected node shows without colour too: a thicker outline in the focus colour.
globalStyle(`${flowCanvas} .react-flow__node.selected > div`, {
  outline: `3px solid ${vars.color.primary}`,
  outlineOffset: '2px',
})
globalStyle(`${flowCanvas} .react-flow__node:focus-visible`, focusOutline)

// A big draft can have a problem per node: the list scrolls in its own box (its buttons are
// reachable by Tab), so the node settings below it stay in view.
export const problems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxBlockSize: '24rem',
  overflowY: 'auto',
})

export const problemTitle = style({ fontSize: vars.fontSize.m, margin: 0 })

export const settings = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' })

export const settingsForm = style({ display: 'grid', gap: vars.space.s })

export const arm = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
})

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.s, margin: 0 })

export const nodeProblemCount = style({ color: vars.color.danger, fontSize: vars.fontSize.xs })

export const nodeCounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xxs,
})

export const nodeCount = style({
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:focus-visible': focusOutline },
})

export const statsCounts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
})
