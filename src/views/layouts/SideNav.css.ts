import { style } from '@vanilla-extract/css'
import { focusOutline } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.s,
  listStyle: 'none',
})

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-current="true"]': {
      background: vars.color.primarySoft,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    // Inside the link: the sidebar's edge would clip an outline drawn outside it.
    '&[data-focus-visible]': { ...focusOutline, outlineOffset: '-2px' },
  },
})
