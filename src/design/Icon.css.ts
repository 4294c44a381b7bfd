import { createVar, style } from '@vanilla-extract/css'

export const image = createVar()

/** The icon's shape cut out of the current text colour, so it follows the theme and states. */
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  backgroundColor: 'currentColor',
  maskImage: image,
  maskRepeat: 'no-repeat',
  maskSize: '100% 100%',
})
