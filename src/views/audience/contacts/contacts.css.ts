import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.s,
})

export const searchField = style({ flex: '1 1 16rem' })

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.m,
  background: vars.color.primarySoft,
  color: vars.color.text,
})

export const selectionText = style({ margin: 0, flex: '1 1 16rem' })

export const checkCell = style({ width: '2.5rem' })

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` } },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.m,
})

export const tagChip = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
})

export const emptyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  marginTop: vars.space.s,
})

/** The column chooser's heading. */
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.l })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  margin: 0,
  fontSize: vars.fontSize.s,
})

export const factName = style({ color: vars.color.textMuted })

export const factValue = style({ margin: 0 })

export const chooser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  maxWidth: '20rem',
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.l,
  outline: 'none',
})

/**
 * The checkbox and name columns stay put while the rest scroll sideways, so a row stays
 * recognisable however far its last columns are; the background hides what passes under them.
 */
const stickyCell = style({
  position: 'sticky',
  zIndex: 1,
  background: vars.color.surface,
})

export const stickyCheck = style([stickyCell, { insetInlineStart: 0 }])

export const stickyName = style([stickyCell, { insetInlineStart: '2.5rem' }])

export const replies = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const repliesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
})

export const repliesNone = style({ margin: 0, color: vars.color.textMuted })

export const replyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.primarySoft,
})

export const replyTime = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted })

// A reply is the handset's text as it came: its line breaks and its own direction are kept.
export const replyText = style({ margin: 0, whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' })

export const replyNote = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
})
