import { style, styleVariants } from '@vanilla-extract/css'
import { focusOutline } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l })

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
})

export const summary = style({ margin: 0, marginInlineEnd: 'auto', color: vars.color.textMuted })

export const problems = style({ margin: 0, paddingInlineStart: vars.space.l })

export const tableScroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
})

export const column = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
})

export const row = style({
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': { ...focusOutline, outlineOffset: '-2px' },
  },
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { '&[data-focus-visible]': { ...focusOutline, outlineOffset: '-2px' } },
})

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.s })

export const empty = style({ padding: vars.space.l, color: vars.color.textMuted })

export const outcome = styleVariants({
  same: { color: vars.color.success },
  different: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  skipped: { color: vars.color.textMuted },
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
})

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
})

export const term = style({ fontWeight: vars.fontWeight.bold })

export const definition = style({ margin: 0, overflowWrap: 'anywhere' })

export const payload = style({
  margin: 0,
  padding: vars.space.s,
  maxHeight: '16rem',
  overflow: 'auto',
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
  selectors: { '&:focus-visible': focusOutline },
})

export const replayControl = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
})

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: '12rem',
})

export const sliderTrack = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: '1.75rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '4px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.borderStrong,
    },
  },
})

export const sliderThumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.s,
  selectors: {
    '&[data-focus-visible]': focusOutline,
    '&[data-dragging]': { background: vars.color.primaryHover },
  },
})

export const mark = styleVariants({
  before: {
    padding: `0 ${vars.space.xxs}`,
    borderRadius: vars.radius.s,
    border: `1px dashed ${vars.color.warning}`,
    background: vars.color.warningSoft,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
  after: {
    padding: `0 ${vars.space.xxs}`,
    borderRadius: vars.radius.s,
    border: `1px solid ${vars.color.primary}`,
    background: vars.color.primarySoft,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
  taken: {
    padding: `0 ${vars.space.xxs}`,
    borderRadius: vars.radius.s,
    border: `1px solid ${vars.color.info}`,
    background: vars.color.infoSoft,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
})

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.s,
})

export const chartText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
})

export const disclosureSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': focusOutline },
})

export const stateList = style({ margin: 0, paddingInlineStart: vars.space.l })

export const chartFallback = style({
  display: 'grid',
  placeItems: 'center',
  height: '28rem',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  color: vars.color.textMuted,
})
