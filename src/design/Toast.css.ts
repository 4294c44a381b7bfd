import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { type ToastType, toast as toastConstants } from '../contract/constants'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
})

const base = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.s,
  width: '100%',
  padding: vars.space.m,
  paddingBlockEnd: `calc(${vars.space.m} + 4px)`,
  overflow: 'hidden',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.m,
  pointerEvents: 'auto',
  animation: `${appear} ${toastConstants.fadeMinMs}ms ease-out`,
  transition: `opacity ${toastConstants.fadeMaxMs}ms ease-in`,
  selectors: {
    '&[data-fading]': { opacity: 0 },
  },
})

const accent = (color: string) => ({ borderInlineStartColor: color })

/** Each type's colour: the accent, the icon and the progress bar all follow it. */
const toneOf = {
  success: vars.color.success,
  info: vars.color.info,
  warning: vars.color.warning,
  danger: vars.color.danger,
  denied: vars.color.danger,
} satisfies Record<ToastType, string>

export const toast = styleVariants(toneOf, (tone) => [base, accent(tone)])

export const icon = styleVariants(toneOf, (tone) => ({ color: tone }))

export const iconBase = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
})

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const title = style({ fontWeight: vars.fontWeight.bold })

export const message = style({ fontSize: vars.fontSize.s })

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  border: 'none',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.l,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusOutline,
  },
})

export const progressTrack = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  height: '4px',
  background: vars.color.surfaceSunken,
})

/** The bar shrinks towards the start edge, so it reads right in both directions. */
export const progressBar = styleVariants(toneOf, (tone) => ({ background: tone }))

export const progressBase = style({
  height: '100%',
  transition: `width ${toastConstants.tickMs}ms linear`,
})
