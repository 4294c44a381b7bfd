import { style } from '@vanilla-extract/css'
import { focusOutline } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusOutline,
  },
})

export const icon = style({ fontSize: '1.375rem' })

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
})

export const popover = style({
  // Never wider than a phone's screen: the header must fit down to 320 px.
  width: 'min(24rem, calc(100vw - 1rem))',
  maxHeight: '70vh',
  overflowY: 'auto',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.m,
})

export const popoverDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.s,
  outline: 'none',
})

export const popoverTitle = style({ margin: 0, fontSize: vars.fontSize.m })

/** The popover's list, which takes the focus back when a marked item loses its button. */
export const latest = style({ outline: 'none' })

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
})

export const unreadItem = style([item, { borderInlineStart: `4px solid ${vars.color.primary}` }])

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium })

export const itemBody = style({ margin: 0 })

export const itemFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
})

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
})
