import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'
import { statusTone } from '../../lists/lists.css'

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
})

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-hovered]:not([aria-current="page"])': { background: vars.color.surfaceSunken },
  },
})

/** The tone says whether the state needs a look: running, waiting, done, or gone wrong. */
export const badge = {
  draft: statusTone.quiet,
  scheduled: statusTone.info,
  sending: statusTone.primary,
  paused: statusTone.warning,
  completed: statusTone.success,
  stopped: statusTone.muted,
  failed: statusTone.danger,
}

/** Names read from the start of the line, like the rest of the text (a row header centres). */
export const name = style({ textAlign: 'start' })

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

export const deliveryBar = style({
  display: 'flex',
  width: '6rem',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // In forced colours the track needs a border to be seen.
  border: '1px solid transparent',
})

export const delivered = style({ background: vars.color.success })

export const failed = style({ background: vars.color.danger })

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m })
