import { createVar, type StyleRule } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { type ButtonSize, button as buttonConstants } from '../contract/signInConstants'
import {
  type ButtonTone,
  type ButtonVariant,
  buttonTones,
  defaultButtonTone,
  defaultButtonVariant,
  toneSlots,
} from './buttonPalette'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

// A tone fills these; a variant decides which of them paints the text, face and border.
const ink = createVar()
const fill = createVar()
const onFill = createVar()
const soft = createVar()
const edge = createVar()

const tone = Object.fromEntries(
  buttonTones.map((name) => {
    const slots = toneSlots[name]
    const rule: StyleRule = {
      vars: {
        [ink]: vars.color[slots.ink],
        [fill]: vars.color[slots.fill],
        [onFill]: vars.color[slots.onFill],
        [soft]: vars.color[slots.soft],
        [edge]: vars.color[slots.edge],
      },
    }
    return [name, rule]
  }),
) as Record<ButtonTone, StyleRule>

const hoverShade = { '&[data-hovered]': { background: vars.color.surfaceSunken } }

const variant = {
  solid: {
    background: fill,
    color: onFill,
    borderColor: fill,
    selectors: { '&[data-hovered]': { filter: 'brightness(0.95)' } },
  },
  soft: {
    background: soft,
    color: ink,
    borderColor: edge,
    selectors: { '&[data-hovered]': { filter: 'brightness(0.95)' } },
  },
  outline: { background: vars.color.surface, color: ink, borderColor: edge, selectors: hoverShade },
  ghost: { background: 'transparent', color: ink, selectors: hoverShade },
  link: {
    background: 'transparent',
    color: ink,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
} satisfies Record<ButtonVariant, StyleRule>

const size = {
  xs: { minHeight: '1.75rem', paddingInline: vars.space.xs, fontSize: vars.fontSize.xs },
  s: { minHeight: '2rem', paddingInline: vars.space.s, fontSize: vars.fontSize.s },
  m: { minHeight: '2.5rem', paddingInline: vars.space.m, fontSize: vars.fontSize.s },
  l: { minHeight: '2.75rem', paddingInline: vars.space.l, fontSize: vars.fontSize.m },
  xl: { minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.l },
} satisfies Record<ButtonSize, StyleRule>

/** The app's button: a tone (its colour) × a variant (how the colour is worn) × a size. */
export const button = recipe({
  base: {
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
  },
  variants: { tone, variant, size },
  defaultVariants: {
    tone: defaultButtonTone,
    variant: defaultButtonVariant,
    size: buttonConstants.defaultSize,
  },
})
