import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minWidth: 0,
})

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
})

export const nestedGroup = style([group, { background: vars.color.surfaceSunken }])

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.s,
})

export const condition = style({
  display: 'flex',
  flexWrap: 'wrap',
  // Top-aligned: a list of checkboxes is taller than the field and operator beside it.
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const conditionInvalid = style([condition, { borderColor: vars.color.danger }])

export const control = style({ minWidth: '10rem', flex: '1 1 10rem' })

export const ruleError = style({ flexBasis: '100%', margin: 0, color: vars.color.danger })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
})

export const bigNumber = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 600 })

export const stale = style({ opacity: 0.6 })

export const sampleList = style({ margin: 0, paddingInlineStart: vars.space.m })

export const progressTrack = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
})

export const progressFill = style({ height: '100%', background: vars.color.primary })

export const progressLabels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
})

export const ruleHint = style({ margin: 0, color: vars.color.textMuted })

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  margin: 0,
})

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: 600,
  color: vars.color.textMuted,
})
