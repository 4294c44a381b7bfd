import { style } from '@vanilla-extract/css'
import { vars } from './vars.css'

/** The focus outline, for styles that need it under their own selectors. */
export const focusOutline = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const

/**
 * React Aria sets [data-focus-visible] on its components, whose focused element is often an
 * inner input that the outline cannot wrap; plain elements get :focus-visible.
 */
export const focusRing = style({
  selectors: {
    '&:focus-visible, &[data-focus-visible]': focusOutline,
  },
})
