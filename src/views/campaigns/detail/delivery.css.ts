import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'
import { section } from '../../lists/lists.css'
import { figureFrame } from '../../reports/reportLayout.css'

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.m,
  margin: 0,
})

export const figure = style([figureFrame, { padding: vars.space.s, borderRadius: vars.radius.m }])

/** The names and values read as on the report screens. */
export { figureLabel as figureName, figureValue } from '../../reports/reportLayout.css'

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
})

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      color: vars.color.text,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
})

export const tabPanel = style([section, { paddingBlockStart: vars.space.m, outline: 'none' }])
