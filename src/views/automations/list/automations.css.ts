import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/vars.css'
import { statusBadge } from '../../lists/lists.css'

/** Running stands out; an automation that is off is quiet. */
export const badge = styleVariants({
  active: [statusBadge, { background: vars.color.successSoft, borderColor: vars.color.success }],
  inactive: [
    statusBadge,
    { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
  ],
})

/** Names read from the start of the line, like the rest of the text (a row header centres). */
export const name = style({ textAlign: 'start' })
