import { button } from '../contract/constants'
import type { ThemeColors } from './themeColors'

type Slot = keyof ThemeColors

export const buttonTones = ['neutral', 'primary', 'success', 'info', 'warning', 'danger'] as const
export type ButtonTone = (typeof buttonTones)[number]

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost', 'link'] as const
export type ButtonVariant = (typeof buttonVariants)[number]

export const defaultButtonTone = button.defaultTone satisfies ButtonTone
export const defaultButtonVariant = button.defaultVariant satisfies ButtonVariant

/** The colours a tone paints with, as slots of the theme contract. */
export interface ToneSlots {
  /** Text and icons on the page or on the tone's soft fill. */
  ink: Slot
  fill: Slot
  /** Text on `fill`. */
  onFill: Slot
  soft: Slot
  /** The outline's border. */
  edge: Slot
}

/**
 * Every tone as theme slots, kept as plain data so the contrast test checks each tone in each
 * variant. Primary writes with `link`: the primary fill itself is not readable as text on white.
 * Semantic fills carry the page background as text; both schemes pair them at 4.5:1.
 */
export const toneSlots: Record<ButtonTone, ToneSlots> = {
  neutral: {
    ink: 'text',
    fill: 'text',
    onFill: 'background',
    soft: 'surfaceSunken',
    edge: 'borderStrong',
  },
  primary: {
    ink: 'link',
    fill: 'primary',
    onFill: 'onPrimary',
    soft: 'primarySoft',
    edge: 'primary',
  },
  success: {
    ink: 'success',
    fill: 'success',
    onFill: 'background',
    soft: 'successSoft',
    edge: 'success',
  },
  info: { ink: 'info', fill: 'info', onFill: 'background', soft: 'infoSoft', edge: 'info' },
  warning: {
    ink: 'warning',
    fill: 'warning',
    onFill: 'background',
    soft: 'warningSoft',
    edge: 'warning',
  },
  danger: {
    ink: 'danger',
    fill: 'danger',
    onFill: 'background',
    soft: 'dangerSoft',
    edge: 'danger',
  },
}

/** Where a transparent button can stand, and the hover shade it gets. */
const pageSlots: Slot[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken']

/** Each text colour a button of this tone and variant shows, with every colour behind it. */
export function buttonTextPairs(
  tone: ButtonTone,
  variant: ButtonVariant,
): Array<[text: Slot, behind: Slot]> {
  const { ink, fill, onFill, soft } = toneSlots[tone]
  switch (variant) {
    case 'solid':
      return [[onFill, fill]]
    case 'soft':
      return [[ink, soft]]
    case 'outline':
      return [
        [ink, 'surface'],
        [ink, 'surfaceSunken'],
      ]
    case 'ghost':
    case 'link':
      return pageSlots.map((behind) => [ink, behind])
  }
}
