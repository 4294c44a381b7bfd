import { style } from '@vanilla-extract/css'
import { statusTone } from '../../lists/lists.css'

/** Running stands out; an automation that is off is quiet. */
export const badge = { active: statusTone.success, inactive: statusTone.quiet }

/** Names read from the start of the line, like the rest of the text (a row header centres). */
export const name = style({ textAlign: 'start' })
