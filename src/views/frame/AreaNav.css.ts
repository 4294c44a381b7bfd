import { style } from '@vanilla-extract/css'
import { focusOutline } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  paddingBottom: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const groupLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
})

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current]': {
      background: vars.color.primarySoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusOutline,
  },
})
