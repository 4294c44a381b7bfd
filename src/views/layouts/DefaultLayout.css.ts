import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'
import { atLeast } from './media'

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })

export const body = style({ display: 'flex', flexGrow: 1 })

export const sidebar = style({
  display: 'none',
  flexShrink: 0,
  width: vars.size.sidebarWidth,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [atLeast('lg')]: {
      display: 'block',
      position: 'sticky',
      top: vars.size.headerHeight,
      height: `calc(100vh - ${vars.size.headerHeight})`,
      overflowY: 'auto',
    },
  },
})

export const main = style({
  flexGrow: 1,
  minWidth: 0,
  padding: vars.space.l,
  outline: 'none',
  '@media': { [atLeast('md')]: { padding: vars.space.xl } },
})
