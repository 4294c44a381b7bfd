import { styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../../design/vars.css'
import { statusBadge } from '../../../lists/lists.css'

/** A delivery still trying is a warning; a dropped one (its node removed) is quiet. */
export const delivery = styleVariants({
  pending: [statusBadge, { background: vars.color.warningSoft, borderColor: vars.color.warning }],
  delivered: [statusBadge, { background: vars.color.successSoft, borderColor: vars.color.success }],
  failed: [statusBadge, { background: vars.color.dangerSoft, borderColor: vars.color.danger }],
  dropped: [
    statusBadge,
    { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
  ],
})
