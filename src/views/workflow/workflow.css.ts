import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'
import { statusTone } from '../lists/lists.css'

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const event = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.s,
  alignItems: 'start',
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
})

export const kind = {
  failure: statusTone.danger,
  send: statusTone.success,
  entry: statusTone.info,
}

/** Names and numbers are often one long word: they wrap rather than widen a phone's screen. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
})

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s })
