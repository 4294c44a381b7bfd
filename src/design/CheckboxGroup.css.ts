import { style } from '@vanilla-extract/css'
import { checkMark } from './checkMark.css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.s,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusOutline,
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const box = checkMark(option, { '[data-invalid] &': { borderColor: vars.color.danger } })

export const description = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

export const error = style({ fontSize: vars.fontSize.s, color: vars.color.danger })
