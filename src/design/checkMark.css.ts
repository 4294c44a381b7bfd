import { type StyleRule, style } from '@vanilla-extract/css'
import { vars } from './vars.css'

/**
 * The drawn checkbox before an option's name (CheckboxGroup, MultiSelect): filled and ticked
 * while `option`, the row it sits in, is selected. `selectors` adds the field's own states.
 */
export const checkMark = (option: string, selectors: StyleRule['selectors'] = {}) =>
  style({
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.s,
    border: `2px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.onPrimary,
    fontSize: vars.fontSize.xs,
    lineHeight: 1,
    selectors: {
      [`${option}[data-selected] &`]: {
        borderColor: vars.color.primary,
        background: vars.color.primary,
      },
      ...selectors,
    },
  })
