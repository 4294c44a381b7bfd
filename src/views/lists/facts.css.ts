import { style } from '@vanilla-extract/css'
import { vars } from '../../design/vars.css'

/** A record's facts as a two-column definition list: name, then value. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
})

export const factName = style({ color: vars.color.textMuted })

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium })
