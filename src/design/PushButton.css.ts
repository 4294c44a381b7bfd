import { style, styleVariants } from '@vanilla-extract/css'
import type { PushButtonSize } from '../contract/constants'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.m,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, filter 120ms',
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '&[data-pressed]': { filter: 'brightness(0.92)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-status="busy"]': { cursor: 'wait' },
  },
})

export const size = styleVariants({
  xs: { minHeight: '1.75rem', paddingInline: vars.space.xs, fontSize: vars.fontSize.xs },
  s: { minHeight: '2rem', paddingInline: vars.space.s, fontSize: vars.fontSize.s },
  m: { minHeight: '2.5rem', paddingInline: vars.space.m, fontSize: vars.fontSize.s },
  l: { minHeight: '2.75rem', paddingInline: vars.space.l, fontSize: vars.fontSize.m },
  xl: { minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.l },
} satisfies Record<PushButtonSize, object>)

const hoverShade = { selectors: { '&[data-hovered]': { filter: 'brightness(0.95)' } } }

/** Text on a solid semantic colour uses the page background: both themes pair them at 4.5:1. */
const solid = (background: string, color: string = vars.color.background) => ({
  background,
  color,
  borderColor: background,
  ...hoverShade,
})
const soft = (background: string, border: string) => ({
  background,
  color: vars.color.text,
  borderColor: border,
  ...hoverShade,
})
const outline = (color: string) => ({
  background: vars.color.surface,
  color,
  borderColor: color,
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
})

/**
 * The colour themes (spec §9 asks for 17 or more; white is the default). Every theme is built
 * from the theme contract, so each reads well in light and dark.
 */
export const theme = styleVariants({
  white: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
  },
  neutral: soft(vars.color.surfaceSunken, vars.color.border),
  dark: solid(vars.color.text, vars.color.background),
  primary: {
    ...solid(vars.color.primary, vars.color.onPrimary),
    selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
  },
  primarySoft: soft(vars.color.primarySoft, vars.color.primary),
  primaryOutline: outline(vars.color.link),
  success: solid(vars.color.success),
  successSoft: soft(vars.color.successSoft, vars.color.success),
  successOutline: outline(vars.color.success),
  info: solid(vars.color.info),
  infoSoft: soft(vars.color.infoSoft, vars.color.info),
  infoOutline: outline(vars.color.info),
  warning: solid(vars.color.warning),
  warningSoft: soft(vars.color.warningSoft, vars.color.warning),
  warningOutline: outline(vars.color.warning),
  danger: solid(vars.color.danger),
  dangerSoft: soft(vars.color.dangerSoft, vars.color.danger),
  dangerOutline: outline(vars.color.danger),
  quiet: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } },
  },
  link: {
    background: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
})

export type PushButtonTheme = keyof typeof theme
