import { globalStyle } from '@vanilla-extract/css'
import { vars } from './vars.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.body,
  background: vars.color.background,
  color: vars.color.text,
})

globalStyle('button, input, select, textarea', { font: 'inherit' })

// Near-zero rather than none: React Aria overlays and the toasts wait for animationend and
// transitionend events, which never fire when the animation is removed outright.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

// A name a person typed can be one unbroken word of 255 characters: headings wrap it anywhere
// rather than widen the page.
globalStyle('h1, h2, h3, h4, caption, legend', { overflowWrap: 'anywhere' })
