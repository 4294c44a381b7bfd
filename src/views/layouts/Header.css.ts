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
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [atLeast('sm')]: { paddingInline: vars.space.m } },
})

/** The name gives way first on a narrow screen: the controls beside it must stay on it. */
export const brand = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.l,
  textDecoration: 'none',
})

export const spacer = style({ flexGrow: 1 })

/** Controls the header keeps at every width. */
export const control = style({ flexShrink: 0 })

/** Below md the team switcher waits in the navigation menu (NavigationDrawer) instead. */
export const teamSlot = style({
  display: 'none',
  minWidth: 0,
  '@media': { [atLeast('md')]: { display: 'flex' } },
})

export const drawerTeam = style({
  padding: `0 ${vars.space.s} ${vars.space.s}`,
  '@media': { [atLeast('md')]: { display: 'none' } },
})

export const menuButton = style({
  flexShrink: 0,
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
