import { style } from '@vanilla-extract/css'
import { focusOutline } from '../../../design/focusRing.css'
import { vars } from '../../../design/vars.css'

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusOutline,
  },
})

export const tabPanel = style({
  paddingBlock: vars.space.m,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusOutline },
})

export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
})

export const counter = style({ fontVariantNumeric: 'tabular-nums' })

export const placeholders = style({ margin: 0, fontSize: vars.fontSize.s })

export const code = style({ fontFamily: vars.font.mono })

export const variants = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  paddingTop: vars.space.m,
  borderTop: `1px solid ${vars.color.border}`,
})

export const variantList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const variant = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
})

/** Bodies keep their line breaks; long words and URLs wrap rather than widen the table. */
export const longTextCell = style({
  maxWidth: '28rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const problem = style({ color: vars.color.danger })
