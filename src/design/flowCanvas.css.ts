import { globalStyle, style } from '@vanilla-extract/css'
import { focusOutline } from './focusRing.css'
import { vars } from './vars.css'

/**
 * The frame of a graph drawn with @xyflow/react (the audit charts, the automation editor): a fixed
 * height, because the library fills its container, and the library's own parts in our themes.
 */
export const flowCanvas = style({
  margin: 0,
  height: '36rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  overflow: 'hidden',
  vars: {
    '--xy-background-color': vars.color.surfaceSunken,
    '--xy-edge-stroke': vars.color.textMuted,
    '--xy-edge-stroke-width': '1.5',
    '--xy-minimap-background-color': vars.color.surface,
  },
})

// The library's own parts, in the theme's colours (its default palette ignores our themes).
globalStyle(`${flowCanvas} .react-flow__edge-text`, {
  fill: vars.color.text,
  fontSize: '12px',
})
globalStyle(`${flowCanvas} .react-flow__edge-textbg`, { fill: vars.color.surface })
globalStyle(`${flowCanvas} .react-flow__controls`, {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  boxShadow: vars.shadow.s,
})
globalStyle(`${flowCanvas} .react-flow__controls-button`, {
  width: '2rem',
  height: '2rem',
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
})
globalStyle(`${flowCanvas} .react-flow__controls-button:hover`, {
  background: vars.color.surfaceSunken,
})
globalStyle(`${flowCanvas} .react-flow__controls-button:focus-visible`, focusOutline)
globalStyle(`${flowCanvas} .react-flow__attribution`, {
  background: vars.color.surface,
  color: vars.color.text,
})
globalStyle(`${flowCanvas} .react-flow__attribution a`, { color: vars.color.link })
