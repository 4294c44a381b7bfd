import { keyframes, style } from '@vanilla-extract/css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  // The gap in the ring is what shows the turning.
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
})
