import { style } from '@vanilla-extract/css'
import { checkMark } from './checkMark.css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const search = style({
  display: 'flex',
  alignItems: 'stretch',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: { '&:focus-within': focusOutline },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  // The search box draws the outline around the input and its clear button together.
  outline: 'none',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
})

export const clear = style({
  paddingInline: vars.space.s,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
})

/** A few rows tall: long lists scroll inside the field, not the page. */
export const scroller = style({
  maxHeight: '14rem',
  overflowY: 'auto',
  borderRadius: vars.radius.m,
  outline: 'none',
  selectors: { '&:focus-visible': focusOutline },
})

export const listBox = style({
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '[data-invalid] &': { borderColor: vars.color.danger },
  },
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: { '&[data-focused]': { background: vars.color.primarySoft } },
})

export const box = checkMark(option)

export const detail = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
})

export const empty = style({ padding: vars.space.s, color: vars.color.textMuted })

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

export const error = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.danger })
