import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

const nodeBase = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  padding: '12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '13px',
  lineHeight: '18px',
})

export const node = styleVariants({
  atomic: [nodeBase],
  group: [
    nodeBase,
    {
      padding: '6px 16px',
      // See-through, so the arrows drawn beneath the group stay visible.
      background: 'transparent',
      borderStyle: 'solid',
    },
  ],
  region: [nodeBase, { padding: '6px 16px', background: 'transparent', borderStyle: 'dotted' }],
})

export const marked = styleVariants({
  before: { outline: `3px dashed ${vars.color.warning}`, outlineOffset: '1px' },
  after: { outline: `3px solid ${vars.color.primary}`, outlineOffset: '1px' },
  both: {
    outline: `3px solid ${vars.color.primary}`,
    outlineOffset: '1px',
    boxShadow: `0 0 0 6px ${vars.color.warningSoft}`,
  },
})

export const label = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' })

export const line = style({
  color: vars.color.textMuted,
  fontSize: '12px',
  whiteSpace: 'nowrap',
})

export const badge = style({
  marginInlineStart: vars.space.xs,
  padding: '0 4px',
  borderRadius: vars.radius.s,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
})

export const initialDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  marginInlineEnd: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.text,
})

/** Handles exist for the arrows to attach to; nobody connects anything here. */
export const handle = style({ opacity: 0, pointerEvents: 'none' })

export const edge = styleVariants({
  taken: { stroke: vars.color.primary, strokeWidth: 3 },
})
