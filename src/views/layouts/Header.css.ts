import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'
import { atLeast } from './media'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  height: vars.size.headerHeight,
  paddingInline: vars.space.m,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const brand = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.l,
  textDecoration: 'none',
})

export const spacer = style({ flexGrow: 1 })

export const menuButton = style({
  '@media': { [atLeast('lg')]: { display: 'none' } },
})

export const menuPopover = style({
  minWidth: '12rem',
  padding: vars.space.xxs,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.m,
})

export const menu = style({ outline: 'none' })

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft },
  },
})
