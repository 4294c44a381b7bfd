import { style, styleVariants } from '@vanilla-extract/css'
import { focusRing } from '../../design/focusRing.css'
import { vars } from '../../design/vars.css'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l })

/** Wide tables scroll on their own on a phone instead of widening the page. */
export const tableScroller = style([focusRing, { overflowX: 'auto' }])

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
})

export const headerCell = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
})

/**
 * A row's name wraps within a bounded width, however long and unbroken, so the columns after it
 * stay on screen; all of it stays readable.
 */
export const rowName = style({
  minInlineSize: '8rem',
  maxInlineSize: '20rem',
  overflowWrap: 'anywhere',
})

export const muted = style({ color: vars.color.textMuted })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
})

export const empty = style({
  margin: 0,
  padding: vars.space.l,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.l,
  color: vars.color.textMuted,
})

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  color: vars.color.textMuted,
})

/** A record's status as a word on a tinted tag; each list gives its statuses their tones. */
export const statusBadge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  borderInlineStart: '3px solid',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  color: vars.color.text,
})

/**
 * The tones a status badge takes; each list maps its statuses to them, so a state that needs a
 * look is tinted alike everywhere.
 */
export const statusTone = styleVariants({
  info: [statusBadge, { background: vars.color.infoSoft, borderColor: vars.color.info }],
  primary: [statusBadge, { background: vars.color.primarySoft, borderColor: vars.color.primary }],
  success: [statusBadge, { background: vars.color.successSoft, borderColor: vars.color.success }],
  warning: [statusBadge, { background: vars.color.warningSoft, borderColor: vars.color.warning }],
  danger: [statusBadge, { background: vars.color.dangerSoft, borderColor: vars.color.danger }],
  /** Off, or gone: nothing to do. */
  quiet: [
    statusBadge,
    { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
  ],
  /** Ended by someone: quieter than done, louder than off. */
  muted: [statusBadge, { background: vars.color.surfaceSunken, borderColor: vars.color.textMuted }],
})

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
})

/** Counts line up by their last digit. */
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })
