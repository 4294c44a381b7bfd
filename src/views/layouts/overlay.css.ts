import { style } from '@vanilla-extract/css'
import { modal } from '../../contract/constants'
import { vars } from '../../design/vars.css'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.m,
  background: vars.color.overlay,
})

export const drawerOverlay = style([overlay, { justifyContent: 'flex-start', padding: 0 }])

export const dialog = style({
  width: '100%',
  maxWidth: modal.maxWidth,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  outline: 'none',
})

export const drawer = style({
  width: vars.size.sidebarWidth,
  maxWidth: '85vw',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.l,
  outline: 'none',
})

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  marginBottom: vars.space.m,
})

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.l })

export const drawerHeader = style([dialogHeader, { padding: vars.space.s, marginBottom: 0 }])

/** The dialog inside a styled Modal: the Modal draws the box. */
export const dialogBody = style({ outline: 'none' })
