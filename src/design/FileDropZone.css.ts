import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
})

export const prompt = style({ margin: 0, fontWeight: vars.fontWeight.medium })

export const hint = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted })
